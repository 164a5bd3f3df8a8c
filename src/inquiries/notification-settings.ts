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
