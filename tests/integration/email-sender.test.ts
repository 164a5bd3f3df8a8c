/**
 * Issue 25: every e-mail the site sends names its sender from Settings → Identity (the e-mail
 * sender name, else the clinic's name), never a name written into the code. Over a real SMTP peer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodedMail, mailHeader } from '../support/mail-text'
import { loadInquiryApp, mailingInquiryEnv } from './inquiry-support'

const smtp = await mailingInquiryEnv()
delete process.env.MAIL_FROM

const { freshPayload } = await loadInquiryApp()
const { emailSender } = await import('@/content/email-sender')
const { queuePasswordReset } = await import('@/auth/send-password-reset')

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
  await payload.create({ collection: 'users', data: { email: 'admin@sender.example', password: 'admin-password-1', role: 'admin' } })
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const rename = (locale: 'cs' | 'en', data: Record<string, string>) => payload.updateGlobal({ slug: 'settings', locale, data })

describe('the sender of the e-mails', () => {
  it("is the clinic's name in the e-mail's language when no sender name is set, at SITE_URL's host", async () => {
    await rename('cs', { clinicName: 'Klinika Testovací', emailSenderName: '' })
    await rename('en', { clinicName: 'Testing Clinic' })
    expect((await emailSender(payload, 'cs')).from).toEqual({ name: 'Klinika Testovací', address: 'web@clinic.test' })
    expect((await emailSender(payload, 'en')).from).toEqual({ name: 'Testing Clinic', address: 'web@clinic.test' })
  })

  it('names the clinic by placeholder in each language, and the new name after a rename', async () => {
    await rename('cs', { emailSenderName: 'Recepce – {klinika}' })
    expect((await emailSender(payload, 'en')).from).toEqual({ name: 'Recepce – Testing Clinic', address: 'web@clinic.test' })
    await rename('cs', { clinicName: 'Poliklinika Nová' })
    expect((await emailSender(payload, 'cs')).from).toEqual({ name: 'Recepce – Poliklinika Nová', address: 'web@clinic.test' })
    await rename('cs', { clinicName: 'Klinika Testovací' })
  })

  it('is the sender name from Settings when set, on the password-reset e-mail a mail program shows', async () => {
    await rename('cs', { emailSenderName: 'Recepce Testovací' })
    const before = smtp.messages.length
    await queuePasswordReset(payload, 'admin@sender.example')
    await payload.jobs.run({ queue: 'default' })
    expect(smtp.messages.length).toBe(before + 1)
    const mail = decodedMail(smtp.messages[before])
    expect(mailHeader(mail, 'From')).toBe('Recepce Testovací <web@clinic.test>')
    expect(mailHeader(mail, 'Subject')).toBe('Obnovení hesla / Password reset – Klinika Testovací')
    expect(mail).not.toMatch(/aurelia/i)
  })
})
