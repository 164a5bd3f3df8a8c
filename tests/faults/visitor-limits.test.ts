/**
 * Per-visitor limits on the real server with its default settings (no proxy in front): different
 * loopback source addresses are different visitors. One client's flood, whatever headers it
 * forges, must never return 429 to anybody else.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proofOfWorkHeader } from '@/features/inquiries/proof-of-work/protocol'
import { clientAddressHeader } from '@/platform/server/client-address.mjs'
import { type Answer, type DataFolder, dataFolder, type Server, send, sendCallMe, sendInquiry, startServer } from './harness'

/** A server of its own for the describe block it is called in. */
function serverWith(env: Record<string, string>): { server: Server; data: DataFolder } {
  const serving = {} as { server: Server; data: DataFolder }
  beforeAll(async () => {
    serving.data = dataFolder()
    serving.server = await startServer(serving.data, env)
  })
  afterAll(async () => {
    await serving.server?.stop()
    serving.data?.dispose()
  })
  return serving
}

const junkCallMe = JSON.stringify({ phoneNumber: 'x', locationUrl: '/', lang: 'cs' })

async function flood(server: Server, from: string, count: number, headers: (i: number) => Record<string, string>) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const answer = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me',
      body: junkCallMe,
      from,
      headers: { 'content-type': 'application/json', ...headers(i) },
    })
    statuses.push(answer.status)
  }
  return statuses
}

describe('per-visitor limits by socket address (default settings)', () => {
  const serving = serverWith({ TRUSTED_PROXIES: '' })

  it('a flood with forged address headers from one client is limited, and other visitors are not', async () => {
    const { server } = serving
    const statuses = await flood(server, '127.0.0.2', 60, (i) => ({
      'x-forwarded-for': `198.51.100.${i}`,
      'x-real-ip': `192.0.2.${i}`,
      [clientAddressHeader]: `203.0.113.${i}`,
    }))
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422])
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true)

    expect((await sendCallMe(server.baseUrl, '127.0.0.3')).answer.status).toBe(201)
    expect((await sendInquiry(server.baseUrl, 1, '127.0.0.4')).answer.status).toBe(201)
    // The flooder itself stays limited.
    expect((await sendCallMe(server.baseUrl, '127.0.0.2')).answer.status).toBe(429)
  })

  it('the limits outlive a restart: single-box SQLite keeps their counts in DATA_DIR/rate-limits.db', async () => {
    // A deploy or a crash: the same data folder, a new process.
    await serving.server.stop()
    serving.server = await startServer(serving.data, { TRUSTED_PROXIES: '' })
    const { server } = serving
    expect((await sendCallMe(server.baseUrl, '127.0.0.2')).answer.status).toBe(429)
    // Others keep their allowance: 127.0.0.3 had sent one of its three before the restart.
    expect((await sendCallMe(server.baseUrl, '127.0.0.3')).answer.status).toBe(201)
    expect((await sendCallMe(server.baseUrl, '127.0.0.3')).answer.status).toBe(201)
    expect((await sendCallMe(server.baseUrl, '127.0.0.3')).answer.status).toBe(429)
    expect(existsSync(path.join(serving.data.dir, 'rate-limits.db'))).toBe(true)
  })
})

describe('behind one trusted proxy (TRUSTED_PROXIES=127.0.0.9)', () => {
  const serving = serverWith({ TRUSTED_PROXIES: '127.0.0.9' })

  it('limits each visitor by the address the proxy appended, ignoring what the client prepended', async () => {
    const { server } = serving
    // 127.0.0.9 plays the proxy: it appends the address it received the request from.
    const viaProxy = (visitor: string, prepended = '') => ({ 'x-forwarded-for': `${prepended}${visitor}` })
    const statuses = await flood(server, '127.0.0.9', 5, (i) => viaProxy('203.0.113.5', `10.0.0.${i}, `))
    expect(statuses).toEqual([422, 422, 422, 429, 429])
    // Another visitor behind the same proxy has their own allowance.
    const valid = JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: '/', lang: 'cs' })
    const other = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me',
      body: valid,
      from: '127.0.0.9',
      headers: { 'content-type': 'application/json', ...viaProxy('203.0.113.6') },
    })
    expect(other.status).toBe(201)
  })

  it('a client that reaches the instance directly, not through the proxy, cannot choose its address', async () => {
    const { server } = serving
    // A new forwarded address on every request, straight to the instance's port from 127.0.0.10.
    const statuses = await flood(server, '127.0.0.10', 6, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }))
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429])
  })
})

/** The challenge in a 429 that asks for a proof of work, solved as the browser solves it: the header value. */
async function solved(answer: Answer): Promise<string> {
  expect(answer.status).toBe(429)
  expect(answer.json).toMatchObject({ error: 'proof-of-work-required' })
  const challenge = answer.json?.challenge as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('a flood from 200 addresses (issue 27: floods degrade, never close)', () => {
  const serving = serverWith({ TRUSTED_PROXIES: '' })

  it("exceeds the site-wide guard, yet a new visitor's call-back request is stored after a proof of work", async () => {
    const { server } = serving
    const statuses: number[] = []
    for (let i = 0; i < 200; i++) statuses.push(...(await flood(server, `127.2.${Math.floor(i / 250)}.${(i % 250) + 1}`, 1, () => ({}))))
    // 80 call-back requests per 10 minutes pass the site-wide guard; the other 120 are asked for work.
    expect(statuses.filter((status) => status === 422)).toHaveLength(80)
    expect(statuses.filter((status) => status === 429)).toHaveLength(120)

    const visitor = '127.3.0.1'
    const header = await solved((await sendCallMe(server.baseUrl, visitor)).answer)
    const withProof = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me',
      body: JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: '/', lang: 'cs' }),
      from: visitor,
      headers: { 'content-type': 'application/json', [proofOfWorkHeader]: header },
    })
    expect(withProof.status).toBe(201)

    // Replayed, the same solution is refused (with a new challenge), here from another visitor.
    const replayed = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me',
      body: JSON.stringify({ phoneNumber: '+420 777 123 457', locationUrl: '/', lang: 'cs' }),
      from: '127.3.0.2',
      headers: { 'content-type': 'application/json', [proofOfWorkHeader]: header },
    })
    const fresh = await solved(replayed)

    // The visitor's own limit (3 call-backs in 10 minutes) holds even with a valid solution.
    await sendCallMe(server.baseUrl, visitor)
    const overOwnLimit = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me',
      body: JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: '/', lang: 'cs' }),
      from: visitor,
      headers: { 'content-type': 'application/json', [proofOfWorkHeader]: fresh },
    })
    expect(overOwnLimit.status).toBe(429)
    expect(overOwnLimit.json).toMatchObject({ error: 'rate-limited' })
  })
})
