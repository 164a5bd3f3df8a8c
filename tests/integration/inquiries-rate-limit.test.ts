import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callMeRequest, standardForm, standardRequest, isolateDataDir, validFields } from './inquiry-support'

isolateDataDir()
delete process.env.INQUIRY_RATE_LIMIT
delete process.env.TRUSTED_PROXY_COUNT
delete process.env.SMTP_URL

const { freshPayload } = await import('./payload')
const { POST: postStandard } = await import('@/app/api/v1/inquiries/standard/route')
const { POST: postCallMe } = await import('@/app/api/v1/inquiries/call-me/route')

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
  delete process.env.TRUSTED_PROXY_COUNT
})

const callMe = (phoneNumber: string, headers: Record<string, string> = {}) =>
  postCallMe(callMeRequest({ phoneNumber, locationUrl: 'https://aurelia-clinic.example/', lang: 'cs' }, headers))

async function expectLimited(response: Response) {
  expect(response.status).toBe(429)
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(600)
  expect(await response.json()).toMatchObject({ error: 'rate-limited' })
}

describe('rate limits', () => {
  // Behind one trusted proxy, which appends the address it saw: 203.0.113.40 is one visitor.
  const visitor = (prepended = '') => ({ 'x-forwarded-for': `${prepended}203.0.113.40` })

  it('allows a visitor 3 call-me requests per 10 minutes; a spoofed X-Forwarded-For does not reset it', async () => {
    process.env.TRUSTED_PROXY_COUNT = '1'
    for (let i = 0; i < 3; i++) expect((await callMe(`+420 777 000 00${i}`, visitor())).status).toBe(201)
    await expectLimited(await callMe('+420 777 000 009', visitor()))
    await expectLimited(await callMe('+420 777 000 009', visitor('203.0.113.7, ')))
    await expectLimited(await callMe('+420 777 000 009', { ...visitor('198.51.100.1, '), 'x-real-ip': '203.0.113.9' }))
  })

  it('allows a visitor 5 standard inquiries per 10 minutes, invalid ones counted too', async () => {
    for (let i = 0; i < 4; i++) expect((await postStandard(standardRequest(standardForm({ ...validFields, email: `rate${i}@example.cz` }), visitor()))).status).toBe(201)
    expect((await postStandard(standardRequest('not multipart', { 'content-type': 'text/plain', ...visitor() }))).status).toBe(415)
    await expectLimited(await postStandard(standardRequest(standardForm(validFields), visitor())))
    await expectLimited(await postStandard(standardRequest(standardForm(validFields), visitor('192.0.2.55, '))))
  })

  it('behind a trusted proxy, limits by the address the proxy saw, not by what the client prepended', async () => {
    process.env.TRUSTED_PROXY_COUNT = '1'
    for (let i = 0; i < 3; i++) expect((await callMe(`+420 777 111 00${i}`, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` })).status).toBe(201)
    await expectLimited(await callMe('+420 777 111 009', { 'x-forwarded-for': '10.0.0.99, 203.0.113.50' }))
    await expectLimited(await callMe('+420 777 111 009', { 'x-forwarded-for': '203.0.113.50' }))
    // Another visitor behind the same proxy has their own allowance.
    expect((await callMe('+420 777 111 010', { 'x-forwarded-for': '203.0.113.51' })).status).toBe(201)
  })

  it('without a trusted proxy, clients cannot be told apart: a shared flood guard applies, not the per-visitor limit', async () => {
    delete process.env.TRUSTED_PROXY_COUNT
    // More call-me requests than one visitor may send: different patients must not turn each other away.
    for (let i = 0; i < 6; i++) expect((await callMe(`+420 777 333 00${i}`, { 'x-forwarded-for': `203.0.113.${60 + i}` })).status).toBe(201)
    // A flood of (invalid) requests still hits the shared guard of 40 per 10 minutes.
    let limited: Response | undefined
    for (let i = 0; i < 40 && !limited; i++) {
      const response = await postCallMe(callMeRequest({ phoneNumber: '', locationUrl: 'https://aurelia-clinic.example/', lang: 'cs' }))
      if (response.status === 429) limited = response
      else expect(response.status).toBe(422)
    }
    expect(limited).toBeDefined()
    await expectLimited(limited!)
  })

  it('can be switched off for load tests', async () => {
    process.env.INQUIRY_RATE_LIMIT = 'off'
    expect((await callMe('+420 777 222 001', { 'x-forwarded-for': '203.0.113.50' })).status).toBe(201)
    delete process.env.INQUIRY_RATE_LIMIT
  })

  it('stored exactly the accepted requests', async () => {
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(3 + 4 + 3 + 1 + 6 + 1)
  })
})
