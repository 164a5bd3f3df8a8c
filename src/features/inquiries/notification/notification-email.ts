import { toMultiLine, toSingleLine } from '../plain-text'

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

/** The languages the clinic's staff read the notification in (Settings → Inquiry notifications). */
export const notificationLanguages = ['cs', 'en'] as const
export type NotificationLanguage = (typeof notificationLanguages)[number]

/** Each label ends a line's lead ("Reference: …"); a visitor's value can never start a line (oneLine, quoted). */
const labels: Record<NotificationLanguage, Record<string, string>> = {
  cs: {
    standard: 'Nová poptávka',
    'call-me': 'Žádost o zavolání',
    reference: 'Číslo',
    language: 'Jazyk',
    sentFrom: 'Odesláno ze stránky',
    otherSite: 'adresa mimo web kliniky',
    received: 'Přijato',
    name: 'Jméno',
    email: 'E-mail',
    phone: 'Telefon',
    photos: 'Fotografie',
    photosHint: '(prohlédnete si je v administraci)',
    message: 'Zpráva',
    detailsInAdmin: 'Kontaktní údaje a zpráva jsou jen v administraci (přečtete si je po přihlášení).',
    open: 'Otevřít v administraci',
  },
  en: {
    standard: 'New inquiry',
    'call-me': 'Call-back request',
    reference: 'Reference',
    language: 'Language',
    sentFrom: 'Sent from',
    otherSite: 'an address outside the clinic’s site',
    received: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    photos: 'Photos',
    photosHint: '(view them in the admin)',
    message: 'Message',
    detailsInAdmin: 'The contact details and the message are in the admin only (sign in to read them).',
    open: 'Open in the admin',
  },
}

/**
 * The page an inquiry was sent from, as a path on the clinic's site (issue 40): the visitor's browser
 * reports it, so anyone can send any address. A full address would land in staff's mailbox as a link
 * chosen by a stranger; a path on our site is plain text, and anything else is not shown.
 */
function pageOnSite(locationUrl: string | null | undefined, siteUrl: string): string | null {
  if (!locationUrl) return null
  try {
    const site = new URL(siteUrl)
    const page = new URL(locationUrl, site)
    if (page.origin !== site.origin) return null
    return oneLine(`${page.pathname}${page.search}`)
  } catch {
    return null
  }
}

/** When the inquiry arrived, on the clinic's clock (Prague time), written the staff's way. */
function receivedAt(createdAt: string, language: NotificationLanguage): string {
  const when = new Date(createdAt)
  if (Number.isNaN(when.getTime())) return oneLine(createdAt)
  const locale = language === 'cs' ? 'cs-CZ' : 'en-GB'
  const clock = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Prague', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })
  return `${clock.format(when)} (${language === 'cs' ? 'čas v Praze' : 'Prague time'})`
}

/**
 * By default the e-mail says only that an inquiry arrived: its reference, kind, language, the page
 * it came from, when, and the admin link. What a visitor wants operated on, and who they are, is
 * health data, and an e-mail goes through mail servers and sits in mailboxes: it is read in the
 * admin, signed in (and recorded in the audit log). `withDetails` (Settings → Inquiry
 * notifications) adds the name, e-mail, phone, photo count and message for clinics that accept it.
 * `language` is the staff's (Czech by default), not the visitor's.
 */
export function notificationEmail(
  inquiry: NotifiedInquiry,
  siteUrl: string,
  { withDetails = false, language = 'cs' }: { withDetails?: boolean; language?: NotificationLanguage } = {},
): { subject: string; text: string } {
  const l = labels[language]
  const what = l[inquiry.kind]
  const reference = oneLine(inquiry.reference)
  const summary = [
    `${l.reference}: ${reference}`,
    `${l.language}: ${oneLine(inquiry.lang)}`,
    `${l.sentFrom}: ${pageOnSite(inquiry.locationUrl, siteUrl) ?? l.otherSite}`,
    `${l.received}: ${receivedAt(inquiry.createdAt, language)}`,
  ]
  const details = withDetails
    ? [
        `${l.name}: ${oneLine(inquiry.name)}`,
        `${l.email}: ${oneLine(inquiry.email)}`,
        `${l.phone}: ${oneLine(inquiry.phoneNumber)}`,
        `${l.photos}: ${inquiry.photoCount} ${l.photosHint}`,
        '',
        ...(inquiry.kind === 'standard' ? [`${l.message}:`, ...quoted(inquiry.message), ''] : []),
      ]
    : ['', l.detailsInAdmin, '']
  const lines = [
    `${what} ${reference}`,
    '',
    ...summary,
    ...(withDetails ? [''] : []),
    ...details,
    `${l.open}: ${inquiryAdminUrl(siteUrl, inquiry.id)}`,
  ]
  const name = withDetails && inquiry.name ? toSingleLine(inquiry.name).trim() : ''
  return { subject: `${what} ${reference}${name ? ` – ${name}` : ''}`, text: lines.join('\n') }
}
