// Throughput of statically generated pages on loopback (not a test: it prints figures), with
// autocannon: requests per second and latency percentiles, bounded in time and in requests.
//   BASE_URL=http://localhost:3000 node bench/static-throughput.mjs
// Environment: BASE_URL (http://localhost:3000), PATHS (comma-separated; default home, procedures,
// about, contact and a blog listing), CONNECTIONS (10), DURATION_S (10 per page), MAX_REQUESTS
// (20000 per page). Requests ask for gzip like a browser, so the figures include compression.
// The load generator runs on the same machine as the server and competes with it for the CPU.
import os from 'node:os'
import autocannon from 'autocannon'

const baseUrl = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/+$/, '')
const paths = (process.env.PATHS || '/,/en/procedures,/o-nas,/de/kontakt,/en/blog').split(',')
const connections = Number(process.env.CONNECTIONS || 10)
const duration = Number(process.env.DURATION_S || 10)
const maxRequests = Number(process.env.MAX_REQUESTS || 20000)
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

function bench(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, headers, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const rows = []
for (const pagePath of paths) {
  const url = `${baseUrl}${pagePath}`
  const check = await fetch(url, { headers })
  if (!check.ok) throw new Error(`${url} answered ${check.status}`)
  const cache = check.headers.get('x-nextjs-cache') ?? check.headers.get('x-nextjs-prerender') ?? '–'
  await bench(url, { amount: 200 }) // warm-up
  // `amount` would make autocannon ignore `duration`; maxOverallRequests caps the count instead.
  const result = await bench(url, { duration, maxOverallRequests: maxRequests })
  rows.push({ pagePath, cache, result })
  process.stderr.write(`  ${pagePath}: ${result.requests.average.toFixed(0)} req/s\n`)
}

console.log(
  `\nStatic pages on loopback: ${baseUrl}, ${connections} connections, ≤ ${duration} s or ≤ ${maxRequests} requests per page, gzip`,
)
console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}; 1-min load average now ${os.loadavg()[0].toFixed(2)}`)
console.log('| path | cache | requests | req/s (mean) | p50 ms | p90 ms | p99 ms | max ms | KB/response | errors, non-2xx |')
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const { pagePath, cache, result } of rows) {
  const r = result
  const kb = r.requests.total ? r.throughput.total / r.requests.total / 1024 : 0
  console.log(
    `| ${pagePath} | ${cache} | ${r.requests.total} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${kb.toFixed(1)} | ${r.errors + r.timeouts}, ${r.non2xx} |`,
  )
}
