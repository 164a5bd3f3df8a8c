import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, htmlPages, mayBePage } from '../../src/server/html-pages.mjs'
import { hashSource, inlineScriptHashes, withScriptHashes } from '../../src/server/script-hashes.mjs'
import { siteCsp } from '@/security/headers'
import { thirdParties } from '@/security/third-party-hosts'

// The example of the CSP specification (w3.org/TR/CSP3, "hash-source"), computed independently of this code.
const specExample = "alert('Hello, world.');"
const specExampleHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

describe('the hashes of a page’s inline scripts', () => {
  it('hashes as the CSP specification does', () => {
    expect(hashSource(specExample)).toBe(specExampleHash)
    expect(inlineScriptHashes(`<p>x</p><script>${specExample}</script>`)).toEqual([specExampleHash])
  })

  it('takes every script the browser runs inline, once each, and nothing else', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${specExample}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="text/javascript" data-note="a > b">one()</script>',
      `<SCRIPT>${specExample}</SCRIPT >`,
      '<script id="__next">self.__next_f.push([1,"a\\u003c/script>b"])</script>',
    ].join('\n')
    expect(inlineScriptHashes(html)).toEqual([
      specExampleHash,
      hashSource('import("/x.js")'),
      hashSource('one()'),
      hashSource('self.__next_f.push([1,"a\\u003c/script>b"])'),
    ])
  })

  it('hashes line breaks as the browser reads them (CR LF and CR become LF)', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([hashSource('a()\nb()\nc()')])
    expect(hashSource('a()\r\nb()')).toBe(hashSource('a()\nb()'))
  })

  it('adds the hashes to script-src of the site policy, and leaves a policy with unsafe-inline alone', () => {
    const site = siteCsp(thirdParties({}))
    const hashed = withScriptHashes(site, [specExampleHash])
    const scriptSrc = hashed.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(
      `script-src 'self' https://www.googletagmanager.com https://connect.facebook.net https://www.youtube.com https://booking.example-widget.com ${specExampleHash}`,
    )
    expect(hashed.replace(` ${specExampleHash}`, '')).toBe(site)
    const admin = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'"
    expect(withScriptHashes(admin, [specExampleHash])).toBe(admin)
    expect(withScriptHashes("default-src 'none'", [specExampleHash])).toBe("default-src 'none'")
    expect(withScriptHashes(site, [])).toBe(site)
  })
})

describe('which requests and encodings', () => {
  it('holds only what may be a page', () => {
    const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers })
    for (const url of ['/', '/kontakt', '/en/contact?utm_source=x', '/de/'] as const) expect(mayBePage(req(url)), url).toBe(true)
    for (const url of ['/_next/static/chunks/a.js', '/api/users/me', '/admin', '/admin/login', '/favicon-32.png', '/sitemap.xml'])
      expect(mayBePage(req(url)), url).toBe(false)
    expect(mayBePage(req('/kontakt', { rsc: '1' }))).toBe(false)
    expect(mayBePage(req('/kontakt', { 'next-action': 'abc' }))).toBe(false)
  })

  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})

/**
 * A real HTTP server with the wrapper in front of a handler that answers as Next does: the security
 * headers set first, then the page streamed in chunks after flushHeaders(), or ended at once.
 */
describe('pages going out through the server', () => {
  const policy = siteCsp(thirdParties({}))
  const bigText = 'Lorem ipsum dolor sit amet. '.repeat(200)
  const pageParts = [
    '<!DOCTYPE html><html lang="cs"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
    `<p>${bigText}</p><script>self.__next_f=self.__next_f||[]).push([0])</script>`,
    '<script>self.__next_f.push([1,"page data"])</script></body></html>',
  ]
  const page = pageParts.join('')
  const seenAcceptEncoding: (string | undefined)[] = []
  let baseUrl = ''
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    htmlPages()(req, res)
    seenAcceptEncoding.push(req.headers['accept-encoding'] as string | undefined)
    res.setHeader('Content-Security-Policy', policy)
    const url = req.url ?? '/'
    if (url === '/streamed') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      let index = 0
      const next = () => {
        if (index < pageParts.length) {
          res.write(pageParts[index++])
          setTimeout(next, 5)
        } else res.end()
      }
      next()
    } else if (url === '/cached') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' })
        res.end()
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"' })
        res.end(page)
      }
    } else if (url === '/_next/static/chunks/a.js') {
      res.writeHead(200, { 'Content-Type': 'application/javascript' })
      res.end('console.log(1)')
    } else if (url === '/plain') {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.end('<script>not a page</script>')
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  beforeAll(async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  }
  const expectedPolicy = () =>
    withScriptHashes(policy, [hashSource('self.__next_f=self.__next_f||[]).push([0])'), hashSource('self.__next_f.push([1,"page data"])')])

  it('a streamed page arrives whole, with one policy holding its hashes, compressed as the browser asks', async () => {
    for (const [acceptEncoding, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (body: Buffer) => body],
    ] as const) {
      const answer = await get('/streamed', { 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-security-policy']).toBe(expectedPolicy())
      expect(answer.headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : acceptEncoding.split(',')[0])
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.headers.vary).toMatch(/Accept-Encoding/)
      expect(decode(answer.body).toString('utf8')).toBe(page)
    }
    // The handler behind never compresses a page itself: it is asked for the plain bytes.
    expect(seenAcceptEncoding.at(-1)).toBe('identity')
  })

  it('a cached page gets its hashes; a 304 carries no policy, so the browser keeps the stored one', async () => {
    const full = await get('/cached', { 'accept-encoding': 'gzip' })
    expect(full.headers['content-security-policy']).toBe(expectedPolicy())
    expect(full.headers.etag).toBe('"v1"')
    const notModified = await get('/cached', { 'if-none-match': '"v1"', 'accept-encoding': 'gzip' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-security-policy']).toBeUndefined()
  })

  it('leaves everything that is not a page as it was', async () => {
    const script = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' })
    expect(seenAcceptEncoding.at(-1)).toBe('gzip')
    expect(script.headers['content-security-policy']).toBe(policy)
    expect(script.body.toString()).toBe('console.log(1)')
    const plain = await get('/plain', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-security-policy']).toBe(policy)
    expect(plain.body.toString()).toBe('<script>not a page</script>')
    const head = await get('/cached', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })
})
