import config from '@payload-config'
import { getPayload } from 'payload'
import { answer } from '@/inquiries/respond'
import { receiveStandardInquiry } from '@/inquiries/standard-inquiry'

// Busboy, sharp and the database need Node; every request is new work, never cached.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return answer(
    () => getPayload({ config }),
    (payload) => receiveStandardInquiry(payload, request),
  )
}
