import { receiveCallMe } from '@/features/inquiries/intake/receive'
import { inquiryEndpoint } from '@/features/inquiries/intake/respond'

// Busboy, sharp and the database need Node; every request is new work, never cached.
// (Route segment options must be written in the route file itself.)
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = inquiryEndpoint('call-me', receiveCallMe)
