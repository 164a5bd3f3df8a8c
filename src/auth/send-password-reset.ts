import type { Payload, TaskConfig } from 'payload'
import { emailSender } from '@/content/email-sender'
import { siteUrl } from '@/routing/site-url'
import { passwordResetEmail } from './password-reset-email'

export const sendPasswordResetSlug = 'sendPasswordReset' as const

/**
 * E-mails a password-reset link. The token is written by Payload's forgotPassword operation with
 * its own e-mail switched off, in a short transaction of its own; the e-mail goes out only after
 * that has committed, so a slow or absent SMTP server never holds the database. An address
 * without an account gets nothing. A failure throws and is retried a few times within the hour
 * a token lasts; each retry writes a new token, so only the last link sent works.
 */
export const sendPasswordResetTask: TaskConfig<{ input: { email: string }; output: { sent: boolean } }> = {
  slug: sendPasswordResetSlug,
  label: 'E-mail a staff member a password-reset link',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    // Without `req`: the token's write must not join the job runner's request or transaction.
    const token = await req.payload.forgotPassword({ collection: 'users', data: { email: input.email }, disableEmail: true })
    if (!token) return { output: { sent: false } }
    // The e-mail is in Czech and English; the sender and the clinic named in it are Settings' (Czech).
    const { from, clinicName } = await emailSender(req.payload, 'cs')
    const { subject, text } = passwordResetEmail(`${siteUrl()}/admin/reset/${token}`, clinicName)
    await req.payload.sendEmail({ from, to: input.email, subject, text })
    return { output: { sent: true } }
  },
}

/** Queues the e-mail on the default queue (the server runs it every minute, or at once, see runJobsSoon). */
export async function queuePasswordReset(payload: Payload, email: string): Promise<void> {
  await payload.jobs.queue({ task: sendPasswordResetSlug, input: { email }, queue: 'default' })
}
