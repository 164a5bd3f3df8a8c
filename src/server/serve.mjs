// The production HTTP server: Next.js behind a plain Node server that knows each request's socket.
// A route handler cannot see the socket, and X-Forwarded-For is whatever the client wrote unless a
// proxy of ours rewrote it. So this server decides the client's address once (client-address.mjs)
// and hands it to the app in one header, after dropping any copy the client sent.
// Usage: node src/server/serve.mjs [-p PORT] (PORT and TRUSTED_PROXY_COUNT from the environment).
// It listens on every interface, IPv4 and IPv6.
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import { clientAddressHeader, clientAddressOf } from './client-address.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
const trustedProxyCount = process.env.TRUSTED_PROXY_COUNT
// The app calls itself on this port (src/cms/hooks/revalidate.ts) when a job changed content.
process.env.PORT = String(port)

const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  req.headers[clientAddressHeader] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxyCount)
  handle(req, res)
})
const upgrade = app.getUpgradeHandler()
server.on('upgrade', (req, socket, head) => {
  req.headers[clientAddressHeader] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxyCount)
  upgrade(req, socket, head)
})
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open; in-flight requests get a few seconds.
    setTimeout(() => process.exit(0), 10_000).unref()
    server.closeIdleConnections?.()
  })
}
