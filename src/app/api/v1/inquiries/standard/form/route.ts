import { noScriptFormEndpoint } from '@/features/inquiries/no-script/no-script-form'

// The contact form sent without JavaScript (src/features/inquiries/no-script/no-script-form.ts): new work every time.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = noScriptFormEndpoint('contact')
