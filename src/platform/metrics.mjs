// The server's metrics in Prometheus format (prom-client), for the clinic's monitoring: requests by
// route group and status with their latency, inquiries accepted / refused / failed, the notification
// queue, e-mail failures, the health of the database, storage and Redis, page renders in progress
// and waiting, and the process's memory (with V8's heap limit).
// One set per process, kept on globalThis: our server (serve.mjs), its cache handler and the app's
// bundles each import this file, and all must count into the same registry.
// Not public: GET /metrics answers only with `Authorization: Bearer $METRICS_TOKEN` (serve.mjs).
import { timingSafeEqual } from 'node:crypto'
import v8 from 'node:v8'
import client from 'prom-client'

const metricsKey = Symbol.for('clinic.metrics')

function build() {
  const registry = new client.Registry()
  const registers = [registry]
  client.collectDefaultMetrics({ register: registry, prefix: 'clinic_' })
  return {
    registry,
    requests: new client.Counter({
      name: 'clinic_http_requests_total',
      help: 'HTTP requests answered, by route group, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    requestSeconds: new client.Histogram({
      name: 'clinic_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route group',
      labelNames: ['route'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    inquiries: new client.Counter({
      name: 'clinic_inquiries_total',
      help: 'Inquiries received: accepted (stored), refused (4xx: invalid, limited) or failed (5xx: not stored)',
      labelNames: ['kind', 'outcome'],
      registers,
    }),
    emailFailures: new client.Counter({
      name: 'clinic_email_failures_total',
      help: 'E-mails the SMTP server did not take (each attempt; the job retries)',
      labelNames: ['email'],
      registers,
    }),
    queueDepth: new client.Gauge({
      name: 'clinic_notification_queue_depth',
      help: 'Inquiry notification e-mails waiting to be sent',
      registers,
    }),
    oldestPendingSeconds: new client.Gauge({
      name: 'clinic_notification_oldest_pending_seconds',
      help: 'Age of the oldest inquiry notification not sent yet (0 when none waits)',
      registers,
    }),
    dependencyUp: new client.Gauge({
      name: 'clinic_dependency_up',
      help: 'Whether a dependency answers (1) or not (0): database, storage, redis',
      labelNames: ['dependency'],
      registers,
    }),
    pagesNotCached: new client.Counter({
      name: 'clinic_pages_not_cached_total',
      help: 'Page renders not stored because a save changed what they show while they ran (the next visit renders again)',
      registers,
    }),
    pageRenders: new client.Gauge({
      name: 'clinic_page_renders',
      help: 'Public pages being rendered (state="rendering", at most PAGE_RENDER_CONCURRENCY) and waiting for their turn (state="waiting")',
      labelNames: ['state'],
      registers,
    }),
    imageOptimizations: new client.Gauge({
      name: 'clinic_image_optimizations',
      help: 'Images being encoded by the image optimizer (state="optimizing", at most IMAGE_OPTIMIZER_CONCURRENCY) and waiting for their turn (state="waiting"); a cached variant never waits',
      labelNames: ['state'],
      registers,
    }),
    // The heap used is measured against it: an instance whose heap reaches it stops (the image
    // sets it; docs/operations.md, "Memory").
    heapLimit: new client.Gauge({
      name: 'clinic_nodejs_heap_size_limit_bytes',
      help: "V8's heap limit (NODE_OPTIONS=--max-old-space-size): a process whose heap reaches it ends with an out-of-memory error",
      registers,
      collect() {
        this.set(v8.getHeapStatistics().heap_size_limit)
      },
    }),
    /** Filled in by the app when it starts: reads the queue and the dependencies at each scrape. */
    beforeScrape: new Set(),
  }
}

/** This process's metrics. */
export function metrics() {
  globalThis[metricsKey] ??= build()
  return globalThis[metricsKey]
}

/**
 * A bounded set of route groups: a label per path would grow with every URL a bot tries. Pages are
 * one group; each API that matters to the clinic has its own.
 */
export function routeGroupOf(path) {
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/api/v1/inquiries/standard')) return path.endsWith('/form') ? 'inquiry-standard-form' : 'inquiry-standard'
  if (path.startsWith('/api/v1/inquiries/call-me')) return path.endsWith('/form') ? 'inquiry-call-me-form' : 'inquiry-call-me'
  if (path.startsWith('/api/health')) return 'health'
  if (path.startsWith('/api/media/') || path.startsWith('/api/documents/')) return 'files'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/api/')) return 'api'
  return 'page'
}

/** Counts one answered request. */
export function countRequest(path, method, status, seconds) {
  const route = routeGroupOf(path)
  const { requests, requestSeconds } = metrics()
  requests.inc({ route, method: ['GET', 'HEAD', 'POST'].includes(method) ? method : 'other', status: String(status) })
  requestSeconds.observe({ route }, seconds)
}

/** The text a Prometheus scrape gets, with the app's readings taken first. */
export async function scrape() {
  const { registry, beforeScrape } = metrics()
  await Promise.allSettled([...beforeScrape].map((read) => read()))
  return { contentType: registry.contentType, body: await registry.metrics() }
}

/** Whether a request may read the metrics: only with the operator's token, and never without one set. */
export function metricsAllowed(authorization, token = process.env.METRICS_TOKEN) {
  if (!token || typeof authorization !== 'string') return false
  const given = Buffer.from(authorization)
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Wraps the server's handler: counts every answered request, and answers GET /metrics itself when
 * METRICS_TOKEN is set (without it, /metrics is an ordinary unknown page: 404).
 */
export function withMetrics(handle, token = process.env.METRICS_TOKEN) {
  return (req, res) => {
    const path = (req.url || '/').split('?')[0]
    if (path === '/metrics' && token) {
      void answerScrape(req, res, token)
      return
    }
    const started = process.hrtime.bigint()
    res.on('close', () => countRequest(path, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9))
    handle(req, res)
  }
}

async function answerScrape(req, res, token) {
  if (!metricsAllowed(req.headers.authorization, token)) {
    res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ error: 'unauthorized', message: 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>.' }))
    return
  }
  try {
    const { contentType, body } = await scrape()
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
    res.end(body)
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
    res.end(`metrics failed: ${error.message}`)
  }
}
