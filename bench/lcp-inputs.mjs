// What Lighthouse counts into a page's LCP (not a test: it prints figures). Lighthouse's mobile LCP
// is simulated (Lantern): half from an optimistic, half from a pessimistic graph of the observed
// load, and both keep every request that ended before the observed LCP (except low-priority
// images) and every script whose first evaluation began before it, its download replayed on slow
// 4G and its CPU time times four. A script that is evaluated after the observed LCP costs the
// simulated LCP nothing. This prints one run's requests with the times that decide it, so that
// `bench/floor.mjs`'s gap between a page and its floor can be traced to what causes it.
//   BASE_URL=http://localhost:3000 node bench/lcp-inputs.mjs /kontakt   (RUNS: 1)
// Starts nothing: point it at a running production server (bench/README.md).
import os from 'node:os'
import { baseUrl, launchChrome, lcpNode, runLighthouseWithArtifacts } from './lib/pages.mjs'

const pagePath = process.argv[2] || '/'
const runs = Number(process.env.RUNS || 1)
if (!(runs >= 1)) throw new Error(`RUNS must be 1 or more, not ${process.env.RUNS}`)

/** Whole milliseconds from the navigation's time origin (where Lighthouse's observed times count from). */
const ms = (seconds, origin) => Math.round((seconds - origin) * 1000)

/** Each request of the run: start, end (seconds), bytes, priority and type. */
function requestsOf(artifacts) {
  const requests = new Map()
  for (const { method, params } of artifacts.DevtoolsLog) {
    if (method === 'Network.requestWillBeSent' && !requests.has(params.requestId))
      requests.set(params.requestId, {
        url: params.request.url,
        start: params.timestamp,
        priority: params.request.initialPriority,
        type: params.type,
      })
    const request = requests.get(params?.requestId)
    if (!request) continue
    if (method === 'Network.loadingFinished') Object.assign(request, { end: params.timestamp, bytes: params.encodedDataLength })
    if (method === 'Network.resourceChangedPriority') request.priority = `${request.priority}→${params.newPriority}`
  }
  return [...requests.values()]
}

/** The first EvaluateScript of each script URL, in trace microseconds. */
function firstEvaluations(traceEvents) {
  const first = new Map()
  for (const event of traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined
    if (url && !first.has(url)) first.set(url, event.ts)
  }
  return first
}

const chrome = await launchChrome()
try {
  for (let run = 1; run <= runs; run++) {
    const { lhr, artifacts } = await runLighthouseWithArtifacts(`${baseUrl}${pagePath}`, chrome.port)
    const observed = lhr.audits.metrics.details.items[0]
    const requests = requestsOf(artifacts)
    // The trace's clock is the network log's in microseconds (both are Chrome's monotonic time).
    const origin = observed.observedTimeOriginTs / 1e6
    const observedLcp = observed.observedLargestContentfulPaintTs / 1e6
    const evaluations = firstEvaluations(artifacts.Trace.traceEvents)
    console.log(
      `\n${pagePath} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, simulated LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, ` +
        `DOMContentLoaded ${observed.observedDomContentLoaded} ms; LCP element ${lcpNode(lhr)?.selector ?? '?'}; load ${os.loadavg()[0].toFixed(2)}`,
    )
    console.log('start ms | end ms | bytes | priority | type | first evaluation ms | counted in LCP | url')
    let countedBytes = 0
    for (const request of requests) {
      const evaluated = evaluations.get(request.url)
      const endedBefore = request.end !== undefined && request.end <= observedLcp
      const lowImage = request.type === 'Image' && /^(Low|VeryLow)/.test(request.priority)
      const counted = endedBefore && !lowImage && (evaluated === undefined || evaluated / 1e6 <= observedLcp)
      if (counted) countedBytes += request.bytes ?? 0
      console.log(
        [
          ms(request.start, origin),
          request.end === undefined ? '–' : ms(request.end, origin),
          request.bytes ?? '–',
          request.priority,
          request.type,
          evaluated === undefined ? '' : ms(evaluated / 1e6, origin),
          counted ? 'yes' : '',
          request.url.replace(baseUrl, '').slice(0, 90),
        ].join(' | '),
      )
    }
    console.log(`counted in the LCP graphs: ${(countedBytes / 1024).toFixed(1)} KiB`)
  }
} finally {
  await chrome.kill()
}
