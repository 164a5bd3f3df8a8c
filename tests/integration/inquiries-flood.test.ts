/**
 * Floods degrade, never close (issue 27): when many addresses together exceed the site-wide guard,
 * a new visitor is asked for a proof of work instead of being refused, solves it (for real, with
 * altcha-lib's solver) and the inquiry is stored. Solutions are single-use and cannot be forged;
 * each visitor's own limit still holds. The route handlers are called as our server calls them,
 * with the client address in its header, so each flooding address is a distinct visitor.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { proofOfWorkHeader } from '@/features/inquiries/proof-of-work/protocol'
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

const from = (address: string, extra: Record<string, string> = {}) => ({ [clientAddressHeader]: address, ...extra })
const callMe = (phoneNumber: string, headers: Record<string, string>) =>
  postCallMe(callMeRequest({ phoneNumber, locationUrl: 'https://aurelia-clinic.example/', lang: 'cs' }, headers))
const storedWithPhone = async (phoneNumber: string) =>
  (await payload.count({ collection: 'inquiries', where: { phoneNumber: { equals: phoneNumber } }, overrideAccess: true })).totalDocs

type Challenge = { parameters: Record<string, unknown>; signature: string }

/** The challenge of a 429 that asks for a proof of work (and fails the test if it is anything else). */
async function challengeOf(response: Response): Promise<Challenge> {
  expect(response.status).toBe(429)
  const body = await response.json()
  expect(body).toMatchObject({ error: 'proof-of-work-required', challenge: { signature: expect.any(String) } })
  expect(response.headers.get('cache-control')).toBe('no-store, private')
  return body.challenge
}

const solveTimes: number[] = []

/** Solves a challenge the way the browser does, and returns the header value carrying the solution. */
async function solve(challenge: Challenge): Promise<{ header: string; counter: number; derivedKey: string }> {
  const started = performance.now()
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
  solveTimes.push(performance.now() - started)
  if (!solution) throw new Error('not solved')
  return { header: encode({ challenge, solution }), counter: solution.counter, derivedKey: solution.derivedKey }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('a flood from 200 addresses (call-me) degrades to a proof of work', () => {
  let lastFloodAnswer: Response | undefined

  it('200 distinct addresses, each within its own limit, exceed the site-wide guard', async () => {
    const statuses = new Map<number, number>()
    for (let visitor = 0; visitor < 200; visitor++) {
      for (let i = 0; i < 3; i++) {
        const response = await postCallMe(
          callMeRequest({ phoneNumber: '', locationUrl: '/', lang: 'cs' }, from(`198.18.${visitor >> 8}.${visitor & 255}`)),
        )
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        lastFloodAnswer = response
      }
    }
    // 80 call-me requests per 10 minutes pass the guard (invalid ones too, they are counted before parsing).
    expect(Object.fromEntries(statuses)).toEqual({ 422: 80, 429: 520 })
    await challengeOf(lastFloodAnswer!)
  })

  let spent = ''

  it("a new visitor's request is asked for a proof of work, and with the solution it is stored", async () => {
    const first = await callMe('+420 777 900 001', from('203.0.113.200'))
    const { header } = await solve(await challengeOf(first))
    const second = await callMe('+420 777 900 001', from('203.0.113.200', { [proofOfWorkHeader]: header }))
    expect(second.status).toBe(201)
    expect(await storedWithPhone('+420 777 900 001')).toBe(1)
    spent = header
  })

  it('a solution is single-use: replayed by another visitor it is refused with a new challenge', async () => {
    const replay = await callMe('+420 777 900 002', from('203.0.113.201', { [proofOfWorkHeader]: spent }))
    const challenge = await challengeOf(replay)
    expect(challenge.signature).not.toBe(JSON.parse(Buffer.from(spent, 'base64').toString()).challenge.signature)
    expect(await storedWithPhone('+420 777 900 002')).toBe(0)
  })

  it('a forged or tampered solution is refused', async () => {
    const challenge = await challengeOf(await callMe('+420 777 900 003', from('203.0.113.202')))
    const { counter, derivedKey } = await solve(challenge)
    const forgeries = {
      // A key that was never derived.
      wrongKey: encode({ challenge, solution: { counter, derivedKey: derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } }),
      // The work made cheaper after signing.
      cheaper: encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution: { counter, derivedKey } }),
      // A challenge signed by somebody else.
      unsigned: encode({ challenge: { ...challenge, signature: '0'.repeat(64) }, solution: { counter, derivedKey } }),
      garbage: 'not-base64-json',
    }
    for (const [index, [name, header]] of Object.entries(forgeries).entries()) {
      // Each from an address of its own, within its own limit.
      const response = await callMe('+420 777 900 003', from(`203.0.113.${220 + index}`, { [proofOfWorkHeader]: header }))
      expect(response.status, name).toBe(429)
      expect((await response.json()).error, name).toBe('proof-of-work-required')
    }
    expect(await storedWithPhone('+420 777 900 003')).toBe(0)
  })

  it('a solution is valid for 5 minutes only', async () => {
    const { header } = await solve(await challengeOf(await callMe('+420 777 900 005', from('203.0.113.230'))))
    // Only Date is moved on (the flood's 10-minute window is still open then).
    vi.setSystemTime(Date.now() + 5 * 60_000 + 5_000)
    try {
      const late = await callMe('+420 777 900 005', from('203.0.113.230', { [proofOfWorkHeader]: header }))
      expect(await late.json()).toMatchObject({ error: 'proof-of-work-required', message: expect.stringContaining('expired') })
    } finally {
      vi.useRealTimers()
    }
    expect(await storedWithPhone('+420 777 900 005')).toBe(0)
  })

  it("a valid solution does not lift a visitor's own limit", async () => {
    // 198.18.0.7 spent its 3 call-me requests in the flood.
    const challenge = await challengeOf(await callMe('+420 777 900 004', from('203.0.113.205')))
    const { header } = await solve(challenge)
    const flooder = await callMe('+420 777 900 004', from('198.18.0.7', { [proofOfWorkHeader]: header }))
    expect(flooder.status).toBe(429)
    expect(await flooder.json()).toMatchObject({ error: 'rate-limited' })
    expect(Number(flooder.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedWithPhone('+420 777 900 004')).toBe(0)
  })
})

describe('a flood of contact forms from one IPv6 /56 (256 /64 networks)', () => {
  it("does not close the form: a new visitor's inquiry is stored after the proof of work", async () => {
    let lastFloodAnswer: Response | undefined
    let passed = 0
    for (let network = 0; network < 256; network++) {
      for (let i = 0; i < 5; i++) {
        const response = await postStandard(
          standardRequest('junk', { 'content-type': 'text/plain', ...from(`2001:db8:aa:${network.toString(16)}::${i + 1}`) }),
        )
        if (response.status === 415) passed += 1
        lastFloodAnswer = response
      }
    }
    // 120 per 10 minutes for the whole site.
    expect(passed).toBe(120)
    await challengeOf(lastFloodAnswer!)

    const fields = { ...validFields, email: 'new.visitor@example.cz', phoneNumber: '+420 777 900 010' }
    const first = await postStandard(standardRequest(standardForm(fields), from('2001:db8:bb::1')))
    const { header } = await solve(await challengeOf(first))
    const second = await postStandard(standardRequest(standardForm(fields), from('2001:db8:bb::1', { [proofOfWorkHeader]: header })))
    expect(second.status).toBe(201)
    expect(await storedWithPhone('+420 777 900 010')).toBe(1)
  })

  it('a solved call-me challenge does not open the contact form', async () => {
    const { header } = await solve(await challengeOf(await callMe('+420 777 900 011', from('203.0.113.210'))))
    const fields = { ...validFields, email: 'kind@example.cz', phoneNumber: '+420 777 900 011' }
    const response = await postStandard(standardRequest(standardForm(fields), from('203.0.113.210', { [proofOfWorkHeader]: header })))
    await challengeOf(response)
    expect(await storedWithPhone('+420 777 900 011')).toBe(0)
  })

  it('solves in Node in a fraction of a second', () => {
    const average = solveTimes.reduce((sum, time) => sum + time, 0) / solveTimes.length
    console.info(
      `Proof of work solved in Node: ${solveTimes.map((time) => Math.round(time)).join(', ')} ms (average ${Math.round(average)} ms)`,
    )
    expect(average).toBeLessThan(2000)
  })
})
