import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { emailSender } from '@/content/email-sender'

export const sendEmailChangedNoticeSlug = 'sendEmailChangedNotice' as const

/**
 * The notice to an account's previous address that its sign-in e-mail was changed, in Czech and
 * English like the password-reset e-mail. It names the new address, so the owner of a taken-over
 * account learns where it went and can tell the administrator at once.
 */
export function emailChangedNotice(oldEmail: string, newEmail: string, clinicName?: string): { subject: string; text: string } {
  const site = clinicName ? ` ${clinicName}` : ''
  return {
    subject: `Změna e-mailu účtu / Account e-mail changed${clinicName ? ` – ${clinicName}` : ''}`,
    text: [
      'Dobrý den,',
      '',
      `přihlašovací e-mail vašeho účtu v administraci webu${site} byl právě změněn`,
      `z ${oldEmail} na ${newEmail}. Ostatní přihlášení k účtu byla ukončena.`,
      '',
      'Pokud jste to byli vy (nebo administrátor na vaši žádost), nic nedělejte.',
      'Pokud ne, ihned to oznamte administrátorovi webu: někdo mohl získat přístup k vašemu účtu.',
      '',
      '---',
      '',
      'Hello,',
      '',
      `the sign-in e-mail of your account in the${site} website admin has just been changed`,
      `from ${oldEmail} to ${newEmail}. The account's other sessions were ended.`,
      '',
      'If that was you (or an administrator at your request), do nothing.',
      'If not, tell the website administrator at once: someone may have taken over your account.',
      '',
    ].join('\n'),
  }
}

/**
 * Sends the notice through the site's mail path, like the password-reset e-mail: a job, so the
 * change's transaction never waits for SMTP, retried a few times when SMTP fails.
 */
export const sendEmailChangedNoticeTask: TaskConfig<{ input: { oldEmail: string; newEmail: string }; output: { sent: boolean } }> = {
  slug: sendEmailChangedNoticeSlug,
  label: "E-mail an account's previous address that its e-mail was changed",
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'oldEmail', type: 'text', required: true },
    { name: 'newEmail', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { from, clinicName } = await emailSender(req.payload, 'cs')
    const { subject, text } = emailChangedNotice(input.oldEmail, input.newEmail, clinicName)
    await req.payload.sendEmail({ from, to: input.oldEmail, subject, text })
    return { output: { sent: true } }
  },
}

/** Queues the notice in the change's own transaction: no notice for a change rolled back, no change without one. */
export async function queueEmailChangedNotice(payload: Payload, req: PayloadRequest, oldEmail: string, newEmail: string): Promise<void> {
  await payload.jobs.queue({ task: sendEmailChangedNoticeSlug, input: { oldEmail, newEmail }, queue: 'default', req })
}
