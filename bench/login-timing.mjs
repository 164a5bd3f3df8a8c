// Login timing (not a test: it prints figures). Does a failed login take as long for an unknown
// e-mail as for a wrong password? Starts nothing: point it at a running server, e.g.
//   npm start                                    # in one shell
//   node bench/login-timing.mjs                  # in another
// Environment: BASE_URL (http://localhost:3000), ADMIN_EMAIL (an existing account, the demo admin
// by default), ROUNDS (30). Each round sends one login with an unknown e-mail and one with a wrong
// password for ADMIN_EMAIL, in alternating order, and prints the medians and their ratio (the goal
// is 0.8–1.2) and the load average. Failed logins are throttled per client address (5 per
// address and e-mail, 20 per address in 15 minutes), so against a loopback BASE_URL every round
// comes from its own local address (127.0.0.2, 127.0.0.3, …: Linux answers the whole 127/8);
// elsewhere set PAUSE_MS to space the rounds out, or expect 429s after a few rounds.
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import { performance } from 'node:perf_hooks'

const baseUrl = new URL(process.env.BASE_URL || 'http://localhost:3000')
const knownEmail = process.env.ADMIN_EMAIL || 'admin@aurelia-clinic.example'
const rounds = Number(process.env.ROUNDS || 30)
const pauseMs = Number(process.env.PAUSE_MS || 0)
const loopback = ['localhost', '127.0.0.1'].includes(baseUrl.hostname)

/** One login from local address `from` (loopback only); resolves with status, body and milliseconds. */
function login(email, from) {
  const body = JSON.stringify({ email, password: 'not-the-password-1' })
  const client = baseUrl.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = client.request(
      new URL('/api/users/login', baseUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        // An IPv4 local address needs an IPv4 peer: localhost may resolve to ::1 first.
        ...(loopback ? { localAddress: from, family: 4 } : {}),
        agent: false,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const localAddress = (round) => `127.0.${Math.floor(round / 250)}.${2 + (round % 250)}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

if (!loopback)
  console.log(`BASE_URL is not loopback: all rounds come from this machine's address${pauseMs ? `, ${pauseMs} ms apart` : ''}.`)
console.log(`Login timing against ${baseUrl.origin}, ${rounds} rounds; load average before: ${loadAverage()} (${os.cpus().length} CPUs)`)

// Warm-up (first compilation of the route, Payload's start), not counted.
await login(`warm-up@bench.example`, '127.0.9.1')
await login(knownEmail, '127.0.9.1')

const times = { unknown: [], wrong: [] }
const answers = { unknown: new Set(), wrong: new Set() }
for (let round = 0; round < rounds; round++) {
  const from = localAddress(round)
  const order = round % 2 ? ['wrong', 'unknown'] : ['unknown', 'wrong']
  for (const kind of order) {
    const answer = await login(kind === 'unknown' ? `nobody-${round}@bench.example` : knownEmail, from)
    if (answer.status === 429) {
      console.error(`Round ${round + 1}: throttled (429) — use a loopback BASE_URL or a larger PAUSE_MS.`)
      process.exit(1)
    }
    times[kind].push(answer.ms)
    answers[kind].add(`${answer.status} ${answer.body}`)
  }
  if (pauseMs) await sleep(pauseMs)
}

const unknown = median(times.unknown)
const wrong = median(times.wrong)
console.log(`median unknown e-mail:  ${unknown.toFixed(1)} ms`)
console.log(`median wrong password:  ${wrong.toFixed(1)} ms`)
console.log(`ratio unknown / wrong:  ${(unknown / wrong).toFixed(3)}`)
const same = answers.unknown.size === 1 && answers.wrong.size === 1 && [...answers.unknown][0] === [...answers.wrong][0]
const distinct = [...new Set([...answers.unknown, ...answers.wrong])]
console.log(`same status and body:   ${same ? 'yes' : 'NO'} (${distinct.map((answer) => answer.slice(0, 100)).join(' | ')})`)
console.log(`load average after:     ${loadAverage()}`)
