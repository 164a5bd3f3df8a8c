import type { Payload, PayloadRequest } from 'payload'
import { clinicNameOf } from '@/content/clinic-identity'
import { contactFacts, fillContactPlaceholders } from '@/content/contact-placeholders'
import type { Locale } from '@/routing/locales'
import { siteUrl } from '@/routing/site-url'

/**
 * The sender address when MAIL_FROM is not set: the site's own host, never a name written into
 * the code (e.g. web@www.clinic.example).
 */
export function defaultSenderAddress(): string {
  let host = 'localhost'
  try {
    host = new URL(siteUrl()).hostname || host
  } catch {}
  return `web@${host}`
}

export type EmailFrom = { name: string; address: string } | string

/**
 * Who the site's e-mails come from. The adapter's defaultFromName is fixed when the config loads,
 * so every send passes `from` (Payload's sendEmail accepts `{ name, address }`): the sender name
 * from Settings → Identity, else the clinic's name in the e-mail's language, else the bare address.
 * The sender name may name the clinic by placeholder ("{klinika}", "Recepce {kratky-nazev}"), filled
 * in the e-mail's language, so a renamed clinic's e-mails carry the new name without a second edit.
 */
export async function emailSender(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<{ from: EmailFrom; clinicName: string | undefined }> {
  const address = payload.email?.defaultFromAddress || process.env.MAIL_FROM || defaultSenderAddress()
  const settings = await payload.findGlobal({ slug: 'settings', locale, fallbackLocale: 'cs', depth: 0, overrideAccess: true, req })
  const clinicName = clinicNameOf(settings)
  const name = fillContactPlaceholders(settings.emailSenderName?.trim(), contactFacts(settings, locale)) || clinicName
  return { from: name ? { name, address } : address, clinicName }
}
