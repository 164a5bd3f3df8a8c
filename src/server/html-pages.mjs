// The public site's HTML pages go out whole, with their inline scripts' hashes in their policy
// (script-hashes.mjs), whether Next sends them from its page cache (prerendered, ISR) or renders
// them now: the response is held until Next ends it (the pages are small), the hashes are added to
// the Content-Security-Policy that next.config.ts set (one header: it is replaced, never added
// to), and the page is compressed here, as Next's own compression would have compressed the HTML
// before we could read it. Browsers that accept it get brotli (Next offers gzip only).
// Everything else (scripts, files, the admin, the APIs, RSC navigation data) is Next's as before.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { inlineScriptHashes, withScriptHashes } from './script-hashes.mjs'

/** Smaller bodies go out uncompressed, as with Next's compression (its threshold). */
const compressFromBytes = 1024
/** Memory for compressed pages and their hashes, by the page's own hash; a page is compressed once per version. */
const cacheLimitBytes = 32 * 1024 * 1024
// Brotli quality 6: a few milliseconds for a page not compressed yet, and smaller than gzip.
const brotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
}

/**
 * Requests whose answer may be a page: not Next's assets, the APIs or the admin, not a file (a dot
 * in the last segment, as the proxy's matcher), not RSC data (client navigation, prefetch, a server
 * action called from the browser: text/x-component, which runs no inline script).
 */
export function mayBePage(req) {
  const urlPath = (req.url ?? '/').split('?')[0]
  if (/^\/(_next|api|admin)(\/|$)/.test(urlPath)) return false
  if (/\.[^/]*$/.test(urlPath)) return false
  return !req.headers.rsc && !req.headers['next-action']
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q > 0), else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const allows = (name) => (accepted.get(name) ?? (accepted.has(name) ? 0 : (accepted.get('*') ?? 0))) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return undefined
}

/** Node's writeHead(status, [message], [headers]): headers as an object, [[name, value]…] or a flat list. */
function applyHeaders(res, headers) {
  if (!headers) return
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const [name, value] of headers) res.setHeader(name, value)
    else for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
  } else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/** A request wrapper for serve.mjs, called before Next handles the request. */
export function htmlPages() {
  const cache = new Map()
  let cachedBytes = 0
  const remember = (key, value, bytes) => {
    if (cachedBytes + bytes > cacheLimitBytes) {
      cache.clear()
      cachedBytes = 0
    }
    cache.set(key, value)
    cachedBytes += bytes
    return value
  }

  function finished(body, encoding) {
    const id = createHash('sha256').update(body).digest('base64')
    const hashesKey = `${id} hashes`
    const hashes = cache.get(hashesKey) ?? remember(hashesKey, inlineScriptHashes(body.toString('utf8')), 512)
    if (!encoding || body.length < compressFromBytes) return { hashes, body, encoding: undefined }
    const key = `${id} ${encoding}`
    const compressed =
      cache.get(key) ?? remember(key, encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body), body.length)
    return { hashes, body: compressed, encoding }
  }

  return function holdPage(req, res) {
    if (!mayBePage(req)) return
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    // Next compresses only what it is asked to: the page must reach us readable.
    req.headers['accept-encoding'] = 'identity'

    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    let mode // undefined until the head is known, then 'pass' or 'hold'
    let status = 200
    let statusMessage
    const chunks = []

    const decide = () => {
      if (mode) return
      // A 304 keeps the policy the browser stored with the page: a policy sent with it would replace
      // that one, without the hashes of a body it never saw.
      if (res.statusCode === 304) res.removeHeader('content-security-policy')
      mode = req.method !== 'HEAD' && res.statusCode !== 304 && res.statusCode !== 204 && isHtml(res) ? 'hold' : 'pass'
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
      const page = finished(Buffer.concat(chunks), encoding)
      const policy = res.getHeader('content-security-policy')
      if (typeof policy === 'string') res.setHeader('content-security-policy', withScriptHashes(policy, page.hashes))
      if (page.encoding) res.setHeader('content-encoding', page.encoding)
      const vary = String(res.getHeader('vary') ?? '')
      if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      res.setHeader('content-length', page.body.length)
      res.removeHeader('transfer-encoding')
      original.writeHead.call(this, status, ...(statusMessage ? [statusMessage] : []))
      return original.end.call(this, page.body, done)
    }
  }
}
