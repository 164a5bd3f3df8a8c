/**
 * Every request bounded before it is read (issue 40, points 1 and 6), on the real server: a body far
 * over its route family's limit is refused at once with 413 — JSON naming the field on the APIs, a
 * page in the visitor's language for a form sent without JavaScript — and the server's memory does
 * not move; an address too long is 414, a body of unstated length 411, a body sent too slowly 408.
 * Inquiries and call-back requests sent from another site's page are refused with 403.
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitFor } from '@/platform/server/request-limits.mjs'
import { rssOf, watchPeakRss } from '../support/process-memory'
import { type DataFolder, dataFolder, root, type Server, send, sendCallMe, sleep, startServer } from './harness'

const MiB = 1024 * 1024
let data: DataFolder
let server: Server

beforeAll(async () => {
  data = dataFolder()
  server = await startServer(data)
})
afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

type RawAnswer = { status: number; headers: string; body: string; sentBytes: number }

/**
 * A request whose head declares `declaredBytes` (or chunked), followed by zeros sent as fast as the
 * server takes them until it answers or all are sent — as an attacker's client would, not one that
 * stops at the first error. `trickle` sends one byte a second instead.
 */
function rawRequest({
  path,
  method = 'POST',
  headers = {},
  declaredBytes,
  chunked = false,
  trickle = false,
}: {
  path: string
  method?: string
  headers?: Record<string, string>
  declaredBytes?: number
  chunked?: boolean
  trickle?: boolean
}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: server.port })
    const received: Buffer[] = []
    let sentBytes = 0
    let answered = false
    const chunk = Buffer.alloc(MiB)
    const finish = () => {
      const text = Buffer.concat(received).toString('utf8')
      const [head, ...rest] = text.split('\r\n\r\n')
      resolve({ status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n'), sentBytes })
    }
    socket.on('data', (data) => {
      received.push(data)
      answered = true
    })
    socket.on('error', () => {})
    socket.on('close', finish)
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${declaredBytes ?? 0}`,
      '',
      '',
    ]
    socket.write(lines.join('\r\n'))
    const pump = async () => {
      const total = declaredBytes ?? 0
      while (!answered && !socket.destroyed && sentBytes < total) {
        const piece = trickle ? chunk.subarray(0, 1) : chunk.subarray(0, Math.min(MiB, total - sentBytes))
        const flushed = socket.write(
          chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece,
        )
        sentBytes += piece.length
        if (trickle) await sleep(1000)
        else if (!flushed) await new Promise((drained) => socket.once('drain', drained).once('close', drained))
      }
    }
    pump()
  })
}

describe('bodies over their route family’s limit, refused before they are read', () => {
  it('refuses each with 413 naming the limit, JSON on the APIs and a page in the visitor’s language for a form, with the server’s memory where it was', async () => {
    const pid = server.process.pid as number
    const before = rssOf(pid)
    const peak = watchPeakRss(pid, 50)
    const cases = [
      // The 200 MB login, and three concurrent 100 MB password resets.
      { path: '/api/users/login', bytes: 200 * MiB, headers: { 'content-type': 'application/json' } },
      { path: '/api/users/reset-password', bytes: 100 * MiB, headers: { 'content-type': 'application/json' } },
      { path: '/api/users/reset-password', bytes: 100 * MiB, headers: { 'content-type': 'application/json' } },
      { path: '/api/users/reset-password', bytes: 100 * MiB, headers: { 'content-type': 'application/json' } },
      { path: '/api/v1/inquiries/standard', bytes: 200 * MiB, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { path: '/api/v1/inquiries/call-me', bytes: 5 * MiB, headers: { 'content-type': 'application/json' } },
      { path: '/api/media', bytes: 300 * MiB, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    ]
    const answers = await Promise.all(cases.map(({ path, bytes, headers }) => rawRequest({ path, headers, declaredBytes: bytes })))
    const peakBytes = peak.stop()
    const grownMiB = (peakBytes - before) / MiB
    console.log(
      `[limits] ${cases.length} bodies of ${cases.reduce((sum, { bytes }) => sum + bytes, 0) / MiB} MiB declared, ${(answers.reduce((sum, { sentBytes }) => sum + sentBytes, 0) / MiB).toFixed(0)} MiB sent before the answers: RSS ${(before / MiB).toFixed(0)} MiB before, ${(peakBytes / MiB).toFixed(0)} MiB at most (+${grownMiB.toFixed(1)})`,
    )
    for (const [index, answer] of answers.entries()) {
      const { path } = cases[index]
      expect(answer.status, path).toBe(413)
      expect(answer.headers).toMatch(/content-type: application\/json/i)
      const body = JSON.parse(answer.body)
      expect(body, path).toMatchObject({ error: 'too-large', field: 'body' })
      expect(body.message).toContain(`at most ${Math.floor(bodyLimitFor(path).bytes / MiB) || Math.floor(bodyLimitFor(path).bytes / 1024)}`)
    }
    expect(grownMiB).toBeLessThan(50)
  })

  it('answers a form sent without JavaScript with a page in the language of the page it came from', async () => {
    const answer = await rawRequest({
      path: '/api/v1/inquiries/standard/form',
      headers: { 'content-type': 'multipart/form-data; boundary=x', referer: `http://127.0.0.1:${server.port}/de/kontakt` },
      declaredBytes: 120 * MiB,
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('<html lang="de">')
    expect(answer.body).toContain('<h1>Das Formular konnte nicht gesendet werden</h1>')
    expect(answer.body).toContain('Die Fotos sind zusammen zu groß (höchstens 50 MB).')
    expect(answer.body).toContain('<a href="/de/kontakt">Zurück</a>')
    expect(answer.body).not.toContain('<script')
  })

  it('refuses an address too long (414), headers too large (431), a body of unstated length (411) and one sent too slowly (408)', async () => {
    const long = await send({ baseUrl: server.baseUrl, method: 'GET', path: `/api/pages?where[slug][equals]=${'a'.repeat(9000)}` })
    expect(long.status).toBe(414)
    expect(long.json).toMatchObject({ error: 'uri-too-long', field: 'url' })
    const longPage = await send({ baseUrl: server.baseUrl, method: 'GET', path: `/en/${'a'.repeat(9000)}` })
    expect(longPage.status).toBe(414)
    expect(longPage.body).toContain('<h1>The page address is too long</h1>')

    // Headers: Node's own limit (16 KiB for the request line and headers together), 431.
    const bigHeaders = await send({ baseUrl: server.baseUrl, method: 'GET', path: '/', headers: { 'x-padding': 'a'.repeat(20_000) } })
    expect(bigHeaders.status).toBe(431)

    const chunked = await rawRequest({
      path: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      declaredBytes: 3 * MiB,
      chunked: true,
    })
    expect(chunked.status).toBe(411)
    expect(JSON.parse(chunked.body)).toMatchObject({ error: 'length-required', field: 'content-length' })

    const started = Date.now()
    const slow = await rawRequest({
      path: '/api/v1/inquiries/call-me',
      headers: { 'content-type': 'application/json' },
      declaredBytes: 200,
      trickle: true,
    })
    const seconds = (Date.now() - started) / 1000
    console.log(`[limits] a call-back request body sent a byte a second: ${slow.status} after ${seconds.toFixed(1)} s`)
    expect(slow.status).toBe(408)
    expect(JSON.parse(slow.body)).toMatchObject({ error: 'request-timeout', field: 'body' })
    expect(seconds).toBeLessThan(bodyLimitFor('/api/v1/inquiries/call-me').seconds + 5)
  })
})

describe('inquiries only from the clinic’s own pages', () => {
  const valid = JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: '/kontakt', lang: 'cs' })
  const callMe = (headers: Record<string, string>, path = '/api/v1/inquiries/call-me') =>
    send({ baseUrl: server.baseUrl, path, body: valid, headers: { 'content-type': 'application/json', ...headers } })

  it('refuses a call-back request another site’s page makes the browser send, by Sec-Fetch-Site or by Origin, with 403 naming it', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'same-site', origin: `http://other.127.0.0.1:${server.port}` },
      // A browser from before Sec-Fetch-Site still sends Origin on a POST.
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const answer = await callMe(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.json).toMatchObject({ error: 'cross-site', field: 'origin' })
    }
    const form = await send({
      baseUrl: server.baseUrl,
      path: '/api/v1/inquiries/call-me/form',
      body: 'phoneNumber=%2B420777123456&lang=en',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        referer: 'https://attacker.example/en/',
      },
    })
    expect(form.status).toBe(403)
    expect(form.body).toContain('<h1>The form could not be sent</h1>')
  })

  it('takes one from the site’s own page (Sec-Fetch-Site same-origin, or its Origin), and from a client that is not a browser', async () => {
    expect((await callMe({ 'sec-fetch-site': 'same-origin', origin: server.baseUrl })).status).toBe(201)
    expect((await callMe({ origin: `http://127.0.0.1:${server.port}` })).status).toBe(201)
    expect((await sendCallMe(server.baseUrl)).answer.status).toBe(201)
  })
})

describe('the image optimizer does only what pages need', () => {
  it('makes a width and quality the site asks for, and refuses any other, a foreign source and a file that is not ours', async () => {
    const page = await send({ baseUrl: server.baseUrl, method: 'GET', path: '/o-nas' })
    const candidate = page.body.match(/\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/)
    expect(candidate, 'a picture on /o-nas').toBeTruthy()
    const [, url, width] = candidate as RegExpMatchArray
    // This data folder holds the template's database only: the picture's file, from the end-to-end data it was made from.
    const file = decodeURIComponent(url).split('?')[0].replace('/api/media/file/', '')
    mkdirSync(path.join(data.dir, 'media'), { recursive: true })
    copyFileSync(path.join(root, process.env.E2E_DATA_DIR || 'data/e2e', 'media', file), path.join(data.dir, 'media', file))
    const image = (query: string) =>
      send({ baseUrl: server.baseUrl, method: 'GET', path: `/_next/image?${query}`, headers: { accept: 'image/webp' } })
    expect((await image(`url=${url}&w=${width}&q=75`)).status).toBe(200)
    const refused: Record<string, number> = {}
    for (const [what, query] of Object.entries({
      'width 3840': `url=${url}&w=3840&q=75`,
      'width 123': `url=${url}&w=123&q=75`,
      'quality 90': `url=${url}&w=${width}&q=90`,
      'another site': `url=${encodeURIComponent('https://attacker.example/a.jpg')}&w=${width}&q=75`,
      'a path not of the media': `url=${encodeURIComponent('/api/users/me')}&w=${width}&q=75`,
    })) {
      refused[what] = (await image(query)).status
    }
    expect(refused).toEqual({ 'width 3840': 400, 'width 123': 400, 'quality 90': 400, 'another site': 400, 'a path not of the media': 400 })
  })
})
