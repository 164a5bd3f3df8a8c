// Bounded memory (issue 26, point 7; issue 41, point 3): one instance's RSS in three phases, each
// runnable alone (PHASES, comma-separated; default soak,uploads,cold):
// - soak: a soak of mixed page and inquiry load;
// - uploads: ten concurrent 50 MB admin uploads;
// - cold: a deploy or a cache flush. A fresh instance with an empty page cache (Redis flushed, a new
//   process) is sent every sitemap URL, COLD_CONCURRENCY at a time; its peak RSS (sampled every
//   100 ms), its RSS right after and COLD_SETTLE_S later, the V8 heap and external memory at their
//   highest (/metrics every second), and the load average. `PHASES=cold` takes a few minutes.
// Not a test: it prints the curves and figures.
// It starts the production shape itself (tests/scale/cluster.ts: PostgreSQL, Redis, an S3-protocol
// server and one instance of the standalone build, which must exist:
// `NEXT_DIST_DIR=.next-standalone npm run build`, or after `npm test`):
//   npx tsx bench/soak.ts        (PRODUCTION_BUILD_DIR picks another build folder, e.g. an older one to compare)
//   PHASES=cold npx tsx bench/soak.ts
// Environment: SOAK_S (600), SAMPLE_S (10), CONNECTIONS (8, page load), PAGES (=sitemap: all pages), INQUIRY_CONCURRENCY (2),
// UPLOADS (10), UPLOAD_MB (50), INSTANCE_ENV (extra variables for the instance, to compare settings:
// INSTANCE_ENV='MALLOC_ARENA_MAX=8 MALLOC_MMAP_THRESHOLD_= NODE_OPTIONS=--max-old-space-size=512';
// NAME= unsets what the Dockerfile sets). Targets: max RSS < 512 MiB, flat over the last 5 minutes
// (|slope| < 2 MiB/min). It prints RSS, the V8 heap and GC time every SAMPLE_S, the same per minute,
// page latency, and a verdict.
// Cold phase: COLD_CONCURRENCY (4,8: a deploy's, and twice that), COLD_VARIANTS (settings to compare
// side by side, in INSTANCE_ENV's form, separated by `;`; an empty one is the build as it is, e.g.
// COLD_VARIANTS='NODE_OPTIONS= PAGE_RENDER_CONCURRENCY=64;' for without and with the heap limit and
// the render queue), COLD_ROUNDS (1: the variants take turns, round after round, so that the
// machine's load falls on each alike), COLD_SETTLE_S (30). Target: peak RSS < 512 MiB. What the
// memory is: NODE_OPTIONS=--import=<a file> preloads a module into the instance (e.g. one that logs
// process.memoryUsage() and v8.getHeapSpaceStatistics(); --trace-gc is not allowed in NODE_OPTIONS).
// The load generator shares this machine's cores with the instance: the load average is printed.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { operatorHeaders } from '../tests/production/harness'
import { startCluster, staffAuthorization } from '../tests/scale/cluster'
import { rssOf, watchPeakRss } from '../tests/support/process-memory'

const soakSeconds = Number(process.env.SOAK_S || 600)
const sampleSeconds = Number(process.env.SAMPLE_S || 10)
const connections = Number(process.env.CONNECTIONS || 8)
const inquiryConcurrency = Number(process.env.INQUIRY_CONCURRENCY || 2)
const uploads = Number(process.env.UPLOADS || 10)
const uploadBytes = Number(process.env.UPLOAD_MB || 50) * 1024 * 1024
const phases = new Set((process.env.PHASES || 'soak,uploads,cold').split(',').map((phase) => phase.trim()))
const coldConcurrencies = (process.env.COLD_CONCURRENCY || '4,8').split(',').map(Number)
const coldRounds = Number(process.env.COLD_ROUNDS || 1)
const coldSettleSeconds = Number(process.env.COLD_SETTLE_S ?? 30)
const MiB = 1024 * 1024
const load = () => os.loadavg()[0].toFixed(2)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A JPEG of noise of about `bytes` (a phone photo's size and entropy). */
async function noisePhoto(bytes: number, seed: number): Promise<Buffer> {
  let side = 1200
  for (;;) {
    const data = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 50 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer()
    if (data.length >= bytes * 0.9) return data
    side = Math.ceil(side * Math.sqrt((bytes / data.length) * 1.02))
  }
}

/** NAME=value pairs; a value may hold spaces (NODE_OPTIONS='--a --b'): a pair starts only where NAME= does. */
function parseEnv(text: string): Record<string, string | undefined> {
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+(?=[A-Z_][A-Z0-9_]*=)/)
      .filter(Boolean)
      // NAME= (empty) removes a variable the image sets, e.g. MALLOC_MMAP_THRESHOLD_= for glibc's default.
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1) || undefined]),
  )
}
const describeEnv = (env: Record<string, string | undefined>) => JSON.stringify(env, (_, value) => value ?? '(unset)')
const instanceEnv = parseEnv(process.env.INSTANCE_ENV ?? '')
const cluster = await startCluster({ instances: 1, env: { INQUIRY_RATE_LIMIT: 'off', ...instanceEnv } })
const base = cluster.instances[0].baseUrl
/** The instance's pid now (the cold phase replaces the instance). */
const instancePid = () => cluster.instances[0].child.pid ?? 0
/** The instance's own readings (prom-client's process metrics at /metrics), in bytes; GC in seconds so far. */
async function instanceMemory(): Promise<{ heapUsed: number; heapTotal: number; external: number; gcSeconds: number }> {
  const text = await fetch(`${base}/metrics`, { headers: operatorHeaders, signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.text(),
    () => '',
  )
  const sum = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'gm'))].reduce((total, match) => total + Number(match[1]), 0)
  return {
    heapUsed: sum('clinic_nodejs_heap_size_used_bytes'),
    heapTotal: sum('clinic_nodejs_heap_size_total_bytes'),
    external: sum('clinic_nodejs_external_memory_bytes'),
    gcSeconds: sum('clinic_nodejs_gc_duration_seconds_sum'),
  }
}
const statuses = new Map<string, number>()
const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1)
/** Every page of the sitemap, as paths. */
async function sitemapPages(): Promise<string[]> {
  const text = await (await fetch(`${base}/sitemap.xml`)).text()
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** Mixed page and inquiry load for SOAK_S; RSS and the heap every SAMPLE_S. */
async function soakPhase() {
  type Point = { t: number; rss: number; heapUsed: number; heapTotal: number; external: number; gcSeconds: number; load: string }
  const pid = instancePid()
  const curve: Point[] = []
  const started = Date.now()
  const sample = async () => {
    const t = (Date.now() - started) / 1000
    const rss = rssOf(pid)
    curve.push({ t, rss, ...(await instanceMemory()), load: load() })
  }
  console.log(
    `Soak: instance on ${base} (pid ${pid}) with ${describeEnv(instanceEnv)}, RSS at start ${(rssOf(pid) / MiB).toFixed(0)} MiB, load ${load()}`,
  )
  const photos = await Promise.all([0, 1, 2].map((seed) => noisePhoto(2 * MiB, seed)))
  // PAGES=sitemap: every page of the sitemap (fills the page cache as crawlers would), else eight pages.
  const pages =
    process.env.PAGES === 'sitemap'
      ? await sitemapPages()
      : ['/', '/zakroky', '/en/faq', '/kontakt', '/de/eingriffe', '/blog', '/o-nas', '/en/procedures']
  console.log(`${pages.length} pages under load`)
  await sample()
  const sampler = setInterval(sample, sampleSeconds * 1000)
  const deadline = started + soakSeconds * 1000

  // Pages: autocannon over several pages (cached and, after saves elsewhere, rendered), gzip like a browser.
  type PageResult = {
    requests: { total: number; average: number }
    latency: { p50: number; p97_5: number; p99: number; max: number }
    non2xx: number
    errors: number
  }
  const pageLoad = new Promise<PageResult>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections,
        duration: soakSeconds,
        requests: pages.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } })),
      },
      (error: unknown, result: PageResult) => (error ? reject(error) : resolve(result)),
    ),
  )
  // Inquiries: the contact form with three 2 MB photos, and call-back requests, one after another per sender.
  let n = 0
  async function inquirySender() {
    while (Date.now() < deadline) {
      const index = n++
      const form = new FormData()
      const fields: Record<string, string> = {
        name: `Soak ${index}`,
        email: `soak-${index}@bench.example`,
        phoneNumber: '+420 777 123 456',
        message: `Soak inquiry ${index}.`,
        lang: 'cs',
        isSpam: 'false',
        isHP: 'true',
        locationUrl: `${base}/kontakt`,
      }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      for (const [i, photo] of photos.entries())
        form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`)
      try {
        const standard = await fetch(`${base}/api/v1/inquiries/standard`, { method: 'POST', body: form })
        count(`standard ${standard.status}`)
        await standard.arrayBuffer()
        const callMe = await fetch(`${base}/api/v1/inquiries/call-me`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            phoneNumber: `+420 777 ${String(100 + (index % 900))} ${String(index % 1000).padStart(3, '0')}`,
            locationUrl: '/kontakt',
            lang: 'cs',
          }),
        })
        count(`call-me ${callMe.status}`)
        await callMe.arrayBuffer()
      } catch {
        count('network error')
      }
    }
  }
  const [pageResult] = await Promise.all([pageLoad, ...Array.from({ length: inquiryConcurrency }, inquirySender)])
  clearInterval(sampler)
  await sample()

  console.log(
    `\nRSS every ${sampleSeconds} s under ${soakSeconds} s of mixed load (${connections} page connections, ${inquiryConcurrency} inquiry senders)\n`,
  )
  const mib = (bytes: number, width = 7) => (bytes / MiB).toFixed(0).padStart(width)
  console.log('|   t s | RSS MiB | heap used MiB | heap total MiB | external MiB | GC s so far | load |')
  console.log('|------:|--------:|--------------:|---------------:|-------------:|------------:|-----:|')
  for (const point of curve)
    console.log(
      `| ${point.t.toFixed(0).padStart(5)} | ${mib(point.rss)} | ${mib(point.heapUsed, 13)} | ${mib(point.heapTotal, 14)} | ${mib(point.external, 12)} | ${point.gcSeconds.toFixed(1).padStart(11)} | ${point.load} |`,
    )
  // The same curve per minute: the highest RSS and heap of each minute.
  console.log('\n| minute | max RSS MiB | max heap used MiB | load at its end |')
  console.log('|-------:|------------:|------------------:|----------------:|')
  for (let minute = 0; minute * 60 < curve.at(-1)!.t; minute++) {
    const points = curve.filter((point) => point.t >= minute * 60 && point.t < (minute + 1) * 60 + 1)
    if (!points.length) continue
    console.log(
      `| ${String(minute + 1).padStart(6)} | ${mib(Math.max(...points.map((p) => p.rss)), 11)} | ${mib(Math.max(...points.map((p) => p.heapUsed)), 17)} | ${points.at(-1)!.load.padStart(15)} |`,
    )
  }
  const max = Math.max(...curve.map((point) => point.rss))
  const lastFrom = curve.at(-1)!.t - 300
  const tail = curve.filter((point) => point.t >= lastFrom)
  // Least-squares slope of the last 5 minutes, MiB per minute.
  const mt = tail.reduce((sum, p) => sum + p.t, 0) / tail.length
  const mr = tail.reduce((sum, p) => sum + p.rss, 0) / tail.length
  const slope =
    tail.reduce((sum, p) => sum + (p.t - mt) * (p.rss - mr), 0) /
    Math.max(
      1,
      tail.reduce((sum, p) => sum + (p.t - mt) ** 2, 0),
    )
  console.log(
    `\npages: ${pageResult.requests.total} requests (${pageResult.requests.average.toFixed(0)}/s), ${pageResult.non2xx} not 2xx, ${pageResult.errors} errors; latency p50 ${pageResult.latency.p50} ms, p97.5 ${pageResult.latency.p97_5} ms, p99 ${pageResult.latency.p99} ms, max ${pageResult.latency.max} ms`,
  )
  const gcShare = (curve.at(-1)!.gcSeconds - curve[0].gcSeconds) / (curve.at(-1)!.t - curve[0].t)
  console.log(`garbage collection: ${(gcShare * 100).toFixed(1)} % of the soak's wall time`)
  console.log(`inquiries: ${[...statuses].map(([what, k]) => `${what}: ${k}`).join(', ')}`)
  console.log(`max RSS under load: ${(max / MiB).toFixed(0)} MiB (target < 512)`)
  console.log(
    `slope over the last ${Math.min(300, curve.at(-1)!.t).toFixed(0)} s: ${((slope * 60) / MiB).toFixed(2)} MiB/min (${tail.length} samples; min ${(Math.min(...tail.map((p) => p.rss)) / MiB).toFixed(0)}, max ${(Math.max(...tail.map((p) => p.rss)) / MiB).toFixed(0)} MiB)`,
  )
  // Flat: the last 5 minutes' trend adds under 2 MiB a minute (10 MiB over the 5 minutes, 2 % of the bound).
  const bounded = max < 512 * MiB
  const flat = Math.abs((slope * 60) / MiB) < 2
  console.log(
    `verdict: max RSS ${bounded ? 'under' : 'OVER'} 512 MiB; last 5 minutes ${flat ? 'flat' : 'NOT flat'} (|slope| < 2 MiB/min) → ${bounded && flat ? 'MET' : 'NOT MET'}`,
  )
}

/** Ten concurrent 50 MB uploads into the media library (over its 15 MB limit: each must be refused
 * with the size named), sampled every 100 ms. */
async function uploadPhase() {
  const pid = instancePid()
  const authorization = await staffAuthorization(base)
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
  const big = Buffer.concat([jpegStart, Buffer.alloc(uploadBytes - jpegStart.length, 7)])
  const before = rssOf(pid)
  const watch = watchPeakRss(pid)
  const answers = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ alt: `Soak ${i}` }))
      form.append('file', new Blob([new Uint8Array(big)], { type: 'image/jpeg' }), `soak-${i}.jpg`)
      const response = await fetch(`${base}/api/media`, { method: 'POST', headers: { authorization, origin: base }, body: form })
      const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
      return `${response.status} ${body.errors?.[0]?.message ?? ''}`
    }),
  )
  const peak = watch.stop()

  const mib = (bytes: number, width = 7) => (bytes / MiB).toFixed(0).padStart(width)
  const grouped = new Map<string, number>()
  for (const answer of answers) grouped.set(answer, (grouped.get(answer) ?? 0) + 1)
  console.log(
    `\n${uploads} concurrent ${(uploadBytes / MiB).toFixed(0)} MB uploads: RSS ${(before / MiB).toFixed(0)} MiB before, peak ${(peak / MiB).toFixed(0)} MiB (load ${load()})`,
  )
  for (const [answer, k] of grouped) console.log(`  ${k} × ${answer}`)
  console.log(`RSS after: ${(rssOf(pid) / MiB).toFixed(0)} MiB`)
  const after = await instanceMemory()
  console.log(`heap used ${mib(after.heapUsed, 0)} of ${mib(after.heapTotal, 0)} MiB, external ${mib(after.external, 0)} MiB`)
}

type ColdRun = {
  variant: string
  concurrency: number
  pages: number
  statuses: Map<number | string, number>
  seconds: number
  startRss: number
  peakRss: number
  afterRss: number
  settledRss: number
  heapUsed: number
  heapTotal: number
  external: number
  loadBefore: string
  loadAfter: string
}

/**
 * A deploy or a cache flush: Redis flushed, a fresh instance (with the variant's settings), every
 * sitemap URL requested `concurrency` at a time as a crawler or the first visitors would.
 */
async function coldRun(pages: string[], variant: string, concurrency: number): Promise<ColdRun> {
  execFileSync('redis-cli', ['-u', cluster.redisUrl, 'FLUSHALL'])
  await cluster.replaceInstance(0, parseEnv(variant))
  const pid = instancePid()
  // Once its start settles (the first requests load the app).
  await sleep(2_000)
  const startRss = rssOf(pid)
  const loadBefore = load()
  const watch = watchPeakRss(pid)
  const highest = { heapUsed: 0, heapTotal: 0, external: 0 }
  const heapSampler = setInterval(async () => {
    const memory = await instanceMemory()
    for (const key of ['heapUsed', 'heapTotal', 'external'] as const) highest[key] = Math.max(highest[key], memory[key])
  }, 1_000)
  const statuses = new Map<number | string, number>()
  const started = Date.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pages.length) {
        const path = pages[next++]
        const status = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(120_000) }).then(
          async (response) => {
            await response.arrayBuffer()
            return response.status
          },
          (error: Error) => error.name,
        )
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const peakRss = watch.stop()
  clearInterval(heapSampler)
  const afterRss = rssOf(pid)
  const loadAfter = load()
  await sleep(coldSettleSeconds * 1000)
  const settledRss = rssOf(pid)
  return {
    variant,
    concurrency,
    pages: pages.length,
    statuses,
    seconds,
    startRss,
    peakRss,
    afterRss,
    settledRss,
    ...highest,
    loadBefore,
    loadAfter,
  }
}

/** Every variant at every concurrency, COLD_ROUNDS times, the variants taking turns. */
async function coldPhase() {
  const pages = await sitemapPages()
  const variants = (process.env.COLD_VARIANTS ?? '').split(';').map((variant) => variant.trim())
  console.log(
    `\nCold start: ${pages.length} sitemap pages from an empty page cache, ${coldConcurrencies.join(' and ')} at a time; variants ${variants.map((v) => v || '(as built)').join(' | ')}; ${coldRounds} round(s)`,
  )
  const runs: ColdRun[] = []
  for (let round = 1; round <= coldRounds; round++)
    for (const concurrency of coldConcurrencies)
      for (const variant of variants) {
        const run = await coldRun(pages, variant, concurrency)
        runs.push(run)
        console.log(
          `  round ${round}, ${concurrency} at a time, ${variant || '(as built)'}: peak ${(run.peakRss / MiB).toFixed(0)} MiB in ${run.seconds.toFixed(0)} s (load ${run.loadBefore} → ${run.loadAfter})`,
        )
      }
  const mib = (bytes: number) => (bytes / MiB).toFixed(0)
  console.log(
    `\n| variant | at a time | pages (status × count) | s | RSS at start | peak RSS | RSS right after | RSS ${coldSettleSeconds} s later | max heap used / total | max external | load before → after |`,
  )
  console.log('|---|--:|---|--:|--:|--:|--:|--:|--:|--:|---|')
  for (const run of runs)
    console.log(
      `| ${run.variant || '(as built)'} | ${run.concurrency} | ${[...run.statuses].map(([status, k]) => `${status} × ${k}`).join(', ')} | ${run.seconds.toFixed(0)} | ${mib(run.startRss)} | **${mib(run.peakRss)}** | ${mib(run.afterRss)} | ${mib(run.settledRss)} | ${mib(run.heapUsed)} / ${mib(run.heapTotal)} | ${mib(run.external)} | ${run.loadBefore} → ${run.loadAfter} |`,
    )
  for (const variant of variants) {
    const worst = Math.max(...runs.filter((run) => run.variant === variant).map((run) => run.peakRss))
    console.log(
      `cold start, ${variant || '(as built)'}: highest peak RSS ${mib(worst)} MiB (target < 512): ${worst < 512 * MiB ? 'MET' : 'NOT MET'}`,
    )
  }
}

try {
  if (phases.has('soak')) await soakPhase()
  if (phases.has('uploads')) await uploadPhase()
  if (phases.has('cold')) await coldPhase()
} finally {
  await cluster.stop()
}
