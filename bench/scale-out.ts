// One instance vs two (issue "Scale out"): requests per second of static pages and of the inquiry
// API, and how long a save on one instance takes to show on the other. Not a test: it prints
// figures. It starts the production shape itself (tests/scale/cluster.ts: PostgreSQL, Redis, an
// S3-protocol server, two instances of the standalone build, which must exist:
// `NEXT_DIST_DIR=.next-standalone npm run build`, or after `npm test`):
//   PRODUCTION_REUSE_BUILD=1 npx tsx bench/scale-out.ts
// Environment: DURATION_S (10 per measurement), CONNECTIONS (20 in all), ROUNDS (5 saves).
// Everything runs on this machine's 2 cores: the load generator competes with the instances, so
// the ratio says what a second instance adds here, not on two machines.
import os from 'node:os'
import autocannon from 'autocannon'
import { renameFaqTopic, sleep } from '../tests/faults/harness'
import { startCluster, staffAuthorization } from '../tests/scale/cluster'

const duration = Number(process.env.DURATION_S || 10)
const connections = Number(process.env.CONNECTIONS || 20)
const rounds = Number(process.env.ROUNDS || 5)
const load = () => os.loadavg()[0].toFixed(2)

type Result = { requests: { average: number }; non2xx: number; errors: number }
function cannon(options: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) =>
    autocannon({ duration, ...options }, (error: unknown, result: Result) => (error ? reject(error) : resolve(result))),
  )
}

/** The same load on one instance, then split over two at once; requests per second in all. */
async function oneVersusTwo(urls: string[], options: Record<string, unknown>): Promise<{ one: number; two: number }> {
  const one = await cannon({ url: urls[0], connections, ...options })
  const two = await Promise.all(urls.map((url) => cannon({ url, connections: connections / 2, ...options })))
  const failed = one.non2xx + two.reduce((sum, result) => sum + result.non2xx, 0)
  if (failed) console.warn(`  (${failed} answers were not 2xx)`)
  return { one: one.requests.average, two: two.reduce((sum, result) => sum + result.requests.average, 0) }
}

const cluster = await startCluster({ instances: 2, env: { INQUIRY_RATE_LIMIT: 'off' } })
try {
  const [a, b] = cluster.instances
  const rows: string[] = []
  for (const page of ['/', '/zakroky', '/en/faq']) {
    for (const server of [a, b]) await fetch(`${server.baseUrl}${page}`) // rendered and cached first
    const { one, two } = await oneVersusTwo([`${a.baseUrl}${page}`, `${b.baseUrl}${page}`], { headers: { 'accept-encoding': 'gzip' } })
    rows.push(`| page ${page} | ${one.toFixed(0)} | ${two.toFixed(0)} | ${(two / one).toFixed(2)} | ${load()} |`)
  }
  let n = 0
  const body = () =>
    JSON.stringify({
      phoneNumber: `+420 777 ${String(100000 + (n++ % 899999)).slice(0, 3)} ${String(n % 1000).padStart(3, '0')}`,
      locationUrl: '/kontakt',
      lang: 'cs',
    })
  const inquiry = await oneVersusTwo([`${a.baseUrl}/api/v1/inquiries/call-me`, `${b.baseUrl}/api/v1/inquiries/call-me`], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client: { setBody(body: string): void; on(event: string, listener: () => void): void }) => {
      client.setBody(body())
      client.on('response', () => client.setBody(body()))
    },
  })
  rows.push(
    `| inquiry API (call-me) | ${inquiry.one.toFixed(0)} | ${inquiry.two.toFixed(0)} | ${(inquiry.two / inquiry.one).toFixed(2)} | ${load()} |`,
  )

  const authorization = await staffAuthorization(a.baseUrl)
  const seconds: number[] = []
  for (let round = 0; round < rounds; round++) {
    await fetch(`${b.baseUrl}/caste-dotazy`)
    const name = `Dotazy ${Date.now()}`
    const started = Date.now()
    await renameFaqTopic(a.baseUrl, authorization, name)
    while (!(await (await fetch(`${b.baseUrl}/caste-dotazy`)).text()).includes(name)) {
      if (Date.now() - started > 30_000) throw new Error('the save never showed on B')
      await sleep(100)
    }
    seconds.push((Date.now() - started) / 1000)
  }
  seconds.sort((x, y) => x - y)
  console.log(`\nOne instance vs two on ${os.cpus().length} cores (${duration} s each, ${connections} connections in all)\n`)
  console.log('| load | one instance (req/s) | two instances (req/s) | two / one | load average |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log(
    `\nA save on instance A shown by instance B: median ${seconds[Math.floor(seconds.length / 2)].toFixed(1)} s, max ${seconds.at(-1)?.toFixed(1)} s over ${rounds} saves (load average ${load()})`,
  )
} finally {
  await cluster.stop()
}
