// The HTTP server of the site, in the demo (`npm start`, from the repository) and in production
// (the standalone folder of `npm run build`, as the container image runs it:
// `node src/platform/server/serve.mjs`). Around Next.js it adds what a route handler cannot do:
// - every request bounded before anything reads it: address length, body size and time per route
//   family (request-limits.mjs), and inquiries only from the site's own pages (same-site-posts.mjs);
// - the client's address, decided once from the socket (client-address.mjs) and handed to the app
//   in one header after dropping any copy the client sent;
// - a request id and one log line per request (request-log.mjs; JSON in production);
// - Prometheus metrics, counted here and read at GET /metrics with METRICS_TOKEN (metrics.mjs);
// - a graceful shutdown on SIGTERM (shutdown.mjs);
// - the status the proxy asks for on a page it rewrites, e.g. 404 (status-override.mjs);
// - the build's scripts and styles brotli-compressed for browsers that accept it (brotli-static.mjs);
// - a public page that cannot be rendered answers 503 with a page of its own, readable without
//   JavaScript (outage-page.mjs);
// - the caching policy for browsers and CDNs, one Cache-Control per answer (cache-policy.mjs);
// - HSTS on every answer when SITE_URL is https (transport-security.mjs);
// - public pages rendered a few at a time, for bounded memory, and images optimized one or two at
//   a time, for bounded CPU (render-queue.mjs);
// - each HTML page (public and admin) sent whole, its inline scripts allowed by their hashes in its
//   Content-Security-Policy (html-pages.mjs);
// - in production, a refusal to start with an unsafe environment (run-mode.mjs), and always with
//   a Next.js whose internals the site relies on have changed (next-internals.mjs).
// Usage: node src/platform/server/serve.mjs [-p PORT]   (PORT, BIND_ADDRESS, TRUSTED_PROXIES… from the environment;
// every variable is listed in .env.example). It listens on BIND_ADDRESS: 127.0.0.1 unless set (the
// container image sets 0.0.0.0).
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { clientAddressHeader, clientAddressOf, trustedProxies } from './client-address.mjs'
import { createServerLog, routeConsoleToLog, withRequestLog } from './request-log.mjs'
import { productionEnvironmentProblem, runMode } from './run-mode.mjs'
import { inFlightRequests, installGracefulShutdown } from './shutdown.mjs'
import { brotliStatic } from './brotli-static.mjs'
import { htmlPages } from './html-pages.mjs'
import { outageAnswers } from './outage-page.mjs'
import { applyCachePolicy } from './cache-policy.mjs'
import { nextInternalsProblem } from './next-internals.mjs'
import { withMetrics } from '../metrics.mjs'
import { applyStatusOverride } from './status-override.mjs'
import { refuseOversizedRequest } from './request-limits.mjs'
import { refuseCrossSitePost } from './same-site-posts.mjs'
import { applyTransportSecurity } from './transport-security.mjs'
import { imageQueue, renderQueue } from '../cache/render-queue.mjs'

const startedAt = performance.now()
const root = path.resolve(import.meta.dirname, '../../..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
// Loopback unless told otherwise: an instance is reached through its proxy, not from the network.
const bindAddress = process.env.BIND_ADDRESS || '127.0.0.1'
// This server as the warm-up request reaches it (an unspecified address is reached on loopback).
const ownUrl = `http://${['0.0.0.0', '::'].includes(bindAddress) ? '127.0.0.1' : bindAddress.includes(':') ? `[${bindAddress}]` : bindAddress}:${port}`
// Without SITE_URL (the demo on another port), the site's own address defaults to this port (src/routing/site-url.ts).
process.env.PORT = String(port)
// What Payload's admin renders on the server shows the server's time zone (a version's time in the
// version page's breadcrumb and its restore dialog): the clinic's clock unless TZ says otherwise,
// as the browser shows every other date of the admin for staff in Prague (issue 30).
if (!process.env.TZ) process.env.TZ = 'Europe/Prague'

const log = await createServerLog()
routeConsoleToLog(log)
let trust
let queuePage
let queueImage
try {
  // The standalone folder brings no Node: a box's older system Node would otherwise start it silently.
  const nodeMajor = Number(process.versions.node.split('.')[0])
  if (nodeMajor < 24)
    throw new Error(
      `this is Node ${process.version}; the site needs Node 24 LTS (the image's node:24-slim; on a box, Node 24 from nodejs.org, e.g. /opt/node-24/bin/node, named in the run command: docs/operations.md, "Run")`,
    )
  // TRUSTED_PROXY_COUNT trusted a count of X-Forwarded-For entries from anyone: refused, not ignored.
  if (process.env.TRUSTED_PROXY_COUNT)
    throw new Error(
      'TRUSTED_PROXY_COUNT is no longer read: name your proxies by address in TRUSTED_PROXIES instead (e.g. TRUSTED_PROXIES=127.0.0.1 for a Varnish on the same box; .env.example)',
    )
  trust = trustedProxies(process.env.TRUSTED_PROXIES)
  queuePage = renderQueue()
  queueImage = imageQueue()
} catch (error) {
  log.fatal(`Refusing to start: ${error.message}`)
  process.exit(1)
}
const problem = productionEnvironmentProblem() ?? nextInternalsProblem()
if (problem) {
  log.fatal(`Refusing to start: ${problem}`)
  process.exit(1)
}

// In the standalone folder (scripts/build.mjs leaves standalone.json beside this file) there is no
// next.config.ts: Next's configuration was frozen by the build into
// <distDir>/required-server-files.json, which Next then takes from this variable.
const standaloneMarker = path.join(import.meta.dirname, 'standalone.json')
if (existsSync(standaloneMarker)) {
  const { distDir } = JSON.parse(readFileSync(standaloneMarker, 'utf8'))
  const { config } = JSON.parse(readFileSync(path.join(root, distDir, 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  process.env.NEXT_DIST_DIR = distDir
  process.chdir(root)
}
process.env.NODE_ENV = 'production'

const { default: next } = await import('next')
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const serveBrotli = brotliStatic({ staticDir: path.join(root, process.env.NEXT_DIST_DIR || '.next', 'static') })
const holdPage = htmlPages({ log })
const requests = inFlightRequests()
const withClientAddress = (req) => {
  req.headers[clientAddressHeader] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
}
const server = createServer(
  // The request line and headers together: at most 16 KiB (Node answers 431); bodies and addresses
  // are bounded in request-limits.mjs.
  { maxHeaderSize: 16 * 1024 },
  requests.track(
    withRequestLog(
      log,
      withMetrics((req, res) => {
        applyTransportSecurity(res)
        if (refuseOversizedRequest(req, res) || refuseCrossSitePost(req, res)) return
        withClientAddress(req)
        applyStatusOverride(res)
        // Before holdPage: a held page's head is written through the policy too.
        applyCachePolicy(req, res)
        if (serveBrotli(req, res)) return
        outageAnswers(req, res)
        holdPage(req, res)
        queueImage(req, res, () => queuePage(req, res, () => handle(req, res)))
      }),
    ),
  ),
)
const upgrade = app.getUpgradeHandler()
server.on('upgrade', (req, socket, head) => {
  withClientAddress(req)
  upgrade(req, socket, head)
})
// A client (a browser, a load balancer) may send on an idle kept-alive connection just as the
// server closes it: the request fails with ECONNRESET. Keep idle connections longer than the
// usual proxies' idle timeout (60 s), so the client side always closes first.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
installGracefulShutdown({ server, requests, log })
server.listen(port, bindAddress, async () => {
  // Next loads the app (and runs src/instrumentation.ts, which may refuse to go on) at the first
  // request; make that request ourselves, so that "Ready" means ready and a refusal comes first.
  const warmUp = await fetch(`${ownUrl}/api/health`).catch((error) => ({ status: String(error) }))
  log.info(
    { bindAddress, port, mode: runMode(), startMs: Math.round(performance.now() - startedAt), warmUp: warmUp.status },
    `Ready on ${ownUrl}`,
  )
})
