/**
 * The fault-injection suite's tools: the real production server on a data folder of its own,
 * visitors on different loopback addresses, faults a root user can make (a full tmpfs, an
 * immutable database file, a lock held by another process, kill -9), and the database read back
 * directly to check every receipt the server gave.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { passSecondFactorOver } from '../support/second-factor'

export const root = path.resolve(import.meta.dirname, '../..')
export const distDir = process.env.E2E_DIST_DIR || '.next-e2e'
/** A compact copy of a prepared database, made by global-setup.ts. */
export const templateDb = path.join(root, 'data/faults-template/clinic.db')
// At least 32 characters: production refuses a shorter secret (src/platform/server/run-mode.mjs).
export const secret = 'faults-suite-secret-0123456789abcdef'

const require = createRequire(import.meta.url)
type Statement = { get(...args: unknown[]): Record<string, unknown> | undefined; all(...args: unknown[]): Record<string, unknown>[] }
type LibsqlDatabase = { prepare(sql: string): Statement; exec(sql: string): void; close(): void }
export const Database: new (file: string) => LibsqlDatabase = require('libsql')

export const isRoot = process.getuid?.() === 0

// ---------- data folders and faults ----------

export type DataFolder = { dir: string; db: string; tmpfs: boolean; dispose(): void }

/** A data folder with a copy of the template database, on a tmpfs of `tmpfsMb` when asked (root only). */
export function dataFolder({ tmpfsMb }: { tmpfsMb?: number } = {}): DataFolder {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-fault-'))
  const tmpfs = Boolean(tmpfsMb)
  if (tmpfs) execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${tmpfsMb}m`, 'tmpfs', dir])
  const db = path.join(dir, 'clinic.db')
  copyFileSync(templateDb, db)
  return {
    dir,
    db,
    tmpfs,
    dispose() {
      for (const file of [db, `${db}-wal`, `${db}-shm`]) if (existsSync(file)) execFileSync('chattr', ['-i', file], { stdio: 'ignore' })
      if (tmpfs) execFileSync('umount', ['-l', dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Fills the file system of `dir` to the last byte; returns a function that frees it again. */
export function fillDisk(dir: string): () => void {
  const filler = path.join(dir, 'filler')
  for (const blockSize of ['1M', '4k']) {
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, `bs=${blockSize}`, 'oflag=append', 'conv=notrunc'], { stdio: 'ignore' })
    } catch {
      // dd stops with "No space left on device": that is the point.
    }
  }
  const free = Number(execFileSync('df', ['--output=avail', '-B1', dir]).toString().split('\n')[1])
  if (free > 64 * 1024) throw new Error(`The disk under ${dir} still has ${free} bytes free.`)
  return () => rmSync(filler, { force: true })
}

/** Makes the database files immutable (chattr +i: even root cannot write); returns the undo. */
export function makeImmutable(files: string[]): () => void {
  const present = files.filter((file) => existsSync(file))
  execFileSync('chattr', ['+i', ...present])
  return () => execFileSync('chattr', ['-i', ...present])
}

/** Another process holds SQLite's write lock (BEGIN IMMEDIATE) until the returned function is called. */
export async function holdWriteLock(db: string): Promise<() => Promise<void>> {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('libsql'))})
    const db = new Database(${JSON.stringify(db)})
    db.exec('BEGIN IMMEDIATE')
    process.stdout.write('locked\\n')
    process.stdin.on('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0) })
  `
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve())
    child.on('exit', (code) => reject(new Error(`The lock holder exited with ${code}`)))
  })
  return () =>
    new Promise((resolve) => {
      child.on('exit', () => resolve())
      child.stdin.write('release\n')
    })
}

// ---------- the server ----------

export type Server = { baseUrl: string; port: number; process: ChildProcess; log: string[]; stop(): Promise<void>; kill9(): Promise<void> }

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Starts the production build (the same server `npm start` runs) on `data`, and waits until it answers. */
export async function startServer(data: DataFolder, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  // FAULTS_APP_ROOT runs another checkout's build instead (to measure an older commit the same way).
  const appRoot = process.env.FAULTS_APP_ROOT ? path.resolve(process.env.FAULTS_APP_ROOT) : root
  const ownServer = path.join(appRoot, 'src/platform/server/serve.mjs')
  const command = existsSync(ownServer)
    ? [ownServer, '-p', String(port)]
    : [path.join(appRoot, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)]
  const child = spawn(process.execPath, command, {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: data.dir,
      NEXT_DIST_DIR: distDir,
      PAYLOAD_SECRET: secret,
      PAYLOAD_CONFIG_PATH: path.join(appRoot, 'src/payload.config.ts'),
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: baseUrl,
      // Test servers on loopback have no TLS; and without DATABASE_URL they run on SQLite on purpose.
      ALLOW_HTTP_SITE_URL: '1',
      SQLITE_SINGLE_BOX: '1',
      // No drain period on stop (tests stop many servers; tests/production tests the drain).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  child.stdout?.on('data', (chunk) => log.push(String(chunk)))
  child.stderr?.on('data', (chunk) => log.push(String(chunk)))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log.join('')}`)
    const answer = await send({ baseUrl, method: 'GET', path: '/robots.txt', timeoutMs: 5000 })
    if (answer.status === 200) break
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s:\n${log.join('')}`)
    await sleep(250)
  }
  return {
    baseUrl,
    port,
    process: child,
    log,
    async stop() {
      // FAULTS_VERBOSE=1 shows what the server logged (the errors behind each 503).
      if (process.env.FAULTS_VERBOSE) console.log(log.join(''))
      if (child.exitCode === null) child.kill('SIGTERM')
      await Promise.race([exited, sleep(15_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------- visitors ----------

export type Answer = {
  status: number
  body: string
  json?: Record<string, unknown>
  error?: string
  headers?: Record<string, string | string[] | undefined>
}

/** One HTTP request from a chosen loopback address (a different visitor), never throwing: a dropped connection is status 0. */
export function send({
  baseUrl,
  method = 'POST',
  path: requestPath,
  body,
  headers = {},
  from = '127.0.0.1',
  timeoutMs = 60_000,
}: {
  baseUrl: string
  method?: string
  path: string
  body?: Buffer | string
  headers?: Record<string, string>
  from?: string
  timeoutMs?: number
}): Promise<Answer> {
  const url = new URL(requestPath, baseUrl)
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        localAddress: from,
        timeout: timeoutMs,
        // A connection of its own: a kept-alive one may be closed by the server (or a proxy's idle
        // timeout) just as it is reused, a race a browser retries and this client would count as a failure.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: Record<string, unknown> | undefined
          try {
            json = JSON.parse(text)
          } catch {}
          resolve({ status: response.statusCode ?? 0, body: text, json, headers: response.headers })
        })
        response.on('error', (error) => resolve({ status: 0, body: '', error: error.message }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => resolve({ status: 0, body: '', error: error.message }))
    if (body) request.write(body)
    request.end()
  })
}

let nextVisitor = 10
/** A loopback address no earlier request of this run came from: a new visitor with fresh limits. */
export function newVisitor(): string {
  nextVisitor += 1
  return `127.0.${Math.floor(nextVisitor / 250)}.${(nextVisitor % 250) + 2}`
}

export async function jpeg(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: seed % 256, g: 90, b: 160 } } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export type Sent = { kind: 'call-me' | 'standard'; photos: number; answer: Answer; key: string }

/** A call-back request as the site's form sends it. */
export async function sendCallMe(baseUrl: string, from = newVisitor()): Promise<Sent> {
  const key = randomUUID()
  const body = JSON.stringify({ phoneNumber: '+420 777 123 456', locationUrl: `${baseUrl}/kontakt`, lang: 'cs' })
  const answer = await send({
    baseUrl,
    path: '/api/v1/inquiries/call-me',
    body,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    from,
  })
  return { kind: 'call-me', photos: 0, answer, key }
}

/** A contact-form inquiry with `photos` JPEG photos, multipart as the browser sends it. */
export async function sendInquiry(baseUrl: string, photos = 2, from = newVisitor()): Promise<Sent> {
  const key = randomUUID()
  const form = new FormData()
  for (const [name, value] of Object.entries({
    name: 'Jana Testovací',
    email: 'jana@example.com',
    phoneNumber: '+420 777 123 456',
    message: 'Dobrý den, mám dotaz na konzultaci.',
    lang: 'cs',
    isSpam: 'false',
    isHP: 'true',
    locationUrl: `${baseUrl}/kontakt`,
  }))
    form.append(name, value)
  for (let i = 0; i < photos; i++)
    form.append('images', new Blob([new Uint8Array(await jpeg(i * 37 + photos))], { type: 'image/jpeg' }), `photo-${i}.jpg`)
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const answer = await send({
    baseUrl,
    path: '/api/v1/inquiries/standard',
    body,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'idempotency-key': key },
    from,
  })
  return { kind: 'standard', photos, answer, key }
}

// ---------- staff ----------

/** The e2e database's admin (playwright.config.ts), which the template copies. */
export const admin = {
  email: process.env.FAULTS_ADMIN_EMAIL || 'admin@e2e.example',
  password: process.env.FAULTS_ADMIN_PASSWORD || 'e2e-password-1',
}

/** Logs in over REST like the admin's login form; returns the Authorization header value. */
export async function adminAuthorization(baseUrl: string): Promise<string> {
  const answer = await send({
    baseUrl,
    path: '/api/users/login',
    body: JSON.stringify(admin),
    headers: { 'content-type': 'application/json' },
  })
  const token = (answer.json as { token?: string } | undefined)?.token
  if (answer.status !== 200 || !token) throw new Error(`Admin login failed: ${answer.status} ${answer.body.slice(0, 200)}`)
  // The server runs in production mode: an admin passes the second factor before anything else.
  await passSecondFactorOver(baseUrl, `JWT ${token}`, admin.email)
  return `JWT ${token}`
}

/** An editor's save in the admin: renames the first FAQ topic (Czech); returns the answer. */
export async function renameFaqTopic(baseUrl: string, authorization: string, name: string): Promise<{ answer: Answer; id: number }> {
  const list = await send({ baseUrl, method: 'GET', path: '/api/faq-topics?limit=1&depth=0&locale=cs', headers: { authorization } })
  const id = Number((list.json as { docs?: Array<{ id: number }> } | undefined)?.docs?.[0]?.id)
  const answer = await send({
    baseUrl,
    method: 'PATCH',
    path: `/api/faq-topics/${id}?locale=cs`,
    body: JSON.stringify({ name }),
    headers: { 'content-type': 'application/json', authorization },
  })
  return { answer, id }
}

/** The FAQ topic's Czech name as the database file has it. */
export function storedFaqTopicName(data: DataFolder, id: number): string | undefined {
  const db = new Database(data.db)
  try {
    return db.prepare("SELECT name FROM faq_topics_locales WHERE _parent_id = ? AND _locale = 'cs'").get(id)?.name as string | undefined
  } finally {
    db.close()
  }
}

// ---------- what was really stored ----------

export type Tally = {
  fault: string
  sent: number
  ok: number
  stored: number
  failed5xx: number
  noAnswer: number
  other: number
  problems: string[]
}

/** Reads every 2xx receipt back from the database file and the photo folder; counts the rest. */
export function tally(fault: string, data: DataFolder, sent: Sent[]): Tally {
  const result: Tally = { fault, sent: sent.length, ok: 0, stored: 0, failed5xx: 0, noAnswer: 0, other: 0, problems: [] }
  const db = new Database(data.db)
  try {
    for (const { answer, photos, kind } of sent) {
      if (answer.status >= 500) result.failed5xx += 1
      else if (answer.status === 0) result.noAnswer += 1
      else if (answer.status < 200 || answer.status >= 300) {
        result.other += 1
        result.problems.push(`${kind}: unexpected ${answer.status} ${answer.body.slice(0, 200)}`)
      }
      if (answer.status < 200 || answer.status >= 300) continue
      result.ok += 1
      // The visitor's receipt is the random reference (no database id): the inquiry is found by it.
      const receipt = answer.json as { reference?: string } | undefined
      const row = db.prepare('SELECT id, kind FROM inquiries WHERE reference = ?').get(receipt?.reference ?? '')
      if (!row) {
        result.problems.push(`${kind}: receipt ${JSON.stringify(receipt)} was answered ${answer.status} but is not in the database`)
        continue
      }
      const files = db
        .prepare(
          "SELECT p.filename AS filename FROM inquiries_rels r JOIN inquiry_photos p ON p.id = r.inquiry_photos_id WHERE r.parent_id = ? AND r.path = 'photos'",
        )
        .all(row.id)
        .map((file) => String(file.filename))
      const onDisk = files.filter((name) => {
        const file = path.join(data.dir, 'private/inquiry-photos', name)
        return existsSync(file) && statSync(file).size > 0
      })
      if (files.length !== photos || onDisk.length !== photos) {
        result.problems.push(
          `${kind}: receipt ${receipt?.reference} has ${files.length} photo records and ${onDisk.length} files of ${photos}`,
        )
        continue
      }
      result.stored += 1
    }
  } finally {
    db.close()
  }
  console.log(
    `[faults] ${fault.padEnd(34)} sent ${String(result.sent).padStart(3)} · 2xx ${String(result.ok).padStart(3)} · stored ${String(result.stored).padStart(3)} · 5xx ${String(result.failed5xx).padStart(3)} · no answer ${String(result.noAnswer).padStart(3)}${result.other ? ` · other ${result.other}` : ''}`,
  )
  return result
}

/** After a fault clears, the next inquiry must be taken without a restart, within seconds. */
export async function firstSuccessAfter(baseUrl: string, withinMs = 10_000): Promise<{ sent: Sent[]; ms: number }> {
  const started = Date.now()
  const sent: Sent[] = []
  for (;;) {
    const attempt = await sendInquiry(baseUrl, 1)
    sent.push(attempt)
    if (attempt.answer.status === 201) return { sent, ms: Date.now() - started }
    if (Date.now() - started > withinMs) return { sent, ms: Number.POSITIVE_INFINITY }
    await sleep(500)
  }
}

export function ensureDir(dir: string) {
  mkdirSync(dir, { recursive: true })
}
