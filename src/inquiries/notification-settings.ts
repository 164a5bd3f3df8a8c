import type { Payload, PayloadRequest } from 'payload'

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
 * Whether the clinic chose to receive the visitor's name, contact details and message in the
 * notification e-mail (Settings → Inquiry notifications, admins only; off by default).
 */
export async function notificationIncludesDetails(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({
    slug: 'settings',
    select: { notificationIncludesDetails: true },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return settings.notificationIncludesDetails === true
}
