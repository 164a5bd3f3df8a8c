// `npm test`: every test stage, in phases; the steps of one phase run side by side where they do not
// compete for the same resource (docs/test-budget.md). Ends with each step's seconds and the slowest
// test files of each runner, printed also when a stage failed.
//   npm test                  # everything
//   npm test -- e2e weight    # only the steps whose name contains one of the words
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { requireProjectNode, root, run } from './lib.mjs'
import { testChromiumPath } from './lib/chromium.mjs'
import { timingReport } from './lib/test-timings.mjs'
import { e2eDataDir } from '../tests/e2e/server-env.mjs'

requireProjectNode()

const bin = (name) => path.join(root, 'node_modules/.bin', name)
// Each runner writes its own durations here (Vitest: tests/support/file-timings-reporter.ts,
// Playwright: its JSON reporter); the table at the end reads them. Not under test-results/, which
// Playwright empties when it starts.
const timingsDir = path.join(root, 'test-timings')
rmSync(timingsDir, { recursive: true, force: true })
const timingEnv = (extra = {}) => ({ ...process.env, TEST_TIMINGS_DIR: timingsDir, ...extra })
// The first phase type-checks everything (tsc); the builds of later stages need not do it again.
process.env.SKIP_BUILD_TYPECHECK = '1'

/** Installs Debian packages when running as root; otherwise stops with the command that would. */
function ensureDebianPackages(purpose, wanted) {
  const missing = wanted.filter(([, file]) => !existsSync(file)).map(([name]) => name)
  if (!missing.length) return
  if (process.getuid?.() !== 0) {
    console.error(
      `${purpose} needs Debian's ${missing.join(' and ')}: sudo apt-get install -y ${missing.join(' ')}, then run npm test again.`,
    )
    process.exit(1)
  }
  console.log(`▸ Installing Debian's ${missing.join(' and ')} for ${purpose}`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const ensureChromium = () => ensureDebianPackages('the browser tests', [['chromium-headless-shell', testChromiumPath]])
const ensurePostgres = () => ensureDebianPackages('the PostgreSQL tests', [['postgresql', '/usr/lib/postgresql']])
const ensureScaleServices = () =>
  ensureDebianPackages('the scale-out stage', [
    ['redis-server', '/usr/bin/redis-server'],
    ['postgresql', '/usr/lib/postgresql'],
    ['varnish', '/usr/sbin/varnishd'],
  ])

const vitest = (projects, { label, prefix, env, args = [] } = {}) =>
  run(bin('vitest'), ['run', ...projects.flatMap((project) => ['--project', project]), ...args], { label, prefix, env: timingEnv(env) })

/** The integration files once more on a throw-away PostgreSQL server (scripts/postgres-server.sh). */
async function integrationOnPostgres(prefix) {
  ensurePostgres()
  const url = execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start']).toString().trim().split('\n').at(-1)
  try {
    await vitest(['integration'], {
      label: 'vitest on PostgreSQL',
      prefix,
      env: { DATABASE_URL: url, TEST_TIMINGS_PROJECT: 'integration-postgres' },
    })
  } finally {
    execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'])
  }
}

/**
 * Phases run one after another. A phase is lanes side by side (each with its output's lines behind
 * its tag); a lane is steps one after another. What shares a phase was chosen by measurement
 * (docs/test-budget.md): the two integration passes fill both cores; the production build and the
 * scale-out suite, which mostly waits, run beside them. The end-to-end and production-image suites
 * time things and run alone.
 */
const phases = [
  [
    [['Type check', (prefix) => run(bin('tsc'), ['--noEmit'], { label: 'tsc', prefix })]],
    [['Lint', (prefix) => run(bin('biome'), ['check', '--error-on-warnings', '.'], { label: 'biome', prefix })]],
    [
      [
        'Dependency check',
        (prefix) => run(process.execPath, [path.join(root, 'scripts/check-dependencies.mjs')], { label: 'dependency check', prefix }),
      ],
    ],
    [['Unit tests', (prefix) => vitest(['unit'], { label: 'vitest unit', prefix })]],
  ],
  [
    // Each file its own throw-away SQLite database (tests/integration/setup-env.ts) …
    [['Integration tests on SQLite', (prefix) => vitest(['integration'], { label: 'vitest on SQLite', prefix })]],
    // … and the same files on PostgreSQL: one process each, one core each.
    [['Integration tests on PostgreSQL', (prefix) => integrationOnPostgres(prefix)]],
    [
      // The production build as the container image holds it (`npm run build`) and the demo database
      // its suites copy, made once for the two suites that use it.
      [
        'Production build and demo template',
        (prefix) => run(process.execPath, [path.join(root, 'tests/production/prepare.mjs')], { label: 'production build', prefix }),
      ],
      // Two instances of that build on PostgreSQL, Redis and an S3-protocol server: a save on one
      // shown by the other, photos through the other, shared rate limits, 40 inquiries → 40 e-mails,
      // kill -9 of one instance mid-load; behind Varnish (deploy/varnish): caching, and a rolling
      // restart under load (tests/scale).
      [
        'Scale out: two instances on PostgreSQL, Redis and object storage',
        (prefix) => {
          ensureScaleServices()
          // Its three files side by side: each starts its own servers on free ports and folders
          // (tests/scale/cluster.ts) and mostly waits on them (930 s one after another, 384 s together).
          return vitest(['scale'], {
            label: 'scale-out suite',
            prefix,
            env: { PRODUCTION_REUSE_BUILD: '1' },
            args: ['--fileParallelism', '--maxWorkers=3'],
          })
        },
      ],
    ],
  ],
  [
    [
      [
        'End-to-end tests (production build, Chromium)',
        async () => {
          ensureChromium()
          // A fresh database for every run: the server seeds it and builds from it.
          rmSync(path.join(root, e2eDataDir), { recursive: true, force: true })
          await run(bin('playwright'), ['test'], { label: 'playwright', env: timingEnv() })
          // The build stays in $E2E_DIST_DIR (.next-e2e): the fault suite serves it, the weight check weighs it.
        },
      ],
    ],
  ],
  [
    // The production server of that build under a full disk, a read-only database, a foreign write
    // lock, concurrent password resets and kill -9 (tests/faults; the disk faults need root), and its
    // jobs runner publishing on schedule (tests/server).
    [
      [
        'Production server: faults and jobs',
        (prefix) => {
          ensureChromium() // a visitor's browser under a fault
          // One file at a time: two at a time, the Settings save of tests/server/precise-invalidation.test.ts
          // left one page of 254 cached in two CI runs out of two (alone it never did; docs/test-budget.md).
          return vitest(['server'], { label: 'production server suite', prefix })
        },
      ],
    ],
    // First-load JavaScript of every prerendered page against scripts/page-weight-budgets.json.
    [
      [
        'Page weight budgets',
        (prefix) => run(process.execPath, [path.join(root, 'scripts/page-weight.mjs')], { label: 'page weight check', prefix }),
      ],
    ],
  ],
  // The build's standalone folder copied alone and started with the Dockerfile's CMD; health and
  // readiness, the refused unsafe starts, JSON logs without personal data, and a SIGTERM during an
  // upload or a job (tests/production). Alone: its shutdown tests time a drain and a job handover,
  // which a machine busy with other suites made miss (docs/test-budget.md).
  [
    [
      [
        'Production image: standalone build, health, refusals, logs, shutdown',
        // Two files at a time, each on its own copy of the folder and a free port: alone in its phase,
        // the shutdown tests' timing holds (measured: 307 s one after another, about 210 s two at a time).
        (prefix) =>
          vitest(['production'], {
            label: 'production image suite',
            prefix,
            env: { PRODUCTION_REUSE_BUILD: '1' },
            args: ['--fileParallelism', '--maxWorkers=2'],
          }),
      ],
    ],
  ],
]

// "e2e" is short for the end-to-end step's name.
const only = process.argv.slice(2).map((word) => (word.toLowerCase() === 'e2e' ? 'end-to-end' : word.toLowerCase()))
const wanted = (name) => !only.length || only.some((word) => name.toLowerCase().includes(word))
const phaseTimes = []
const started = Date.now()
let failed = false

for (const phase of phases) {
  const lanes = phase.map((lane) => lane.filter(([name]) => wanted(name))).filter((lane) => lane.length)
  if (!lanes.length) continue
  const beside = lanes.length > 1
  const phaseStarted = Date.now()
  const stepTimes = []
  phaseTimes.push({ steps: stepTimes, seconds: 0 })
  console.log(`\n▸ ${lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join('  ‖  ')}`)
  const results = await Promise.allSettled(
    lanes.map(async (lane, index) => {
      // Side by side, each line carries its lane's tag; alone, the output is the runner's own.
      const prefix = beside ? `[${String.fromCharCode(65 + index)}]` : undefined
      for (const [name, step] of lane) {
        if (failed) return // another lane failed: its phase is the last
        if (beside) console.log(`  ${prefix} ${name}`)
        const stepStarted = Date.now()
        const record = (status) => stepTimes.push({ name, seconds: (Date.now() - stepStarted) / 1000, status })
        try {
          await step(prefix)
          record('passed')
        } catch (error) {
          record('FAILED')
          failed = true
          throw new Error(`${name}: ${error.message}`)
        }
      }
    }),
  )
  phaseTimes.at(-1).seconds = (Date.now() - phaseStarted) / 1000
  for (const result of results) if (result.status === 'rejected') console.error(`\n✗ ${result.reason.message}`)
  if (failed) break
}

const totalSeconds = (Date.now() - started) / 1000
console.log(timingReport(phaseTimes, totalSeconds, timingsDir))
console.log(`\nnpm test: ${(totalSeconds / 60).toFixed(1)} minutes in all`)
if (failed) process.exit(1)
console.log('\nAll test stages passed.')
