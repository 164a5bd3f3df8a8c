// Shared helpers of the start and test scripts.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/**
 * The project runs on Node 24 LTS, installed by `npm install` into node_modules/.bin (the `node-linux-*`
 * packages): npm scripts find it first on PATH whatever the system's Node is. A script started
 * directly with an older system Node stops here with the way out.
 */
export function requireProjectNode() {
  const major = Number(process.versions.node.split('.')[0])
  if (major >= 24) return
  console.error(
    `This project needs Node 24; this is Node ${process.versions.node}. Run it through npm (npm start, npm test, npm run …), which uses the Node 24 that npm install put into node_modules/.bin, or install Node 24 (.nvmrc).`,
  )
  process.exit(1)
}

/** Writes a child's output line by line, each line behind `prefix` (stages that run side by side). */
function prefixLines(stream, prefix, out) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()
    for (const line of lines) out.write(`${prefix} ${line}\n`)
  })
  stream.on('end', () => {
    if (rest) out.write(`${prefix} ${rest}\n`)
  })
}

/**
 * Runs a command with inherited output, or with each line behind `prefix` when given (for stages
 * that run beside each other); rejects with a clear message when it fails.
 */
export function run(command, args, { env = process.env, label = `${command} ${args.join(' ')}`, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (prefix) {
      prefixLines(child.stdout, prefix, process.stdout)
      prefixLines(child.stderr, prefix, process.stderr)
    }
    child.on('error', reject)
    const settle = (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`))
    }
    // Piped output is complete at 'close'; a server the command left behind may hold the pipe open,
    // so the exit settles it 2 s later at the latest.
    child.on('close', settle)
    child.on('exit', (code, signal) => setTimeout(() => settle(code, signal), prefix ? 2000 : 0))
  })
}

export const payloadBin = path.join(root, 'node_modules/payload/bin.js')
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

/** PAYLOAD_SECRET from the environment, else one generated once and kept in the data folder. */
export function payloadSecret(dataDir) {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/** What the app needs in its environment to build or run against the data in `dataDir`. */
export function appEnv(dataDir, distDir) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: payloadSecret(dataDir),
    PAYLOAD_CONFIG_PATH: path.join(root, 'src/payload.config.ts'),
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

function* filesUnder(dir) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/** A fingerprint of everything a production build depends on besides the database content. */
export function sourceFingerprint(extra = '') {
  const hash = createHash('sha256')
  const inputs = [
    ...filesUnder(path.join(root, 'src')),
    ...filesUnder(path.join(root, 'public')),
    ...['next.config.ts', 'package-lock.json', 'tsconfig.json', 'package.json'].map((f) => path.join(root, f)),
  ].sort()
  for (const file of inputs) {
    if (!existsSync(file)) continue
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  hash.update(extra)
  return hash.digest('hex')
}

export function buildIsCurrent(distDir, fingerprint) {
  const stamp = path.join(root, distDir, 'clinic-build-fingerprint')
  return existsSync(path.join(root, distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint
}

export function markBuild(distDir, fingerprint) {
  writeFileSync(path.join(root, distDir, 'clinic-build-fingerprint'), fingerprint)
}

export function isFile(file) {
  return existsSync(file) && statSync(file).isFile()
}
