// `npm test`: type check, lint, unit and integration tests, then end-to-end tests in Chromium.
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { requireProjectNode, root, run } from './lib.mjs'

requireProjectNode()

const bin = (name) => path.join(root, 'node_modules/.bin', name)
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(chromium)) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`,
    )
    process.exit(1)
  }
  console.log("▸ Installing Debian's chromium for the end-to-end tests")
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** Debian's redis-server, PostgreSQL and Varnish for the scale-out stage (installed when running as root). */
function ensureScaleServices() {
  const missing = []
  if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server')
  if (!existsSync('/usr/lib/postgresql')) missing.push('postgresql')
  if (!existsSync('/usr/sbin/varnishd')) missing.push('varnish')
  if (!missing.length) return
  if (process.getuid?.() !== 0) {
    console.error(
      `The scale-out stage needs Debian's ${missing.join(' and ')}: sudo apt-get install -y ${missing.join(' ')}, then run npm test again.`,
    )
    process.exit(1)
  }
  console.log(`▸ Installing Debian's ${missing.join(' and ')} for the scale-out stage`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const stages = [
  ['Type check', () => run(bin('tsc'), ['--noEmit'], { label: 'tsc' })],
  ['Lint', () => run(bin('biome'), ['check', '--error-on-warnings', '.'], { label: 'biome' })],
  ['Dependency check', () => run(process.execPath, [path.join(root, 'scripts/check-dependencies.mjs')], { label: 'dependency check' })],
  ['Unit and integration tests', () => run(bin('vitest'), ['run', '--project', 'unit', '--project', 'integration'], { label: 'vitest' })],
  [
    'End-to-end tests (production build, Chromium)',
    async () => {
      ensureChromium()
      // A fresh database for every run: the server seeds it and builds from it.
      rmSync(path.join(root, 'data/e2e'), { recursive: true, force: true })
      await run(bin('playwright'), ['test'], { label: 'playwright' })
      // The production build stays in $E2E_DIST_DIR (.next-e2e): the next stage weighs its pages.
    },
  ],
  // The production server of that build under a full disk, a read-only database, a foreign write
  // lock, concurrent password resets and kill -9 (tests/faults; the disk faults need root), and its
  // jobs runner publishing on schedule (tests/server).
  ['Production server: faults and jobs', () => run(bin('vitest'), ['run', '--project', 'server'], { label: 'production server suite' })],
  // The production build as the container image holds it: its standalone folder copied alone and
  // started with the Dockerfile's CMD; health and readiness, the refused unsafe starts, JSON logs
  // without personal data, and a SIGTERM during an upload (tests/production).
  [
    'Production image: standalone build, health, refusals, logs, shutdown',
    () => run(bin('vitest'), ['run', '--project', 'production'], { label: 'production image suite' }),
  ],
  // Two instances of that same build on PostgreSQL, Redis and an S3-protocol server: a save on one
  // shown by the other, photos through the other, shared rate limits, 40 inquiries → 40 e-mails,
  // kill -9 of one instance mid-load; behind Varnish (deploy/varnish): caching, and a rolling
  // restart under load (tests/scale).
  [
    'Scale out: two instances on PostgreSQL, Redis and object storage',
    () => {
      ensureScaleServices()
      return run(bin('vitest'), ['run', '--project', 'scale'], {
        label: 'scale-out suite',
        env: { ...process.env, PRODUCTION_REUSE_BUILD: '1' },
      })
    },
  ],
  // First-load JavaScript of every prerendered page against scripts/page-weight-budgets.json.
  ['Page weight budgets', () => run(process.execPath, [path.join(root, 'scripts/page-weight.mjs')], { label: 'page weight check' })],
]

const only = process.argv.slice(2)
for (const [name, stage] of stages) {
  if (only.length && !only.some((word) => name.toLowerCase().includes(word))) continue
  console.log(`\n▸ ${name}`)
  try {
    await stage()
  } catch (error) {
    console.error(`\n✗ ${name}: ${error.message}`)
    process.exit(1)
  }
}
console.log('\nAll test stages passed.')
