/**
 * The production shape on one machine, for the multi-instance test and bench/scale-out.ts:
 * PostgreSQL (Debian's, scripts/postgres-server.sh), Redis (Debian's redis-server), an S3-protocol
 * server (s3rver), an SMTP peer per instance (smtp-server; they record every message with its
 * Message-ID), demo content seeded once into PostgreSQL and the buckets, and N instances of the
 * image's standalone folder started with the Dockerfile's CMD on their own loopback ports and
 * their own (empty) data folders: nothing an instance stores may live only on its own disk.
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from '../faults/harness'
import { dataFolder, type DataFolder, type ImageServer, root, startImage, staff } from '../production/harness'
import { type HoldingSmtpPeer, startHoldingSmtpPeer } from '../support/holding-smtp-peer'
import { startRedisServer } from '../support/redis-server'
import { startS3Server } from '../support/s3-server'
import { passSecondFactorOver } from '../support/second-factor'

const execFileAsync = promisify(execFile)

export type Mail = { instance: string; messageId: string; text: string }

export type Cluster = {
  /** What every instance shares: DATABASE_URL, REDIS_URL and the S3_* variables. */
  env: Record<string, string>
  databaseUrl: string
  redisUrl: string
  instances: ImageServer[]
  peers: HoldingSmtpPeer[]
  mails: Mail[]
  /** Resolves when any instance starts handing an e-mail to its SMTP peer. */
  nextSend(): Promise<string>
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>
  /**
   * A deploy's step for instance `index`: SIGTERM (the drain, then the stop) and, once it has exited,
   * the same build started again on the same port and data folder (with `env` added, e.g. a setting
   * to compare: bench/soak.ts); resolves when it answers.
   */
  replaceInstance(index: number, env?: Record<string, string | undefined>): Promise<{ stoppedMs: number; startedMs: number }>
  /** Stops PostgreSQL, keeping its data (an outage); resumeDatabase() starts it again. */
  pauseDatabase(): Promise<void>
  resumeDatabase(): Promise<void>
  /** The S3 server answers every request 503 (an outage) until called again with false. */
  setStorageUnavailable(unavailable: boolean): void
  stop(): Promise<void>
}

export async function startCluster({ instances = 2, jobLeaseSeconds = 15, env = {} as Record<string, string> } = {}): Promise<Cluster> {
  const pgPort = await freePort()
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-scale-pg-'))
  const pgEnv = { ...process.env, PGPORT: String(pgPort), PGDATA_DIR: pgDir }
  const databaseUrl =
    execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start'], { env: pgEnv }).toString().trim().split('\n').at(-1) ?? ''
  const redis = await startRedisServer()
  const s3 = await startS3Server({ publicBucket: 'clinic-media', privateBucket: 'clinic-inquiry-photos' })
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    ...s3.env,
    JOB_LEASE_SECONDS: String(jobLeaseSeconds),
    INQUIRY_NOTIFY_TO: 'recepce@clinic.example',
    ...env,
  }

  // Demo content into PostgreSQL and the buckets, once, through the demo's own seeding step.
  const seedDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-scale-seed-'))
  // Not execFileSync: the S3 server runs in this process and must answer the seed's uploads.
  await execFileAsync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/cms/prepare.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...shared,
      SITE_MODE: 'demo',
      DATA_DIR: seedDir,
      PAYLOAD_SECRET: 'scale-suite-secret-0123456789abcdefgh',
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
    },
    maxBuffer: 64 * 1024 * 1024,
  })

  const instanceEnv = (peer: HoldingSmtpPeer) => ({
    ...shared,
    SMTP_URL: peer.url,
    PAYLOAD_SECRET: 'scale-suite-secret-0123456789abcdefgh',
  })
  const mails: Mail[] = []
  let sendWaiters: Array<(instance: string) => void> = []
  const peers: HoldingSmtpPeer[] = []
  const folders: DataFolder[] = []
  const servers: ImageServer[] = []
  for (let i = 0; i < instances; i++) {
    const name = String.fromCharCode(65 + i)
    const peer = await startHoldingSmtpPeer({
      onData: () => {
        for (const resolve of sendWaiters) resolve(name)
        sendWaiters = []
      },
      onAccepted: (text) => mails.push({ instance: name, messageId: text.match(/^Message-ID: (.+)$/im)?.[1]?.trim() ?? '', text }),
    })
    peers.push(peer)
    const folder = dataFolder({ empty: true })
    folders.push(folder)
    servers.push(await startImage(folder, instanceEnv(peer), { ownCopy: true }))
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // An idle connection cut by pauseDatabase() is an 'error' event: without a listener it would end the test run.
  pool.on('error', () => {})
  return {
    env: shared,
    databaseUrl,
    redisUrl: redis.url,
    instances: servers,
    peers,
    mails,
    nextSend: () => new Promise((resolve) => sendWaiters.push(resolve)),
    async replaceInstance(index, env = {}) {
      const old = servers[index]
      const stopping = Date.now()
      await old.stop()
      const stoppedMs = Date.now() - stopping
      const starting = Date.now()
      servers[index] = await startImage(folders[index], { ...instanceEnv(peers[index]), ...env }, { ownCopy: true, port: old.port })
      return { stoppedMs, startedMs: Date.now() - starting }
    },
    query: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[],
    pauseDatabase: async () => {
      await execFileAsync(path.join(root, 'scripts/postgres-server.sh'), ['pause'], { env: pgEnv })
    },
    resumeDatabase: async () => {
      await execFileAsync(path.join(root, 'scripts/postgres-server.sh'), ['resume'], { env: pgEnv })
    },
    setStorageUnavailable: (unavailable) => s3.setUnavailable(unavailable),
    async stop() {
      await Promise.all(servers.map((server) => server.stop()))
      await pool.end()
      await Promise.all(peers.map((peer) => peer.close()))
      await s3.stop()
      await redis.stop()
      execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'], { env: pgEnv })
      for (const folder of [...folders]) folder.dispose()
      rmSync(seedDir, { recursive: true, force: true })
      rmSync(pgDir, { recursive: true, force: true })
    },
  }
}

/** Logs the seeded staff admin in over an instance's REST API; the Authorization header value. */
export async function staffAuthorization(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(staff),
  })
  const token = ((await response.json()) as { token?: string }).token
  if (response.status !== 200 || !token) throw new Error(`Staff login on ${baseUrl} failed: ${response.status}`)
  // Production: the admin passes the second factor before anything else.
  await passSecondFactorOver(baseUrl, `JWT ${token}`, staff.email)
  return `JWT ${token}`
}
