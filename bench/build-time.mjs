// Build time of the whole site (not a test: it prints figures): a full `next build` into a fresh
// dist folder, prerendering every page from an existing database.
//   node bench/build-time.mjs
// Environment: DATA_DIR (data: a database that `npm start` has migrated and seeded),
// BUILD_DIST_DIR (.next-buildtime, deleted before and after), KEEP=1 keeps the build.
// The build writes its dist folder into tsconfig.json's include list; this script takes it out again.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { appEnv, nextBin, root } from '../scripts/lib.mjs'

const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
const distDir = process.env.BUILD_DIST_DIR || '.next-buildtime'
if (!existsSync(path.join(dataDir, 'clinic.db')) && !process.env.DATABASE_URL) {
  console.error(`No database in ${dataDir}: run npm start once (or set DATA_DIR / DATABASE_URL).`)
  process.exit(1)
}

const tsconfigPath = path.join(root, 'tsconfig.json')
const tsconfig = readFileSync(tsconfigPath, 'utf8')
const distPath = path.join(root, distDir)
rmSync(distPath, { recursive: true, force: true })

const env = { ...appEnv(dataDir, distDir), NODE_ENV: 'production' }

const load = os.loadavg()[0]
const started = performance.now()
const code = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
    process.stdout.write(chunk)
  })
  child.on('error', reject)
  child.on('exit', (exitCode) => resolve({ exitCode, output }))
})
const seconds = (performance.now() - started) / 1000

// Next adds the dist folder's types to tsconfig.json's include list: take out only those entries.
const after = readFileSync(tsconfigPath, 'utf8')
if (after !== tsconfig) {
  const parsed = JSON.parse(after)
  parsed.include = (parsed.include ?? []).filter((entry) => !entry.startsWith(`${distDir}/`))
  writeFileSync(tsconfigPath, `${JSON.stringify(parsed, null, 2)}\n`)
}
const pages = (code.output.match(/Generating static pages[^\n]*\((\d+)\/(\d+)\)/g) ?? []).pop()
if (!process.env.KEEP) rmSync(distPath, { recursive: true, force: true })
if (code.exitCode !== 0) {
  console.error(`next build failed (exit code ${code.exitCode}) after ${seconds.toFixed(1)} s`)
  process.exit(1)
}
console.log(`\nFull next build: ${seconds.toFixed(1)} s${pages ? ` (${pages.replace(/.*\(/, '').replace(')', '')} static pages)` : ''}`)
console.log(
  `Machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; 1-min load average at start ${load.toFixed(2)}`,
)
