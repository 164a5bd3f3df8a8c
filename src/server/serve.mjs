// The HTTP server of the site, in the demo (`npm start`, from the repository) and in production
// (the standalone folder of `npm run build`, as the container image runs it:
// `node src/server/serve.mjs`). Around Next.js it adds what a route handler cannot do:
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
// - each public HTML page sent whole, its inline scripts allowed by their hashes in its
//   Content-Security-Policy (html-pages.mjs);
// - in production, a refusal to start with an unsafe environment (run-mode.mjs), and always with
//   a Next.js whose internals the site relies on have changed (next-internals.mjs).
// Usage: node src/server/serve.mjs [-p PORT]   (PORT, TRUSTED_PROXY_COUNT… from the environment;
// every variable is listed in .env.example). It listens on every interface, IPv4 and IPv6.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { clientAddressHeader, clientAddressOf } from './client-address.mjs'
import { createServerLog, routeConsoleToLog, withRequestLog } from './request-log.mjs'
import { productionEnvironmentProblem, runMode } from './run-mode.mjs'
import { inFlightRequests, installGracefulShutdown } from './shutdown.mjs'
import { brotliStatic } from './brotli-static.mjs'
import { htmlPages } from './html-pages.mjs'
import { outageAnswers } from './outage-page.mjs'
import { applyCachePolicy } from './cache-policy.mjs'
import { nextInternalsProblem } from './next-internals.mjs'
import { withMetrics } from './metrics.mjs'
import { applyStatusOverride } from './status-override.mjs'

const startedAt = performance.now()
const root = path.resolve(import.meta.dirname, '../..')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
const trustedProxyCount = process.env.TRUSTED_PROXY_COUNT
// Without SITE_URL (the demo on another port), the site's own address defaults to this port (src/routing/site-url.ts).
process.env.PORT = String(port)
// What Payload's admin renders on the server shows the server's time zone (a version's time in the
// version page's breadcrumb and its restore dialog): the clinic's clock unless TZ says otherwise,
// as the browser shows every other date of the admin for staff in Prague (issue 30).
if (!process.env.TZ) process.env.TZ = 'Europe/Prague'

const log = await createServerLog()
routeConsoleToLog(log)
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
  req.headers[clientAddressHeader] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxyCount)
}
const server = createServer(
  requests.track(
    withRequestLog(
      log,
      withMetrics((req, res) => {
        withClientAddress(req)
        applyStatusOverride(res)
        // Before holdPage: a held page's head is written through the policy too.
        applyCachePolicy(req, res)
        if (serveBrotli(req, res)) return
        outageAnswers(req, res)
        holdPage(req, res)
        handle(req, res)
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
server.listen(port, async () => {
  // Next loads the app (and runs src/instrumentation.ts, which may refuse to go on) at the first
  // request; make that request ourselves, so that "Ready" means ready and a refusal comes first.
  const warmUp = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error) => ({ status: String(error) }))
  log.info(
    { port, mode: runMode(), startMs: Math.round(performance.now() - startedAt), warmUp: warmUp.status },
    `Ready on http://localhost:${port}`,
  )
})
