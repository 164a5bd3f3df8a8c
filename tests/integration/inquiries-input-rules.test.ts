import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

async function created(response: Response) {
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return receivedInquiry(payload, response)
}

const callMe = { phoneNumber: '+420 777 123 456', locationUrl: 'https://aurelia-clinic.example/', lang: 'cs' }

describe('invisible characters', () => {
  it('strips control, zero-width and bidi characters from one-line fields and keeps the lead', async () => {
    const inquiry = await created(
      await postStandard(
        standardRequest(
          standardForm({
            ...validFields,
            name: '\u202eJana\u200b No\u0000vá\u00adková\u200f\r\nE-mail: fake@evil.example',
            email: '\ufeffjana@example.cz\u200b',
            phoneNumber: '+420\u00a0777\u200b 123 456\u0007',
            locationUrl: 'https://aurelia-clinic.example/\u200bkontakt',
          }),
        ),
      ),
    )
    expect(inquiry.name).toBe('Jana Nováková E-mail: fake@evil.example')
    expect(inquiry.email).toBe('jana@example.cz')
    expect(inquiry.phoneNumber).toBe('+420\u00a0777 123 456')
    expect(inquiry.locationUrl).toBe('https://aurelia-clinic.example/kontakt')
  })

  it('keeps the line breaks and tabs of a message, one kind of line break, and drops other controls', async () => {
    const message = 'Dobrý den,\r\nmám dotaz:\n\t1) cena\u0000\u001b[31m\rDěkuji\u2028Jana 👩\u200d⚕️\u202e'
    const inquiry = await created(await postStandard(standardRequest(standardForm({ ...validFields, message }))))
    expect(inquiry.message).toBe('Dobrý den,\nmám dotaz:\n\t1) cena[31m\nDěkuji\nJana 👩\u200d⚕️')
  })

  it('strips the call-back number the same way', async () => {
    const inquiry = await created(await postCallMe(callMeRequest({ ...callMe, phoneNumber: '\u200e+420 777 123 456\n' })))
    expect(inquiry.phoneNumber).toBe('+420 777 123 456')
  })

  it('never lets a visitor value start a line of the notification e-mail', async () => {
    // The visitor's values are in the e-mail only when the clinic switched the details on (issue 27).
    await payload.updateGlobal({ slug: 'settings', data: { notificationIncludesDetails: true }, overrideAccess: true })
    const response = await postStandard(
      standardRequest(
        standardForm({
          ...validFields,
          name: 'Eva\r\nTelefon: +1 555 0100',
          message: 'Ahoj\nJméno: Fake Person\nOtevřít v administraci: https://evil.example',
        }),
      ),
    )
    const { reference } = (await response.json()) as { reference: string }
    await payload.jobs.run({ queue: notificationQueue, limit: 10 })
    const mail = smtp.messages.find((message) => message.includes(reference))
    if (!mail) throw new Error('no notification e-mail')
    const body = decodedMail(mail)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
    const lines = body.split(/\r?\n/)
    // The e-mail is in Czech (Settings' default), quoted-printable: decoded before its lines are read.
    expect(lines.filter((line) => line.startsWith('Telefon:'))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('Jméno:'))).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('Otevřít v administraci:'))).toHaveLength(1)
    expect(lines).toContain('> Jméno: Fake Person')
    await payload.updateGlobal({ slug: 'settings', data: { notificationIncludesDetails: false }, overrideAccess: true })
  })
})

describe('the page a lead came from', () => {
  it.each([
    '/kontakt',
    '/en/contact?x=1#y',
    'https://aurelia-clinic.example/de/kontakt?utm_source=x#contact-form',
    'HTTP://localhost:3000/',
  ])('accepts %s and stores it as sent', async (locationUrl) => {
    expect((await created(await postStandard(standardRequest(standardForm({ ...validFields, locationUrl }))))).locationUrl).toBe(
      locationUrl,
    )
    expect((await created(await postCallMe(callMeRequest({ ...callMe, locationUrl })))).locationUrl).toBe(locationUrl)
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/kontakt'])(
    'refuses %s with a 422 naming locationUrl only',
    async (locationUrl) => {
      for (const response of [
        await postStandard(standardRequest(standardForm({ ...validFields, locationUrl }))),
        await postCallMe(callMeRequest({ ...callMe, locationUrl })),
      ]) {
        expect(response.status).toBe(422)
        expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toEqual(['locationUrl'])
      }
    },
  )
})

describe('call-back request encodings', () => {
  it('accepts multipart/form-data, as a browser FormData sends it', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(callMe)) form.append(name, value)
    const request = new Request('http://localhost/api/v1/inquiries/call-me', { method: 'POST', body: form })
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(await created(await postCallMe(request))).toMatchObject({
      kind: 'call-me',
      phoneNumber: callMe.phoneNumber,
      locationUrl: callMe.locationUrl,
    })
  })

  it('accepts urlencoded', async () => {
    const request = new Request('http://localhost/api/v1/inquiries/call-me', { method: 'POST', body: new URLSearchParams(callMe) })
    expect(await created(await postCallMe(request))).toMatchObject({ kind: 'call-me', phoneNumber: callMe.phoneNumber })
  })
})

describe('photos', () => {
  it('stores a photo sent as octet-stream without a filename (busboy reads it as a file)', async () => {
    const boundary = 'XyZboundary'
    const fields = Object.entries(validFields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    const photoHead = `--${boundary}\r\nContent-Disposition: form-data; name="images"\r\nContent-Type: application/octet-stream\r\n\r\n`
    const body = Buffer.concat([Buffer.from(fields.join('') + photoHead), await jpegPhoto(), Buffer.from(`\r\n--${boundary}--\r\n`)])
    const inquiry = await created(
      await postStandard(standardRequest(body, { 'content-type': `multipart/form-data; boundary=${boundary}` })),
    )
    expect(inquiry.photos).toHaveLength(1)
  })
})

describe('answers are never cached', () => {
  it.each([
    ['standard 201', () => postStandard(standardRequest(standardForm(validFields))), 201],
    ['standard 422', () => postStandard(standardRequest(standardForm({ ...validFields, name: '' }))), 422],
    ['standard 415', () => postStandard(standardRequest('x', { 'content-type': 'text/plain' })), 415],
    ['call-me 201', () => postCallMe(callMeRequest(callMe)), 201],
    ['call-me 400', () => postCallMe(callMeRequest('{')), 400],
  ] as const)('%s carries Cache-Control: no-store, private', async (_name, send, status) => {
    const response = await send()
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('no-store, private')
  })
})
