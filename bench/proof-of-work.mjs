// How long the flood's proof of work (src/features/inquiries/proof-of-work/challenge.ts) takes to solve: in Node (as the
// tests solve it) and in Chromium with altcha-lib's own browser code (WebCrypto PBKDF2), in one and
// two Web Workers and on the main thread, at full speed and with the CPU slowed 4× through the
// DevTools protocol (Lighthouse's phone). Not a test: `node bench/proof-of-work.mjs` (RUNS=10).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.env.RUNS || 10)

// The difficulty as the server sets it (one source of truth: the module itself).
const source = readFileSync(path.join(root, 'src/features/inquiries/proof-of-work/challenge.ts'), 'utf8')
const match = /proofOfWorkDifficulty = \{ cost: (\d+), counterMin: (\d+), counterMax: (\d+) \}/.exec(source)
if (!match) throw new Error('proofOfWorkDifficulty not found in src/features/inquiries/proof-of-work/challenge.ts')
const [cost, counterMin, counterMax] = match.slice(1).map(Number)

const challenges = await Promise.all(
  Array.from({ length: runs }, () =>
    createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      hmacSignatureSecret: 'bench',
      hmacKeySignatureSecret: 'bench-key',
    }),
  ),
)

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length
  return `mean ${Math.round(mean)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)])}, max ${Math.round(sorted.at(-1))}`
}

console.log(`PBKDF2-SHA-256, cost ${cost}, counter ${counterMin}–${counterMax}, ${runs} challenges`)
const nodeTimes = []
for (const challenge of challenges) {
  const started = performance.now()
  await solveChallenge({ challenge, deriveKey })
  nodeTimes.push(performance.now() - started)
}
console.log(`Node ${process.version}, one thread: ${summary(nodeTimes)}`)

// altcha-lib's browser files, served as they are, and a page without a CSP.
const altcha = path.join(root, 'node_modules/altcha-lib/dist/esm/v2')
const files = {
  '/': ['text/html', '<!doctype html><title>pow</title>'],
  '/worker.js': [
    'text/javascript',
    "import { deriveKey } from '/altcha/algorithms/web/pbkdf2.js'\nimport { handler } from '/altcha/workers/shared.js'\nhandler({ deriveKey })\n",
  ],
}
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const known = files[url.pathname]
  if (known) return response.writeHead(200, { 'content-type': known[0] }).end(known[1])
  if (url.pathname.startsWith('/altcha/')) {
    const file = path.join(altcha, path.normalize(url.pathname.slice('/altcha/'.length)))
    if (file.startsWith(altcha)) {
      try {
        return response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file))
      } catch {}
    }
  }
  response.writeHead(404).end()
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://localhost:${server.address().port}`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const version = browser.version()
try {
  for (const rate of [1, 4]) {
    const page = await browser.newPage()
    await page.goto(origin)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    for (const mode of ['1 worker', '2 workers', 'main thread']) {
      const times = await page.evaluate(
        async ({ challenges, mode }) => {
          const { solveChallenge, solveChallengeWorkers } = await import('/altcha/pow.js')
          const { deriveKey } = await import('/altcha/algorithms/web/pbkdf2.js')
          const times = []
          for (const challenge of challenges) {
            const started = performance.now()
            if (mode === 'main thread') await solveChallenge({ challenge, deriveKey })
            else
              await solveChallengeWorkers({
                challenge,
                concurrency: mode === '1 worker' ? 1 : 2,
                createWorker: () => new Worker('/worker.js', { type: 'module' }),
              })
            times.push(performance.now() - started)
          }
          return times
        },
        { challenges, mode },
      )
      console.log(`Chromium ${version}, CPU ${rate}× slower, ${mode}: ${summary(times)}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  server.close()
}
