import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLimiter } from '@/platform/security/rate-limiters'
import { clientAddressHeader } from '@/platform/server/client-address.mjs'
import { callMeRequest, loadInquiryApp, rateLimitedInquiryEnv, standardForm, standardRequest, validFields } from './inquiry-support'

rateLimitedInquiryEnv()

const { freshPayload, postStandard, postCallMe } = await loadInquiryApp()

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
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

describe('limiter tables', () => {
  // On PostgreSQL (CI's second pass) each limiter creates its table: many started at once on a new
  // table must all start, not fail with "type … already exists" and turn the first inquiry into a 500.
  it('starts many limiters of one new table at once', async () => {
    const store = { tableName: `limit_race_${Date.now()}`, keyPrefix: 'race' }
    const rules = Array.from({ length: 8 }, (_, i) => ({ name: `rule-${i}`, points: 2, duration: 60 }))
    const limiters = await Promise.all(rules.map((rule) => createLimiter(payload, rule, store)))
    for (const limiter of limiters) expect((await limiter.consume('203.0.113.90')).remainingPoints).toBe(1)
  })
})

describe('rate limits', () => {
  // Our server (src/platform/server/serve.mjs) puts the socket's address in this header and drops any copy a
  // client sends; here the route handlers are called directly, as that server would call them.
  const from = (address: string, extra: Record<string, string> = {}) => ({ [clientAddressHeader]: address, ...extra })

  it('allows a visitor 3 call-me requests per 10 minutes; X-Forwarded-For or X-Real-IP do not reset it', async () => {
    for (let i = 0; i < 3; i++) expect((await callMe(`+420 777 000 00${i}`, from('203.0.113.40'))).status).toBe(201)
    await expectLimited(await callMe('+420 777 000 009', from('203.0.113.40')))
    await expectLimited(await callMe('+420 777 000 009', from('203.0.113.40', { 'x-forwarded-for': '198.51.100.7' })))
    await expectLimited(await callMe('+420 777 000 009', from('203.0.113.40', { 'x-real-ip': '203.0.113.9' })))
  })

  it('allows a visitor 5 standard inquiries per 10 minutes, invalid ones counted too', async () => {
    for (let i = 0; i < 4; i++)
      expect(
        (await postStandard(standardRequest(standardForm({ ...validFields, email: `rate${i}@example.cz` }), from('203.0.113.41')))).status,
      ).toBe(201)
    expect((await postStandard(standardRequest('not multipart', { 'content-type': 'text/plain', ...from('203.0.113.41') }))).status).toBe(
      415,
    )
    await expectLimited(await postStandard(standardRequest(standardForm(validFields), from('203.0.113.41'))))
  })

  it("one client's flood never turns another visitor away", async () => {
    let limited = 0
    for (let i = 0; i < 60; i++) {
      const response = await postCallMe(callMeRequest({ phoneNumber: '', locationUrl: '/', lang: 'cs' }, from('198.51.100.66')))
      if (response.status === 429) limited += 1
    }
    expect(limited).toBe(57)
    expect((await callMe('+420 777 111 001', from('198.51.100.67'))).status).toBe(201)
    expect((await postStandard(standardRequest(standardForm(validFields), from('198.51.100.68')))).status).toBe(201)
  })

  it('counts an IPv6 visitor by the /64 network: rotating addresses inside it does not reset the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await callMe(`+420 777 444 00${i}`, from(`2001:db8:7:7::${i + 1}`))).status).toBe(201)
    await expectLimited(await callMe('+420 777 444 009', from('2001:db8:7:7:ffff::99')))
    expect((await callMe('+420 777 444 010', from('2001:db8:7:8::1'))).status).toBe(201)
  })

  it("a site-wide guard counts only what visitors' own limits let through, so many addresses at once must prove work", async () => {
    // 80 call-me requests per 10 minutes pass for the whole site. The tests above used 11: 3, the
    // flooder's 3 (invalid, but within its own limit), 1 and 4 (IPv6); the flooder's other 57 did not count.
    let accepted = 11
    let limited: Response | undefined
    for (let visitor = 0; visitor < 40 && !limited; visitor++) {
      for (let i = 0; i < 3 && !limited; i++) {
        const response = await callMe(`+420 777 555 ${String(visitor).padStart(2, '0')}${i}`, from(`192.0.2.${visitor + 10}`))
        if (response.status === 429) limited = response
        else {
          expect(response.status).toBe(201)
          accepted += 1
        }
      }
    }
    expect(accepted).toBe(80)
    // Past the guard a new visitor is not refused but asked for a proof of work (inquiries-flood.test.ts).
    expect(limited!.status).toBe(429)
    expect(await limited!.json()).toMatchObject({
      error: 'proof-of-work-required',
      challenge: { parameters: {}, signature: expect.any(String) },
    })
  })

  it('without our server in front (no client address), requests share a flood guard', async () => {
    let limited: Response | undefined
    // 40 per 10 minutes for all unknown clients together; the 41st is refused.
    for (let i = 0; i < 41 && !limited; i++) {
      const response = await postCallMe(callMeRequest({ phoneNumber: '', locationUrl: '/', lang: 'cs' }))
      if (response.status === 429) limited = response
      else expect(response.status).toBe(422)
    }
    await expectLimited(limited!)
  })

  it('can be switched off for load tests', async () => {
    process.env.INQUIRY_RATE_LIMIT = 'off'
    expect((await callMe('+420 777 222 001', from('203.0.113.40'))).status).toBe(201)
    delete process.env.INQUIRY_RATE_LIMIT
  })

  it('stored exactly the accepted requests', async () => {
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(3 + 4 + 2 + 4 + (80 - 11) + 1)
  })
})
