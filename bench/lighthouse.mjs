// Lighthouse mobile over the key pages in every language (not a test: it prints figures).
// Starts nothing: point it at a running production server, e.g.
//   npm start                                        # in one shell
//   BASE_URL=http://localhost:3000 node bench/lighthouse.mjs
// Environment: BASE_URL (http://localhost:3000), RUNS (3 per page, the median is reported),
// LOCALES (cs,en,de), PAGES (home,procedures,procedure,contact,post; any key of src/routing/fixed-paths.json,
// or procedure, post, person, jobOffer: the first one its listing links to), CHROMIUM_PATH (/usr/bin/chromium),
// OUT (a JSON file for the full figures; default bench/results/lighthouse-<time>.json, git-ignored).
// Lighthouse's default mobile profile: a Moto G Power sized screen, simulated slow 4G and 4x CPU slowdown.
// Every run starts with cleared storage, so it sees what a first visitor sees: the consent banner
// (the promo popup waits until the banner is answered).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { baseUrl, launchChrome, lcpNode, median, resultsFile, runLighthouse, score, selectedPages } from './lib/pages.mjs'

const runs = Number(process.env.RUNS || 3)
const pageKinds = 'home,procedures,procedure,contact,post'
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const out = resultsFile('lighthouse')

/**
 * What keeps a category below its target in one run: for performance the metrics that score low and
 * the insights with the largest estimated savings; for the others the failing audits that count.
 */
function shortfalls(lhr) {
  const reasons = {}
  for (const category of categories) {
    const value = score(lhr, category)
    if (value === null || value >= targets[category]) continue
    const failing = []
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1)) continue
      if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue
      const savings = Object.values(audit.metricSavings ?? {}).reduce((sum, v) => sum + (v || 0), 0)
      failing.push({ id: ref.id, title: audit.title, display: audit.displayValue ?? '', weight: ref.weight, savings, score: audit.score })
    }
    failing.sort((a, b) => b.weight - a.weight || b.savings - a.savings)
    const counted = failing.filter((a) => a.weight > 0)
    const other = failing.filter((a) => a.weight === 0)
    reasons[category] = [...counted, ...other.slice(0, category === 'performance' ? 6 : 3)]
  }
  return { reasons, lcpElement: lcpNode(lhr)?.snippet ?? null }
}

const chrome = await launchChrome()
const results = []
try {
  for await (const { locale, kind, pagePath } of selectedPages(pageKinds)) {
    const lhrs = []
    for (let run = 1; run <= runs; run++) {
      const lhr = await runLighthouse(`${baseUrl}${pagePath}`, chrome.port, categories)
      lhrs.push(lhr)
      process.stderr.write(`  ${pagePath} run ${run}: performance ${score(lhr, 'performance')}\n`)
    }
    const row = { page: `${locale} ${kind}`, path: pagePath }
    for (const category of categories) row[category] = median(lhrs.map((lhr) => score(lhr, category)))
    row.lcpMs = median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue))
    row.tbtMs = median(lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue))
    row.cls = median(lhrs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue))
    row.fcpMs = median(lhrs.map((lhr) => lhr.audits['first-contentful-paint']?.numericValue))
    // The reasons are read from the run whose performance score is the median one.
    const medianRun = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor((lhrs.length - 1) / 2)]
    Object.assign(row, shortfalls(medianRun))
    row.finalUrl = medianRun.finalDisplayedUrl
    row.lighthouseVersion = medianRun.lighthouseVersion
    row.userAgent = medianRun.environment?.hostUserAgent
    results.push(row)
  }
} finally {
  await chrome.kill()
}

const fmt = (value, digits = 0) => (value === null || value === undefined ? '–' : Number(value).toFixed(digits))
console.log(`\nLighthouse ${results[0]?.lighthouseVersion} mobile, median of ${runs} runs, ${baseUrl}`)
console.log(`${results[0]?.userAgent ?? ''}\n`)
console.log('| page | path | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | FCP s |')
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const r of results) {
  console.log(
    `| ${r.page} | ${r.path} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r['best-practices'])} | ${fmt(r.seo)} | ${fmt(r.lcpMs / 1000, 2)} | ${fmt(r.tbtMs)} | ${fmt(r.cls, 3)} | ${fmt(r.fcpMs / 1000, 2)} |`,
  )
}

const short = results.filter((r) => categories.some((c) => r[c] !== null && r[c] < targets[c]))
console.log(`\nTargets: performance ≥ ${targets.performance}, accessibility, best practices and SEO = 100.`)
if (short.length === 0) console.log('Every measured page meets them.')
for (const r of short) {
  const misses = categories.filter((c) => r[c] !== null && r[c] < targets[c]).map((c) => `${c} ${r[c]}`)
  console.log(`\n${r.page} (${r.path}) falls short: ${misses.join(', ')}`)
  if (r.finalUrl && r.finalUrl !== `${baseUrl}${r.path}`) console.log(`  Lighthouse ended on ${r.finalUrl} (redirected)`)
  if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement.slice(0, 160)}`)
  for (const [category, audits] of Object.entries(r.reasons)) {
    for (const a of audits) console.log(`  [${category}] ${a.title}${a.display ? ` — ${a.display}` : ''} (${a.id})`)
  }
}

mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify({ baseUrl, runs, date: new Date().toISOString(), results }, null, 2)}\n`)
console.log(`\nFull figures: ${path.relative(process.cwd(), out)}`)
