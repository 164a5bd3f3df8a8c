/**
 * A form sent without script and refused (invalid fields, too many requests) is shown again by a
 * dynamic variant of its page, once: the refusal's 303 sets this cookie for that page's path, and
 * the proxy (src/proxy.ts) turns the next request for the page into a request for the variant,
 * handing the token on in a request header and deleting the cookie. Pages stay static for everyone
 * else; the token only names a short-lived record (form-reply.ts), never what was typed.
 */
export const formReplyCookie = 'clinic-form-reply'
export const formReplyHeader = 'x-clinic-form-reply'
/** The variant's path segment after the language (src/app/(site)/[locale]/nojs-form-reply). */
export const formReplySegment = 'nojs-form-reply'
export const formReplyLifetimeSeconds = 120

export const isFormReplyToken = (value: string | null | undefined): value is string => /^[A-Za-z0-9_-]{24}$/.test(value ?? '')

/** Where a page shows a form sent without script: its thank-you state (by `:target`), the form. */
export const formAnchors = {
  contact: { sent: 'contact-form-sent', form: 'contact-form' },
  'call-me': { sent: 'call-back-sent', form: 'call-back' },
} as const
