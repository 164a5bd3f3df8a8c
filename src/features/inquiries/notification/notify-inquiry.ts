import type { TaskConfig } from 'payload'
import { emailSender } from '@/content/email-sender'
import { notificationEmail } from './notification-email'
import { notificationPreferences, notificationQueue, notificationSettings } from './notification-settings'
import { metrics } from '@/platform/metrics.mjs'

export { notificationQueue }

/** The notification's fixed Message-ID, e.g. <inquiry-Q7K2M9@www.clinic.example>. */
export function inquiryMessageId(reference: string, siteUrl: string): string {
  let host = 'clinic.invalid'
  try {
    host = new URL(siteUrl).hostname || host
  } catch {}
  return `<inquiry-${reference}@${host}>`
}

/**
 * E-mails the clinic about one inquiry. Any failure throws, so Payload retries with exponential
 * backoff (1, 2, 4 … 128 minutes over 8 attempts): an SMTP outage delays the e-mail, loses nothing.
 */
export const notifyInquiryTask: TaskConfig<{ input: { inquiryId: string }; output: { sent: boolean } }> = {
  slug: 'notifyInquiry',
  label: 'E-mail the clinic about an inquiry',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'inquiryId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const settings = notificationSettings()
    if (!settings) {
      // Only reachable when someone runs this queue by hand: fail (and retry later), never "succeed" unsent.
      req.payload.logger.warn('notifyInquiry: SMTP_URL or INQUIRY_NOTIFY_TO is not set; the notification stays queued.')
      throw new Error('Inquiry notifications are not configured (SMTP_URL, INQUIRY_NOTIFY_TO).')
    }
    const found = await req.payload.find({
      collection: 'inquiries',
      where: { id: { equals: input.inquiryId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const inquiry = found.docs[0]
    // Erased before the e-mail went out (retention, erasure request) or spam: nothing to tell.
    if (!inquiry || inquiry.isSpam) return { output: { sent: false } }

    const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
    const preferences = await notificationPreferences(req.payload, req)
    const { subject, text } = notificationEmail(
      {
        id: inquiry.id,
        reference: inquiry.reference,
        kind: inquiry.kind,
        name: inquiry.name,
        email: inquiry.email,
        phoneNumber: inquiry.phoneNumber,
        message: inquiry.message,
        lang: inquiry.lang,
        locationUrl: inquiry.locationUrl,
        photoCount: inquiry.photos?.length ?? 0,
        createdAt: inquiry.createdAt,
      },
      siteUrl,
      preferences,
    )
    // One Message-ID per inquiry: a retry after a lost SMTP answer (or a job handed back after an
    // instance died) sends the same message again, which mail systems recognise as a duplicate.
    // The sender is named from Settings in the staff's language.
    const { from } = await emailSender(req.payload, preferences.language, req)
    try {
      await req.payload.sendEmail({ from, to: settings.notifyTo, subject, text, messageId: inquiryMessageId(inquiry.reference, siteUrl) })
    } catch (error) {
      metrics().emailFailures.inc({ email: 'inquiry-notification' })
      throw error
    }
    return { output: { sent: true } }
  },
}
