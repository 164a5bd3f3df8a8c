/**
 * The clinic's notification e-mail carries no health data by default (issue 27): that an inquiry
 * arrived, its reference, language, page and the admin link; no name, e-mail, phone, message or
 * photos. Settings → Inquiry notifications (admins only) puts the details back. Over a real SMTP peer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import {
  callMeRequest,
  decodedMail,
  jpegPhoto,
  loadInquiryApp,
  mailingInquiryEnv,
  receivedInquiry,
  standardForm,
  standardRequest,
  validFields,
} from './inquiry-support'

const smtp = await mailingInquiryEnv()

const { freshPayload, postStandard, postCallMe } = await loadInquiryApp()
const { notificationQueue } = await import('@/features/inquiries/notification/notification-settings')

let payload: Payload
const staff = {} as Record<'admin' | 'editor', User>

beforeAll(async () => {
  payload = await freshPayload()
  for (const role of ['admin', 'editor'] as const) {
    staff[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@notify.example`, password: `${role}-password-1`, role },
    })
  }
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const as = (role: 'admin' | 'editor') => ({ ...staff[role], collection: 'users' as const })

async function mailFor(reference: string): Promise<string> {
  await payload.jobs.run({ queue: notificationQueue, limit: 20 })
  const mails = smtp.messages.map(decodedMail).filter((message) => message.includes(reference))
  expect(mails).toHaveLength(1)
  return mails[0]
}

const visitor = {
  ...validFields,
  name: 'Božena Soukromá',
  email: 'bozena.soukroma@example.cz',
  phoneNumber: '+420 606 555 444',
  message: 'Chtěla bych zmenšení prsou, mám alergii na latex.',
  // The site's own address (https://clinic.test, the notification's SITE_URL): the e-mail shows it as a path.
  locationUrl: 'https://clinic.test/en/procedures/breast-reduction',
  lang: 'en',
}
const secrets = ['Božena', 'Soukromá', 'bozena.soukroma@example.cz', '606 555 444', 'zmenšení prsou', 'latex', 'Fotografie:', 'Photos:']

async function sendStandard(): Promise<{ id: number; reference: string }> {
  const response = await postStandard(standardRequest(standardForm(visitor, [{ data: await jpegPhoto() }])))
  expect(response.status).toBe(201)
  return receivedInquiry(payload, response)
}

async function sendCallMe(): Promise<{ id: number; reference: string }> {
  const response = await postCallMe(callMeRequest({ phoneNumber: '+420 606 555 444', locationUrl: '/kontakt', lang: 'cs' }))
  expect(response.status).toBe(201)
  return receivedInquiry(payload, response)
}

async function setDetails(on: boolean) {
  await payload.updateGlobal({ slug: 'settings', data: { notificationIncludesDetails: on }, overrideAccess: false, user: as('admin') })
}

async function setLanguage(language: 'cs' | 'en') {
  await payload.updateGlobal({ slug: 'settings', data: { notificationLanguage: language }, overrideAccess: false, user: as('admin') })
}

describe('by default', () => {
  it('a standard inquiry, in Czech for the clinic: reference, language, page and admin link; no name, e-mail, phone, message or photos', async () => {
    const { id, reference } = await sendStandard()
    const mail = await mailFor(reference)
    expect(mail).toMatch(/^Subject: Nová poptávka INQ-\d{4}-[A-Z0-9]{6}\r?$/m)
    expect(mail).toContain(`Číslo: ${reference}`)
    expect(mail).toContain('Jazyk: en')
    expect(mail).toContain('Odesláno ze stránky: /en/procedures/breast-reduction')
    expect(mail).toMatch(/^Přijato: \d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2} \(čas v Praze\)\r?$/m)
    expect(mail).toContain(`Otevřít v administraci: https://clinic.test/admin/collections/inquiries/${id}`)
    for (const secret of secrets) expect(mail).not.toContain(secret)
    expect(mail).not.toMatch(/multipart\/mixed|Content-Disposition: attachment|image\/jpeg/i)
  })

  it('a call-back request: no phone number', async () => {
    const { id, reference } = await sendCallMe()
    const mail = await mailFor(reference)
    expect(mail).toMatch(/^Subject: Žádost o zavolání INQ-/m)
    expect(mail).toContain(`https://clinic.test/admin/collections/inquiries/${id}`)
    expect(mail).toContain('Odesláno ze stránky: /kontakt')
    expect(mail).not.toContain('606 555 444')
  })
})

describe('in English when Settings choose it', () => {
  it('only an admin may choose the language (an editor cannot, nor see it)', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { notificationLanguage: 'en' }, overrideAccess: false, user: as('editor') })
    expect((await payload.findGlobal({ slug: 'settings', overrideAccess: true })).notificationLanguage).toBe('cs')
    expect(await payload.findGlobal({ slug: 'settings', overrideAccess: false, user: as('editor') })).not.toHaveProperty(
      'notificationLanguage',
    )
  })

  it('subject and text', async () => {
    await setLanguage('en')
    try {
      const { id, reference } = await sendStandard()
      const mail = await mailFor(reference)
      expect(mail).toMatch(/^Subject: New inquiry INQ-\d{4}-[A-Z0-9]{6}\r?$/m)
      expect(mail).toContain(`Reference: ${reference}`)
      expect(mail).toContain('Language: en')
      expect(mail).toContain('Sent from: /en/procedures/breast-reduction')
      expect(mail).toContain(`Open in the admin: https://clinic.test/admin/collections/inquiries/${id}`)
      for (const secret of secrets) expect(mail).not.toContain(secret)
      expect(await mailFor((await sendCallMe()).reference)).toMatch(/^Subject: Call-back request INQ-/m)
    } finally {
      await setLanguage('cs')
    }
  })
})

describe('with Settings → Inquiry notifications switched on', () => {
  it('only an admin may switch it on (an editor cannot, nor see it)', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { notificationIncludesDetails: true }, overrideAccess: false, user: as('editor') })
    const stored = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
    expect(stored.notificationIncludesDetails).toBe(false)
    const seen = await payload.findGlobal({ slug: 'settings', overrideAccess: false, user: as('editor') })
    expect(seen).not.toHaveProperty('notificationIncludesDetails')
  })

  it('the standard inquiry and the call-back request carry the contact details and the message', async () => {
    await setDetails(true)
    try {
      const standard = await sendStandard()
      const mail = await mailFor(standard.reference)
      expect(mail).toMatch(/^Subject: Nová poptávka INQ-\S+ – Božena Soukromá\r?$/m)
      expect(mail).toContain('Jméno: Božena Soukromá')
      expect(mail).toContain('E-mail: bozena.soukroma@example.cz')
      expect(mail).toContain('Telefon: +420 606 555 444')
      expect(mail).toContain('Fotografie: 1')
      expect(mail).toContain('> Chtěla bych zmenšení prsou, mám alergii na latex.')
      expect(mail).toContain(`https://clinic.test/admin/collections/inquiries/${standard.id}`)

      const callMe = await sendCallMe()
      expect(await mailFor(callMe.reference)).toContain('Telefon: +420 606 555 444')
    } finally {
      await setDetails(false)
    }
  })
})
