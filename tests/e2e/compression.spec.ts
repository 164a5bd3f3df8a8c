/**
 * Issue "Fast as its own HTML": the build's scripts reach browsers that accept brotli as brotli
 * (src/platform/server/brotli-static.mjs), with the same bytes and headers as Next's gzip answer.
 */
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { test } from './helpers'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request (no client that decodes for us), asking for the given encodings. */
function get(path: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

const decoded = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body

test('scripts go out brotli-compressed to a browser that accepts it: same code, same headers, smaller than gzip', async () => {
  const html = (await get('/', 'identity')).body.toString('utf8')
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js[^"]*)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  )
  expect(scripts.length).toBeGreaterThan(3)
  const script = scripts[0]

  const plain = await get(script, 'identity')
  const gzip = await get(script, 'gzip')
  // The first brotli request may still be answered with gzip while the file is compressed.
  await expect.poll(async () => (await get(script, 'br, gzip')).headers['content-encoding'], { timeout: 15_000 }).toBe('br')
  const brotli = await get(script, 'br, gzip')

  expect(brotli.status).toBe(200)
  expect(decoded(brotli).equals(plain.body)).toBe(true)
  expect(brotli.body.length).toBeLessThan(gzip.body.length)
  expect(brotli.headers.vary).toBe('Accept-Encoding')
  // Each answer is its own request: its own id, not the one of the answer the headers came from.
  expect(brotli.headers['x-request-id']).toBeTruthy()
  expect(brotli.headers['x-request-id']).not.toBe(gzip.headers['x-request-id'])
  for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy', 'x-frame-options'])
    expect(brotli.headers[header], header).toBe(plain.headers[header])
  // A client without brotli still gets what Next gives it.
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(decoded(gzip).equals(plain.body)).toBe(true)
})
