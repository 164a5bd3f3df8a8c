import { cache } from 'react'
import type { FormReply } from '@/inquiries/form-reply'

/**
 * The refused form to show again on this request's page (set by the dynamic variant,
 * src/app/(site)/[locale]/nojs-form-reply): null for every static page.
 */
export const formReplyOfRequest = cache((): { reply: FormReply | null } => ({ reply: null }))
