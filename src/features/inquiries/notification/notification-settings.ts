import type { Payload, PayloadRequest } from 'payload'
import { type NotificationLanguage, notificationLanguages } from './notification-email'

/**
 * Where inquiry notifications go. Both must be set for the notification queue to run;
 * until then queued notifications wait (pending) instead of being "sent" to the console.
 */
export function notificationSettings(env: Record<string, string | undefined> = process.env): { smtpUrl: string; notifyTo: string } | null {
  const smtpUrl = env.SMTP_URL?.trim()
  const notifyTo = env.INQUIRY_NOTIFY_TO?.trim()
  return smtpUrl && notifyTo ? { smtpUrl, notifyTo } : null
}

/** The jobs queue that holds notification e-mails; autoRun processes it only when SMTP is configured. */
export const notificationQueue = 'inquiry-notifications'

/**
 * What the clinic chose for its notification e-mails (Settings → Inquiry notifications, admins
 * only): whether the visitor's name, contact details and message go in it (off by default), and
 * the language its staff read it in (Czech by default).
 */
export async function notificationPreferences(
  payload: Payload,
  req?: PayloadRequest,
): Promise<{ withDetails: boolean; language: NotificationLanguage }> {
  const settings = await payload.findGlobal({
    slug: 'settings',
    select: { notificationIncludesDetails: true, notificationLanguage: true },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const language = notificationLanguages.find((known) => known === settings.notificationLanguage) ?? 'cs'
  return { withDetails: settings.notificationIncludesDetails === true, language }
}
