// Site search timing (not a test: it prints figures). How long does the server take to answer a
// search, as-you-type included? Starts nothing: point it at a running server, e.g.
//   npm start                          # in one shell
//   node bench/search.mjs              # in another
// Environment: BASE_URL (http://localhost:3000), ROUNDS (30). Asks /api/search for the issue's
// queries and for every prefix a visitor typing them sends (as-you-type), ROUNDS times each, one
// request at a time, and prints per query the server's own time (its Server-Timing header:
// normalising, searching, highlighting, and the database stamp check every 2 s) and the round trip
// on loopback: median, p95 and max. The target is a server time of at most 50 ms. The first request
// builds the index (or rebuilds it after a change): printed separately.
import os from 'node:os'
import { performance } from 'node:perf_hooks'

const baseUrl = process.env.BASE_URL || 'http://localhost:3000'
const rounds = Number(process.env.ROUNDS || 30)
const targetMs = 50

const queries = [
  ['cs', 'zvetseni prsu'],
  ['cs', 'lipo'],
  ['cs', 'abdominoplastka'],
  ['cs', 'odstalych usi'],
  ['de', 'fettabsaugung'],
  ['de', 'Brustvergroesserung'],
  ['en', 'tummy tuck'],
  ['en', 'what does a consultation cost'],
]

async function ask(locale, q) {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(q)}&locale=${locale}`)
  const body = await response.json()
  const roundTrip = performance.now() - started
  if (!response.ok) throw new Error(`${response.status} for ${locale} "${q}": ${JSON.stringify(body)}`)
  const server = Number(/search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1])
  return { server, roundTrip, count: body.results.length, first: body.results[0]?.href }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9)

const cold = await ask('cs', 'botox')
console.log(`first request (builds the index if this server has none yet): server ${ms(cold.server)}, round trip ${ms(cold.roundTrip)}`)
console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, ${rounds} rounds\n`,
)
console.log(`${'query'.padEnd(36)} ${'results'.padStart(7)}  server median / p95 / max        round trip median / p95   first result`)
const allServer = []
for (const [locale, query] of queries) {
  const server = []
  const roundTrip = []
  let last
  for (let round = 0; round < rounds; round++) {
    last = await ask(locale, query)
    server.push(last.server)
    roundTrip.push(last.roundTrip)
  }
  allServer.push(...server)
  console.log(
    `${`${locale} "${query}"`.padEnd(36)} ${String(last.count).padStart(7)}  ${ms(percentile(server, 50))} /${ms(percentile(server, 95))} /${ms(Math.max(...server))}   ${ms(percentile(roundTrip, 50))} /${ms(percentile(roundTrip, 95))}   ${last.first ?? '–'}`,
  )
}
// As a visitor types: every prefix of each query, once per round.
const typing = []
for (let round = 0; round < Math.max(1, Math.floor(rounds / 5)); round++) {
  for (const [locale, query] of queries) {
    for (let length = 1; length <= query.length; length++) typing.push((await ask(locale, query.slice(0, length))).server)
  }
}
allServer.push(...typing)
console.log(
  `\nas-you-type prefixes (${typing.length} requests): server median ${ms(percentile(typing, 50))}, p95 ${ms(percentile(typing, 95))}, max ${ms(Math.max(...typing))}`,
)
const p95 = percentile(allServer, 95)
console.log(
  `all: server p95 ${ms(p95)} (target ≤ ${targetMs} ms) ${p95 <= targetMs ? 'met' : 'NOT met'}; load average ${os.loadavg()[0].toFixed(2)}`,
)
