import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBody, htmlPages, needsScriptHashes } from '../../src/platform/server/html-pages.mjs'
import { outageAnswers } from '../../src/platform/server/outage-page.mjs'
import { hashSource, inlineScriptHashes, withScriptHashes } from '../../src/platform/server/script-hashes.mjs'
import { siteCsp } from '@/platform/security/headers'
import { thirdParties } from '@/platform/security/third-party-hosts'

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

/**
 * A real HTTP server with the wrapper in front of a handler that answers as Next does: the security
 * headers set first, then the page streamed in chunks after flushHeaders(), or ended at once; gzip
 * when the client accepts it, as Next's compression (it sits above the wrapper: the wrapper sees
 * the compressed bytes that go out).
 */
describe('pages going out through the server', () => {
  const policy = siteCsp(thirdParties({}))
  const adminPolicy = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'"
  const bigText = 'Lorem ipsum dolor sit amet. '.repeat(200)
  const pageParts = [
    '<!DOCTYPE html><html lang="cs"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
    `<p>${bigText}</p><script>self.__next_f=self.__next_f||[]).push([0])</script>`,
    '<script>self.__next_f.push([1,"page data"])</script></body></html>',
  ]
  const page = pageParts.join('')
  let baseUrl = ''
  const holdPage = htmlPages()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // As serve.mjs: a public path's server error becomes 503 first, then the page is held.
    outageAnswers(req, res)
    holdPage(req, res)
    const url = req.url ?? '/'
    res.setHeader('Content-Security-Policy', url.startsWith('/admin') ? adminPolicy : policy)
    const gzip = /gzip/.test(String(req.headers['accept-encoding'])) && !url.startsWith('/unreadable')
    if (url === '/streamed' || url === '/admin') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      res.flushHeaders()
      const parts = gzip ? [gzipSync(page).subarray(0, 100), gzipSync(page).subarray(100)] : pageParts
      let index = 0
      const next = () => {
        if (index < parts.length) {
          res.write(parts[index++])
          setTimeout(next, 5)
        } else res.end()
      }
      next()
    } else if (url === '/cached' || url === '/unreadable') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' })
        res.end()
      } else {
        const encoding = url === '/unreadable' ? { 'Content-Encoding': 'zstd' } : {}
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"', ...encoding })
        res.end(page)
      }
    } else if (url.startsWith('/de/broken') || url === '/api/broken') {
      // Next's answer to a render that failed: its error shell, which shows anything only with React.
      const shell = '<!DOCTYPE html><html id="__next_error__"><body><script>self.__next_f.push([1,"error"])</script></body></html>'
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('ETag', '"broken"')
      if (url === '/api/broken') {
        res.writeHead(500, 'Internal Server Error', { 'Content-Type': 'application/json' })
        res.end('{"error":"boom"}')
      } else {
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) })
        res.end(gzip ? gzipSync(shell) : shell)
      }
    } else if (url === '/sitemap.xml') {
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/plain')
      res.end('Internal Server Error')
    } else if (url === '/_next/static/chunks/a.js') {
      res.writeHead(200, { 'Content-Type': 'application/javascript' })
      res.end('console.log(1)')
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
  const expectedPolicy = withScriptHashes(policy, [
    hashSource('self.__next_f=self.__next_f||[]).push([0])'),
    hashSource('self.__next_f.push([1,"page data"])'),
  ])

  it('a streamed page arrives whole and unchanged, with one policy holding its hashes, compressed or not', async () => {
    for (const acceptEncoding of ['gzip', 'identity']) {
      const answer = await get('/streamed', { 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-security-policy']).toBe(expectedPolicy)
      expect(answer.headers['content-encoding']).toBe(acceptEncoding === 'gzip' ? 'gzip' : undefined)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect((acceptEncoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8')).toBe(page)
    }
  })

  it('a cached page gets its hashes; a 304 carries no policy, so the browser keeps the stored one', async () => {
    const full = await get('/cached')
    expect(full.headers['content-security-policy']).toBe(expectedPolicy)
    expect(full.headers.etag).toBe('"v1"')
    const notModified = await get('/cached', { 'if-none-match': '"v1"' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-security-policy']).toBeUndefined()
  })

  it('a page it cannot read keeps the policy without hashes (its inline scripts stay blocked)', async () => {
    const answer = await get('/unreadable')
    expect(answer.headers['content-security-policy']).toBe(policy)
    expect(answer.body.toString('utf8')).toBe(page)
  })

  it('leaves alone what is not such a page: a policy with unsafe-inline (the admin), scripts, HEAD', async () => {
    const admin = await get('/admin', { 'accept-encoding': 'gzip' })
    expect(admin.headers['content-security-policy']).toBe(adminPolicy)
    expect(admin.headers['transfer-encoding']).toBe('chunked')
    expect(gunzipSync(admin.body).toString('utf8')).toBe(page)
    const script = await get('/_next/static/chunks/a.js')
    expect(script.headers['content-security-policy']).toBe(policy)
    expect(script.body.toString()).toBe('console.log(1)')
    const head = await get('/cached', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-security-policy']).toBe(policy)
    expect(head.body.length).toBe(0)
  })

  it('a public page that failed answers 503 with the outage page in its language, readable without script; the APIs keep their 500', async () => {
    for (const acceptEncoding of ['gzip', 'identity']) {
      const answer = await get('/de/broken?x=1', { 'accept-encoding': acceptEncoding })
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toBe('60')
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.etag).toBeUndefined()
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      const html = answer.body.toString('utf8')
      expect(html).toContain('<html lang="de">')
      expect(html).toContain('<h1>Die Website ist kurz nicht erreichbar</h1>')
      // "Erneut versuchen" reloads the same address, no script needed; none is in the page.
      expect(html).toContain('<a href="/de/broken">Erneut versuchen</a>')
      expect(html).not.toContain('<script')
    }
    const sitemap = await get('/sitemap.xml')
    expect([sitemap.status, sitemap.headers['retry-after']]).toEqual([503, '60'])
    const api = await get('/api/broken')
    expect(api.status).toBe(500)
    expect(api.body.toString()).toBe('{"error":"boom"}')
  })

  it('reads what Next may send: plain, gzip, deflate; refuses an unknown encoding', () => {
    expect(decodeBody(Buffer.from(page), undefined)).toBe(page)
    expect(decodeBody(gzipSync(page), 'gzip')).toBe(page)
    expect(decodeBody(deflateSync(page), 'deflate')).toBe(page)
    expect(decodeBody(Buffer.from(page), 'zstd')).toBeUndefined()
    expect(needsScriptHashes(policy)).toBe(true)
    expect(needsScriptHashes(adminPolicy)).toBe(false)
    expect(needsScriptHashes("default-src 'none'")).toBe(false)
    expect(needsScriptHashes(undefined)).toBe(false)
  })
})
