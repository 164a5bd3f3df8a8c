// The site's HTML pages (public and admin) go out whole, with their inline scripts' hashes in their
// policy (script-hashes.mjs), whether Next sends them from its page cache (prerendered, ISR) or
// renders them now. An HTML answer whose Content-Security-Policy allows no inline script by itself
// (script-src without 'unsafe-inline': the public site's and the admin's, except under `next dev`) is held until Next ends
// it (the pages are small), read (decompressed from Next's gzip when it compressed it), and sent
// unchanged with the hashes added to that one policy header (replaced, never a second one added).
// Everything else (scripts, files, the APIs, RSC navigation data) passes straight on.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { isPublicSitePath } from '../public-paths.mjs'
import { outagePageHtml } from './outage-page.mjs'
import { inlineScriptHashes, withScriptHashes } from './script-hashes.mjs'

const policyHeader = 'content-security-policy'
/** Hashes of recent page versions, by the bytes sent: a cached page is read once per version. */
const rememberedPages = 2000

const decoders = { gzip: zlib.gunzipSync, 'x-gzip': zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync }

/** The page's text, whatever Next's compression made of it; undefined for an encoding we cannot read. */
export function decodeBody(body, contentEncoding) {
  const encoding = String(contentEncoding ?? 'identity')
    .trim()
    .toLowerCase()
  if (encoding === '' || encoding === 'identity') return body.toString('utf8')
  const decode = decoders[encoding]
  return decode ? decode(body).toString('utf8') : undefined
}

/** A policy that leaves inline scripts to hashes: it has script-src, without 'unsafe-inline'. */
export function needsScriptHashes(policy) {
  if (typeof policy !== 'string') return false
  const scriptSrc = policy.split(';').find((directive) => /^\s*script-src(\s|$)/i.test(directive))
  return scriptSrc !== undefined && !/\s'unsafe-inline'(\s|$)/i.test(scriptSrc)
}

/** Node's writeHead(status, [message], [headers]): headers as an object, [[name, value]…] or a flat list. */
export function applyHeaders(res, headers) {
  if (!headers) return
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const [name, value] of headers) res.setHeader(name, value)
    else for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
  } else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/**
 * A response wrapper for serve.mjs, applied before Next handles the request (so that it sits
 * below Next's compression and sees the bytes that go out).
 */
export function htmlPages({ log } = {}) {
  const remembered = new Map()
  function hashesOf(body, contentEncoding) {
    const key = `${contentEncoding ?? ''} ${createHash('sha256').update(body).digest('base64')}`
    let hashes = remembered.get(key)
    if (!hashes) {
      const html = decodeBody(body, contentEncoding)
      if (html === undefined) return undefined
      hashes = inlineScriptHashes(html)
      if (remembered.size >= rememberedPages) remembered.delete(remembered.keys().next().value)
      remembered.set(key, hashes)
    }
    return hashes
  }

  return function holdPage(req, res) {
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    let mode // undefined until the head is known, then 'pass' or 'hold'
    let status // as given to writeHead; res.statusCode when Next ends without calling it
    let statusMessage
    const chunks = []

    const decide = () => {
      if (mode) return
      // A 304 keeps the policy the browser stored with the page: a policy sent with it would replace
      // that one, without the hashes of a body it never saw.
      if (res.statusCode === 304) res.removeHeader(policyHeader)
      const hold = req.method !== 'HEAD' && res.statusCode !== 204 && res.statusCode !== 304 && isHtml(res)
      // A public page that failed is held too, to go out as the outage page (below).
      const failed = res.statusCode >= 500 && isPublicSitePath(req.url)
      mode = hold && (needsScriptHashes(res.getHeader(policyHeader)) || failed) ? 'hold' : 'pass'
    }

    res.writeHead = function writeHead(statusCode, ...rest) {
      if (mode === 'pass') return original.writeHead.call(this, statusCode, ...rest)
      const message = typeof rest[0] === 'string' ? rest.shift() : undefined
      applyHeaders(res, rest[0])
      res.statusCode = statusCode
      decide()
      if (mode === 'pass') return original.writeHead.call(this, statusCode, ...(message ? [message] : []))
      status = statusCode
      statusMessage = message
      return this
    }
    res.flushHeaders = function flushHeaders() {
      decide()
      if (mode === 'pass') original.flushHeaders.call(this)
    }
    const collect = (chunk, chunkEncoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        typeof chunk === 'string' ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8') : Buffer.from(chunk),
      )
    }
    res.write = function write(chunk, chunkEncoding, callback) {
      decide()
      if (mode === 'pass') return original.write.call(this, chunk, chunkEncoding, callback)
      collect(chunk, chunkEncoding)
      const done = [chunkEncoding, callback].find((argument) => typeof argument === 'function')
      if (done) process.nextTick(done)
      return true
    }
    res.end = function end(chunk, chunkEncoding, callback) {
      decide()
      if (mode === 'pass') return original.end.call(this, chunk, chunkEncoding, callback)
      collect(chunk, chunkEncoding)
      const done = [chunk, chunkEncoding, callback].find((argument) => typeof argument === 'function')
      const finalStatus = status ?? res.statusCode
      let body = Buffer.concat(chunks)
      // Next's answer to a page that failed shows its error page only once React runs in the
      // browser (blank without JavaScript): the outage page goes out instead (outage-page.mjs).
      if (finalStatus >= 500 && isPublicSitePath(req.url)) {
        body = Buffer.from(outagePageHtml(req.url))
        res.removeHeader('content-encoding')
        res.removeHeader('etag')
        res.setHeader('content-type', 'text/html; charset=utf-8')
      }
      let hashes
      try {
        hashes = hashesOf(body, res.getHeader('content-encoding'))
      } catch (error) {
        hashes = undefined
        log?.error({ err: error }, 'html-pages: could not read the page to hash its inline scripts')
      }
      // Unreadable: the policy stays without hashes (inline scripts blocked: fails closed).
      if (hashes) res.setHeader(policyHeader, withScriptHashes(String(res.getHeader(policyHeader)), hashes))
      res.setHeader('content-length', body.length)
      res.removeHeader('transfer-encoding')
      original.writeHead.call(this, finalStatus, ...(statusMessage ? [statusMessage] : []))
      return original.end.call(this, body, done)
    }
  }
}
