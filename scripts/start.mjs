// `npm start`: the embedded demo. Migrate the database, seed demo content on first run, build when
// anything changed, serve. Production is another path (README, "Production"): `npm run build` once,
// `npm run migrate` as a release step, then `node src/platform/server/serve.mjs` from the build's folder.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { demoAdminEmail, demoAdminPassword } from '../src/platform/server/run-mode.mjs'
import { appEnv, buildIsCurrent, markBuild, nextBin, payloadBin, requireProjectNode, root, run, sourceFingerprint } from './lib.mjs'

requireProjectNode()

if (process.env.SITE_MODE && process.env.SITE_MODE !== 'demo') {
  console.error(
    `npm start runs the demo (demo content, a published password) and refuses SITE_MODE=${process.env.SITE_MODE}. For production: npm run build, npm run migrate, then node src/platform/server/serve.mjs in the build folder (README, "Production").`,
  )
  process.exit(1)
}

const port = process.env.PORT || '3000'
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
const adminEmail = process.env.ADMIN_EMAIL || demoAdminEmail
const adminPassword = process.env.ADMIN_PASSWORD || demoAdminPassword
mkdirSync(dataDir, { recursive: true })

const env = {
  ...appEnv(dataDir, distDir),
  SITE_MODE: 'demo',
  SITE_URL: siteUrl,
  PORT: port,
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
}

const started = Date.now()
const step = (text) => console.log(`\n▸ ${text}`)

step('Applying database migrations; demo content on an empty database')
const seedResult = path.join(dataDir, '.seed-result')
const readSeedResult = () => (existsSync(seedResult) ? JSON.parse(readFileSync(seedResult, 'utf8')) : {})
for (let attempt = 1; ; attempt++) {
  rmSync(seedResult, { force: true })
  await run(process.execPath, [payloadBin, 'run', 'src/cms/prepare.ts'], {
    env: { ...env, SEED_RESULT_FILE: seedResult },
    label: 'database preparation',
  })
  if (readSeedResult().ok) break
  // Seen once: the Payload CLI exited 0 without running the script. Never build on an unprepared database.
  if (attempt === 2) {
    console.error('The database preparation (src/cms/prepare.ts) did not complete; see the output above.')
    process.exit(1)
  }
  console.warn('The database preparation did not report back; trying once more.')
}
const seededNow = readSeedResult().created === true

// Pages are prerendered from the database: a new database needs a new build even if no source changed.
const fingerprint = sourceFingerprint(`${env.DATABASE_URL || dataDir}`)
if (!seededNow && buildIsCurrent(distDir, fingerprint) && !process.env.FORCE_BUILD) {
  step('Build is up to date')
} else {
  step('Building the site (a few minutes on the first run)')
  await run(process.execPath, [nextBin, 'build'], { env: { ...env, NODE_ENV: 'production' }, label: 'next build' })
  markBuild(distDir, fingerprint)
}

step(`Starting the server (prepared in ${((Date.now() - started) / 1000).toFixed(0)} s)`)
// Our own server around Next: it tells each visitor's address from the socket (src/platform/server/serve.mjs).
// With the image's memory settings (Dockerfile: the malloc variables and V8's heap and young
// generation; docs/decisions/0078-bounded-memory.md); variables already set in the environment win.
const server = spawn(process.execPath, ['--max-semi-space-size=8', path.join(root, 'src/platform/server/serve.mjs'), '-p', port], {
  cwd: root,
  env: {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    NODE_OPTIONS: '--max-old-space-size=320',
    ...env,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
let announced = false
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /Ready|started server/i.test(String(chunk))) {
    announced = true
    console.log(`
  Site:   ${siteUrl}/  (English ${siteUrl}/en, German ${siteUrl}/de)
  Admin:  ${siteUrl}/admin
  Login:  ${adminEmail} / ${process.env.ADMIN_PASSWORD ? '(your ADMIN_PASSWORD)' : adminPassword}
`)
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
