// A proxy in front of the site for side-by-side benchmarks (floor.mjs, compile-hints.mjs): every
// answer passes unchanged, except those the caller's rewriterFor picks, whose text is decoded,
// rewritten and encoded again the way the site encoded it (served uncompressed instead, a rewritten
// file would be heavier on Lighthouse's simulated slow 4G than the site's).
import http from 'node:http'
import zlib from 'node:zlib'

const codecs = {
  gzip: [zlib.gunzipSync, zlib.gzipSync],
  deflate: [zlib.inflateSync, zlib.deflateSync],
  br: [zlib.brotliDecompressSync, zlib.brotliCompressSync],
  ...(zlib.zstdCompressSync ? { zstd: [zlib.zstdDecompressSync, zlib.zstdCompressSync] } : {}),
}
const unchanged = (bytes) => bytes
const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']

/**
 * An http.Server (not listening yet) in front of `site` (a URL). rewriterFor(request, answer, headers)
 * returns a function from the answer's text to the text to send, or null to pass the answer through;
 * it may change the answer's headers (an object without the hop-by-hop ones). With `immutable`, a
 * rewritten answer is kept by URL and encoding and sent again from memory (for files that never
 * change under their URL: the proxy's own compression then costs each run nothing). Returns the
 * server and close(), which also ends the connections kept to the site.
 */
export function rewritingProxy(site, rewriterFor, { immutable = false } = {}) {
  const agent = new http.Agent({ keepAlive: true })
  const kept = new Map()
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: site.host }
    // Only encodings the proxy can decode and encode again, so that it can rewrite any answer.
    const accepted = (headers['accept-encoding'] ?? '').split(',').map((e) => e.trim().split(';')[0])
    headers['accept-encoding'] = accepted.filter((e) => e in codecs).join(', ') || 'identity'
    const upstream = http.request(new URL(request.url, site), { method: request.method, headers, agent }, (answer) => {
      const answerHeaders = { ...answer.headers }
      for (const name of hopByHop) delete answerHeaders[name]
      const rewrite = rewriterFor(request, answer, answerHeaders)
      if (!rewrite) {
        response.writeHead(answer.statusCode, answerHeaders)
        answer.pipe(response)
        return
      }
      const send = (body) => {
        delete answerHeaders.etag // another body
        answerHeaders['content-length'] = String(body.length)
        response.writeHead(answer.statusCode, answerHeaders)
        response.end(body)
      }
      const key = `${request.url} ${answerHeaders['content-encoding'] ?? ''}`
      if (immutable && kept.has(key)) {
        answer.resume() // the site's copy is not needed again
        send(kept.get(key))
        return
      }
      const chunks = []
      answer.on('data', (chunk) => chunks.push(chunk))
      answer.on('end', () => {
        const [decode, encode] = codecs[answerHeaders['content-encoding']] ?? [unchanged, unchanged]
        const body = encode(Buffer.from(rewrite(decode(Buffer.concat(chunks)).toString('utf8')), 'utf8'))
        if (immutable) kept.set(key, body)
        send(body)
      })
      answer.on('error', (error) => response.destroy(error))
    })
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`benchmark proxy: the site did not answer: ${error.message}`)
    })
    request.pipe(upstream)
  })
  const close = () => {
    server.close()
    agent.destroy()
  }
  return { server, close }
}
