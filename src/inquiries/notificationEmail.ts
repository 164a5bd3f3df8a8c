/** The clinic's notification about a new inquiry: contact data and a link to the admin, never the photos. */

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

export function notificationEmail(inquiry: NotifiedInquiry, siteUrl: string): { subject: string; text: string } {
  const what = inquiry.kind === 'call-me' ? 'Call-back request' : 'New inquiry'
  const lines = [
    `${what} ${inquiry.reference}`,
    '',
    `Name: ${inquiry.name || '–'}`,
    `E-mail: ${inquiry.email || '–'}`,
    `Phone: ${inquiry.phoneNumber || '–'}`,
    `Language: ${inquiry.lang}`,
    `Sent from: ${inquiry.locationUrl || '–'}`,
    `Received: ${inquiry.createdAt}`,
    `Photos: ${inquiry.photoCount} (view them in the admin)`,
    '',
    ...(inquiry.kind === 'standard' ? ['Message:', inquiry.message || '–', ''] : []),
    `Open in the admin: ${inquiryAdminUrl(siteUrl, inquiry.id)}`,
  ]
  return { subject: `${what} ${inquiry.reference}${inquiry.name ? ` – ${inquiry.name}` : ''}`, text: lines.join('\n') }
}
