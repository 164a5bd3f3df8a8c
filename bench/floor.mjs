// Each page against its no-JavaScript floor: Lighthouse mobile on the page and on the same HTML with
// every script taken out (not a test: it prints figures). The goal (issue "Fast as its own HTML"):
// every page within 1.1x of its floor on a mid-range phone.
// Starts nothing but the floor: point it at a running production server, e.g.
//   npm start                                        # in one shell
//   BASE_URL=http://localhost:3000 node bench/floor.mjs
// The floor is a small proxy on a port of its own that serves the site's HTML without its <script>
// elements (inline and external, the inline RSC data self.__next_f.push(…) too) and without
// <link rel=preload as=script> / <link rel=modulepreload> hints, and passes every other request
// (CSS, fonts, images, /_next/image, the API) through unchanged.
// Environment: BASE_URL (http://localhost:3000), FLOOR_PORT (the site's port + 1000), RUNS (5 runs per
// page and side, interleaved; the median is reported), LOCALES (cs,en,de), PAGES (home,procedure,contact,
// post,team,about; any key of src/routing/fixed-paths.json, or procedure, post, person, jobOffer: the
// first one its listing links to), WAIT_QUIET (seconds to wait for a 1-minute load average below 1
// before a page; 0, don't wait), CHROMIUM_PATH (/usr/bin/chromium), OUT (a JSON file for the full
// figures; default bench/results/floor-<time>.json, git-ignored).
// Lighthouse's default mobile profile: a Moto G Power sized screen, simulated slow 4G and 4x CPU slowdown.
// Every run starts with cleared storage and cache, so both sides see what a first visitor sees.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'
import { baseUrl, launchChrome, lcpNode, median, resultsFile, runLighthouse, score, selectedPages } from './lib/pages.mjs'
import { rewritingProxy } from './lib/rewriting-proxy.mjs'

const runs = Number(process.env.RUNS || 5)
if (!(runs >= 1)) throw new Error(`RUNS must be 1 or more, not ${process.env.RUNS}`)
const pageKinds = 'home,procedure,contact,post,team,about'
const waitQuiet = Number(process.env.WAIT_QUIET || 0)
const site = new URL(baseUrl)
const floorPort = Number(process.env.FLOOR_PORT || Number(site.port || 80) + 1000)
const floorUrl = `http://localhost:${floorPort}`
const out = resultsFile('floor')
const goals = { lcpRatio: 1.1, tbtMs: 100, cls: 0.01, performance: 95, floorPerformance: 98, jsKiB: 160, htmlRatio: 1.3, fontsKiB: 60 }

// ---- The floor: the site's HTML without scripts ----

const scriptElements = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const linkElements = /<link\b[^>]*>/gi
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined) ?? ''
/** rel=modulepreload always fetches a script; rel=preload only with as=script. */
const preloadsScript = (rel, as) => {
  const rels = rel.toLowerCase().split(/\s+/)
  return rels.includes('modulepreload') || (rels.includes('preload') && as.toLowerCase() === 'script')
}
const isRscData = (element) => element.includes('self.__next_f')

/** The HTML without any <script> element and without the hints that fetch scripts early. */
const floorHtml = (html) =>
  html.replace(scriptElements, '').replace(linkElements, (tag) => (preloadsScript(attribute(tag, 'rel'), attribute(tag, 'as')) ? '' : tag))
/** The HTML without its inline RSC data only: what the HTML would weigh if the page did not carry itself twice. */
const htmlWithoutRsc = (html) => html.replace(scriptElements, (element) => (isRscData(element) ? '' : element))

/** The same for a Link response header: Next may announce preloads there too. */
const floorLinkHeader = (value) =>
  value
    .split(/,(?=\s*<)/)
    .filter((entry) => !preloadsScript(entry.match(/;\s*rel="?([^";]+)/i)?.[1] ?? '', entry.match(/;\s*as="?([^";]+)/i)?.[1] ?? ''))
    .join(',')

// The floor's answers: the site's, with the site's own address kept on the floor, no script
// preloads announced, and every HTML document (any status but 204 and 304) without its scripts.
function floorAnswer(request, answer, headers) {
  if (headers.location?.startsWith(site.origin)) headers.location = floorUrl + headers.location.slice(site.origin.length)
  if (headers.link) headers.link = floorLinkHeader(headers.link)
  const isHtml = String(headers['content-type']).startsWith('text/html')
  return isHtml && request.method !== 'HEAD' && answer.statusCode !== 204 && answer.statusCode !== 304 ? floorHtml : null
}

// ---- Measuring ----

const kib = (bytes) => bytes / 1024
const sum = (values) => values.reduce((total, v) => total + (v || 0), 0)

/**
 * The figures of one Lighthouse run. First load = the requests started before the load event
 * (metrics → observedLoad, unthrottled, relative to navigation start; network request times count
 * from the document request's start, the same moment to within a few ms); the whole run is kept too.
 */
function figures(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const observedLoad = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? null
  const firstLoad = requests.filter((r) => observedLoad === null || (r.networkRequestTime ?? Number.POSITIVE_INFINITY) <= observedLoad)
  const transfer = (list, type) => kib(sum(list.filter((r) => r.resourceType === type).map((r) => r.transferSize)))
  return {
    performance: score(lhr, 'performance'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    serverResponseMs: lhr.audits['server-response-time']?.numericValue ?? null,
    observedLoadMs: observedLoad,
    jsKiB: transfer(firstLoad, 'Script'),
    scripts: firstLoad.filter((r) => r.resourceType === 'Script').length,
    jsKiBWholeRun: transfer(requests, 'Script'),
    fontsKiB: transfer(firstLoad, 'Font'),
    fontsKiBWholeRun: transfer(requests, 'Font'),
    lcpElement: (({ snippet, selector, nodeLabel }) => ({ snippet, selector, nodeLabel }))(lcpNode(lhr) ?? {}),
    finalUrl: lhr.finalDisplayedUrl,
  }
}

/** The median of each figure over the runs (the snippets and addresses stay in the runs). */
const medians = (list) =>
  Object.fromEntries(
    Object.keys(list[0])
      .filter((k) => typeof list[0][k] === 'number')
      .map((k) => [k, median(list.map((f) => f[k]))]),
  )

/** The page's HTML as the site sends it (decoded), and its weight with and without the inline RSC data. */
async function htmlWeights(pagePath) {
  const fetchText = async (url) => {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return Buffer.from(await response.arrayBuffer()).toString('utf8')
  }
  const html = await fetchText(`${baseUrl}${pagePath}`)
  const floor = await fetchText(`${floorUrl}${pagePath}`)
  if (/<script\b/i.test(floor)) throw new Error(`The floor of ${pagePath} still has a <script>`)
  const bytes = (text) => Buffer.byteLength(text)
  const gzipBytes = (text) => zlib.gzipSync(text).length
  const withoutRsc = htmlWithoutRsc(html)
  return {
    bytes: bytes(html),
    withoutRscBytes: bytes(withoutRsc),
    ratio: bytes(html) / bytes(withoutRsc),
    floorBytes: bytes(floor),
    gzipBytes: gzipBytes(html),
    withoutRscGzipBytes: gzipBytes(withoutRsc),
    // Suspense boundaries React streamed into <div hidden id="S:…">: only its $RC script shows them, so the floor does not.
    hiddenBoundaries: (html.match(/<div hidden id="S:/g) ?? []).length,
  }
}

/** The load average before a page's runs; with WAIT_QUIET, first up to that long for a quiet machine. */
async function loadAtStart() {
  const first = os.loadavg()
  let waitedS = 0
  while (first[0] >= 1 && waitedS < waitQuiet && os.loadavg()[0] >= 1) {
    await sleep(5000)
    waitedS += 5
  }
  return { loadavg: os.loadavg(), busy: first[0] >= 1, firstLoadavg: first, waitedS }
}

function goalsOf(s, f, html) {
  const check = (pass, value) => ({ pass, value })
  return {
    lcp: check(s.lcpMs <= goals.lcpRatio * f.lcpMs, s.lcpMs / f.lcpMs),
    tbt: check(s.tbtMs <= f.tbtMs + goals.tbtMs, s.tbtMs - f.tbtMs),
    cls: check(s.cls <= goals.cls, s.cls),
    // Only where the floor itself scores well: otherwise the page's own HTML is what falls short.
    performance: f.performance >= goals.floorPerformance ? check(s.performance >= goals.performance, s.performance) : null,
    js: check(s.jsKiB <= goals.jsKiB, s.jsKiB),
    html: check(html.ratio <= goals.htmlRatio, html.ratio),
    fonts: check(s.fontsKiB <= goals.fontsKiB, s.fontsKiB),
  }
}

const floor = rewritingProxy(site, floorAnswer)
await new Promise((resolve, reject) => floor.server.once('error', reject).listen(floorPort, 'localhost', resolve))
const chrome = await launchChrome()
const startLoad = os.loadavg()
const results = []
try {
  for await (const { locale, kind, pagePath } of selectedPages(pageKinds)) {
    const load = await loadAtStart()
    const html = await htmlWeights(pagePath) // also the first request of each side, before any run
    const pairs = []
    for (let run = 1; run <= runs; run++) {
      // Interleaved, the first side alternating: a slow spell on the machine hits both sides.
      const order = run % 2 === 1 ? ['site', 'floor'] : ['floor', 'site']
      const pair = { order: order.join(' then ') }
      for (const side of order) {
        const lhr = await runLighthouse(`${side === 'site' ? baseUrl : floorUrl}${pagePath}`, chrome.port, ['performance'])
        pair[side] = figures(lhr)
        pair.lighthouseVersion = lhr.lighthouseVersion
        pair.userAgent = lhr.environment?.hostUserAgent
      }
      process.stderr.write(
        `  ${pagePath} run ${run} (${pair.order}): performance ${pair.site.performance} / ${pair.floor.performance}, LCP ${Math.round(pair.site.lcpMs)} / ${Math.round(pair.floor.lcpMs)} ms, load ${os.loadavg()[0].toFixed(2)}\n`,
      )
      pairs.push(pair)
    }
    const siteMedian = medians(pairs.map((p) => p.site))
    const floorMedian = medians(pairs.map((p) => p.floor))
    // The LCP element of the run whose LCP is the median one, on each side.
    const lcpOf = (side, ms) => pairs.find((p) => p[side].lcpMs === ms)?.[side].lcpElement ?? null
    results.push({
      page: `${locale} ${kind}`,
      path: pagePath,
      load: { ...load, atEnd: os.loadavg() },
      site: siteMedian,
      floor: floorMedian,
      html,
      goals: goalsOf(siteMedian, floorMedian, html),
      lcpElements: { site: lcpOf('site', siteMedian.lcpMs), floor: lcpOf('floor', floorMedian.lcpMs) },
      runs: pairs,
    })
  }
} finally {
  await chrome.kill()
  floor.close()
}

const fmt = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? '–' : Number(value).toFixed(digits))
const loadText = (load) =>
  `${load.loadavg.map((v) => v.toFixed(2)).join(' ')}${load.busy ? ' ⚠' : ''}${load.waitedS ? ` (waited ${load.waitedS} s from ${load.firstLoadavg[0].toFixed(2)})` : ''}`
const first = results[0]?.runs[0]
console.log(`\nLighthouse ${first?.lighthouseVersion} mobile, performance only, median of ${runs} interleaved runs per side`)
console.log(
  `site ${baseUrl}, floor ${floorUrl} (the same HTML without scripts); load average at the start ${startLoad.map((v) => v.toFixed(2)).join(' ')}`,
)
console.log(`${first?.userAgent ?? ''}\n`)
console.log(
  '| page | path | perf site / floor | LCP ms site / floor (×) | TBT ms site / floor (Δ) | CLS site / floor | JS KiB | fonts KiB | HTML B site / no RSC (×) | load 1/5/15 min |',
)
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
for (const r of results) {
  const { site: s, floor: f, html: h } = r
  console.log(
    `| ${r.page} | ${r.path} | ${fmt(s.performance)} / ${fmt(f.performance)} | ${fmt(s.lcpMs)} / ${fmt(f.lcpMs)} (${fmt(s.lcpMs / f.lcpMs, 2)}) | ${fmt(s.tbtMs)} / ${fmt(f.tbtMs)} (${s.tbtMs - f.tbtMs >= 0 ? '+' : ''}${fmt(s.tbtMs - f.tbtMs)}) | ${fmt(s.cls, 3)} / ${fmt(f.cls, 3)} | ${fmt(s.jsKiB, 1)} | ${fmt(s.fontsKiB, 1)} | ${h.bytes} / ${h.withoutRscBytes} (${fmt(h.ratio, 2)}) | ${loadText(r.load)} |`,
  )
}
console.log(
  `\nJS and fonts: transfer size (gzip as served) of the Script and Font requests of the site's runs that started before the load event; ` +
    'HTML: the decoded document, and the same without its inline RSC data scripts (self.__next_f). ⚠: 1-minute load average ≥ 1 when the page began.\n',
)

const verdict = (goal, text) => (goal === null ? text : `${goal.pass ? 'pass' : 'fail'} ${text}`)
console.log(
  `| page | LCP ≤ ${goals.lcpRatio}× floor | TBT ≤ floor + ${goals.tbtMs} ms | CLS ≤ ${goals.cls} | perf ≥ ${goals.performance} (floor ≥ ${goals.floorPerformance}) | JS ≤ ${goals.jsKiB} KiB | HTML ≤ ${goals.htmlRatio}× | fonts ≤ ${goals.fontsKiB} KiB | load |`,
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of results) {
  const g = r.goals
  console.log(
    `| ${r.page} | ${verdict(g.lcp, `${fmt(g.lcp.value, 2)}×`)} | ${verdict(g.tbt, `${g.tbt.value >= 0 ? '+' : ''}${fmt(g.tbt.value)} ms`)} | ${verdict(g.cls, fmt(g.cls.value, 3))} | ${verdict(g.performance, g.performance ? String(g.performance.value) : `n/a (floor ${r.floor.performance})`)} | ${verdict(g.js, fmt(g.js.value, 1))} | ${verdict(g.html, `${fmt(g.html.value, 2)}×`)} | ${verdict(g.fonts, fmt(g.fonts.value, 1))} | ${r.load.busy ? '⚠' : ''} |`,
  )
}
const checked = results.flatMap((r) => Object.values(r.goals).filter(Boolean))
console.log(`\n${checked.filter((g) => g.pass).length} of ${checked.length} checks pass over ${results.length} pages.`)
const scriptedFloors = results.filter((r) => r.floor.scripts > 0)
if (scriptedFloors.length) console.log(`Note: the floor still loaded scripts on ${scriptedFloors.map((r) => r.path).join(', ')}.`)

console.log('\nLCP element (run with the median LCP), site / floor:')
const element = (node) => (node?.selector ? node.selector.split(' > ').slice(-3).join(' > ') : '–')
for (const r of results) console.log(`- ${r.page}: ${element(r.lcpElements.site)} / ${element(r.lcpElements.floor)}`)
const hidden = results.filter((r) => r.html.hiddenBoundaries > 0)
if (hidden.length)
  console.log(
    `Streamed Suspense content the floor leaves hidden (no $RC script to reveal it): ${hidden.map((r) => `${r.path} (${r.html.hiddenBoundaries})`).join(', ')}.`,
  )

mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify({ baseUrl, floorUrl, runs, goals, date: new Date().toISOString(), startLoad, results }, null, 2)}\n`)
console.log(`\nFull figures: ${path.relative(process.cwd(), out)}`)
