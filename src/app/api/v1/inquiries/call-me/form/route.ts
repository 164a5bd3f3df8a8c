import { noScriptFormEndpoint } from '@/features/inquiries/no-script/no-script-form'

// The call-back request sent without JavaScript (src/features/inquiries/no-script/no-script-form.ts): new work every time.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = noScriptFormEndpoint('call-me')
