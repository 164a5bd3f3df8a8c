// What V8's compile hint on React's and Next's bootstrap scripts is worth (scripts/lib/compile-hints.mjs;
// not a test: it prints figures). Lighthouse mobile on each page through two small proxies, interleaved:
// one passes the build's scripts as they are, the other takes the hint off them; nothing else differs
// (both decode and encode the scripts again the way the site encoded them, and keep them in memory, so
// both sides wait the same). Median of RUNS per side.
//   BASE_URL=http://localhost:3000 node bench/compile-hints.mjs   (RUNS: 5, LOCALES, PAGES: home,contact,
//   PROXY_PORT: the first proxy's port, the site's port + 2000; the second one's is the next)
// Starts nothing but the proxy: point it at a running production server (bench/README.md).
import os from 'node:os'
import { compileHint } from '../scripts/lib/compile-hints.mjs'
import { baseUrl, launchChrome, median, runLighthouse, score, selectedPages } from './lib/pages.mjs'
import { rewritingProxy } from './lib/rewriting-proxy.mjs'

const runs = Number(process.env.RUNS || 5)
if (!(runs >= 1)) throw new Error(`RUNS must be 1 or more, not ${process.env.RUNS}`)
const site = new URL(baseUrl)
const proxyPort = Number(process.env.PROXY_PORT || Number(site.port || 80) + 2000)
const isBuildScript = (request, answer) =>
  request.method === 'GET' && answer.statusCode === 200 && /^\/_next\/static\/chunks\/[^?]+\.js(\?|$)/.test(request.url)
const withoutHint = (text) => (text.startsWith(compileHint) ? text.slice(compileHint.length) : text)
const proxies = [
  ['with hint', proxyPort, (text) => text],
  ['without', proxyPort + 1, withoutHint],
].map(([name, port, rewrite]) => ({
  name,
  url: `http://localhost:${port}`,
  port,
  ...rewritingProxy(site, (request, answer) => (isBuildScript(request, answer) ? rewrite : null), { immutable: true }),
}))
for (const { server, port } of proxies) {
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, 'localhost', resolve))
}

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')
const sides = proxies.map(({ name, url }) => [name, url])
const rows = []
console.log(`Lighthouse mobile, performance, ${runs} interleaved runs per side; load at the start ${load()}`)
try {
  for await (const { locale, kind, pagePath } of selectedPages('home,contact')) {
    const figures = Object.fromEntries(sides.map(([name]) => [name, []]))
    for (let run = 0; run < runs; run++) {
      for (const [name, origin] of run % 2 ? [...sides].reverse() : sides) {
        const chrome = await launchChrome()
        try {
          const lhr = await runLighthouse(`${origin}${pagePath}`, chrome.port, ['performance'])
          figures[name].push({
            performance: score(lhr, 'performance'),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
          })
        } finally {
          await chrome.kill()
        }
      }
    }
    const summary = (name) => {
      const list = figures[name]
      return `${median(list.map((f) => f.performance))} (${list.map((f) => f.performance).join(',')}) / ${Math.round(median(list.map((f) => f.lcp)))} / ${Math.round(median(list.map((f) => f.tbt)))}`
    }
    rows.push(`| ${locale} ${kind} | ${summary('with hint')} | ${summary('without')} | ${load()} |`)
    console.log(rows.at(-1))
  }
} finally {
  for (const proxy of proxies) proxy.close()
}
console.log('\n| page | with hint: perf (runs) / LCP ms / TBT ms | without | load 1/5/15 min |\n| --- | --- | --- | --- |')
for (const row of rows) console.log(row)
