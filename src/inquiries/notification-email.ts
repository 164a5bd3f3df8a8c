import { toMultiLine, toSingleLine } from './plain-text'

/** The clinic's notification about a new inquiry: that it arrived and a link to the admin; never the photos. */

export type NotifiedInquiry = {
  id: number | string
  reference: string
  kind: 'standard' | 'call-me'
  name?: string | null
  email?: string | null
  phoneNumber?: string | null
  message?: string | null
  lang: string
  locationUrl?: string | null
  photoCount: number
  createdAt: string
}

export function inquiryAdminUrl(siteUrl: string, id: number | string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/collections/inquiries/${id}`
}

/**
 * A stored value on one line, whatever it holds (the API already strips line breaks from one-line
 * fields; this holds for older rows and any other writer): it can never start a line of its own
 * and pass for one of ours.
 */
function oneLine(value: string | null | undefined): string {
  const line = toSingleLine(value ?? '').trim()
  return line || '–'
}

/** The visitor's message, every line quoted with "> ": its lines can never pass for the e-mail's own. */
function quoted(message: string | null | undefined): string[] {
  const text = toMultiLine(message ?? '').trim()
  return (text || '–').split('\n').map((line) => (line ? `> ${line}` : '>'))
}

/**
 * By default the e-mail says only that an inquiry arrived: its reference, kind, language, the page
 * it came from, when, and the admin link. What a visitor wants operated on, and who they are, is
 * health data, and an e-mail goes through mail servers and sits in mailboxes: it is read in the
 * admin, signed in (and recorded in the audit log). `withDetails` (Settings → Inquiry
 * notifications) adds the name, e-mail, phone, photo count and message for clinics that accept it.
 */
export function notificationEmail(
  inquiry: NotifiedInquiry,
  siteUrl: string,
  { withDetails = false }: { withDetails?: boolean } = {},
): { subject: string; text: string } {
  const what = inquiry.kind === 'call-me' ? 'Call-back request' : 'New inquiry'
  const reference = oneLine(inquiry.reference)
  const summary = [
    `Reference: ${reference}`,
    `Language: ${oneLine(inquiry.lang)}`,
    `Sent from: ${oneLine(inquiry.locationUrl)}`,
    `Received: ${oneLine(inquiry.createdAt)}`,
  ]
  const details = withDetails
    ? [
        `Name: ${oneLine(inquiry.name)}`,
        `E-mail: ${oneLine(inquiry.email)}`,
        `Phone: ${oneLine(inquiry.phoneNumber)}`,
        `Photos: ${inquiry.photoCount} (view them in the admin)`,
        '',
        ...(inquiry.kind === 'standard' ? ['Message:', ...quoted(inquiry.message), ''] : []),
      ]
    : ['', 'The contact details and the message are in the admin only (sign in to read them).', '']
  const lines = [
    `${what} ${reference}`,
    '',
    ...summary,
    ...(withDetails ? [''] : []),
    ...details,
    `Open in the admin: ${inquiryAdminUrl(siteUrl, inquiry.id)}`,
  ]
  const name = withDetails && inquiry.name ? toSingleLine(inquiry.name).trim() : ''
  return { subject: `${what} ${reference}${name ? ` – ${name}` : ''}`, text: lines.join('\n') }
}
