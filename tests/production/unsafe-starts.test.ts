/**
 * Production mode refuses the unsafe starts: no or a short PAYLOAD_SECRET, no or a plain-http SITE_URL,
 * no DATABASE_URL without SQLITE_SINGLE_BOX=1, a private bucket that answers strangers, the demo's
 * published password (in the environment or still opening a staff account), and demo content seeded
 * into a production database. Staff cannot set or use the demo password there either.
 */
import { spawnSync } from 'node:child_process'
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoAdminPassword } from '@/platform/server/run-mode.mjs'
import { Database } from '../faults/harness'
import { dataFolder, root, secret, staff, startImage } from './harness'
import { startS3Server } from '../support/s3-server'
import { passSecondFactorOver } from '../support/second-factor'

async function refusedStart(env: Record<string, string | undefined>, data = dataFolder(), alterCopy?: (folder: string) => void) {
  const server = await startImage(data, env, { waitForHealth: false, alterCopy })
  const exit = await Promise.race([server.exit, new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000))])
  const answered = await fetch(`${server.baseUrl}/api/health`).then(
    () => true,
    () => false,
  )
  if (exit === null) await server.stop()
  data.dispose()
  return { exit, answered, log: server.lines.join('\n') }
}

/** Gives the staff account the demo password, as a demo database taken live would have it. */
function giveDemoPassword(db: string, email: string) {
  const salt = randomBytes(32).toString('hex')
  const hash = `pbkdf2-sha256-v1:${pbkdf2Sync(demoAdminPassword, salt, 600_000, 32, 'sha256').toString('hex')}`
  const database = new Database(db)
  try {
    database.prepare('UPDATE users SET salt = ?, hash = ? WHERE email = ?').get(salt, hash, email)
  } finally {
    database.close()
  }
}

describe('a production server refuses to start', () => {
  it('without PAYLOAD_SECRET, naming it', async () => {
    const { exit, answered, log } = await refusedStart({ PAYLOAD_SECRET: undefined })
    expect(exit?.code).toBe(1)
    expect(answered).toBe(false)
    expect(log).toMatch(/Refusing to start: PAYLOAD_SECRET is not set/)
  })

  it('with a short PAYLOAD_SECRET, an http SITE_URL or no DATABASE_URL, each named with its fix (issue 26)', async () => {
    const refusals = [
      {
        env: { PAYLOAD_SECRET: 'x'.repeat(20) },
        message: 'Refusing to start: PAYLOAD_SECRET has 20 characters; production needs at least 32',
      },
      { env: { ALLOW_HTTP_SITE_URL: undefined }, message: 'not https. Visitors' },
      { env: { SITE_URL: undefined }, message: 'Refusing to start: SITE_URL is not set.' },
      { env: { SQLITE_SINGLE_BOX: undefined }, message: 'Refusing to start: DATABASE_URL is not set' },
      // Issue 41: a count of X-Forwarded-For entries trusted from anyone; proxies are named by address.
      // The machine's own Node (Debian's, 20 here) in place of the Node 24 the image brings.
      { env: { PATH: '/usr/bin:/bin' }, message: 'Refusing to start: this is Node v20' },
      { env: { TRUSTED_PROXY_COUNT: '1' }, message: 'Refusing to start: TRUSTED_PROXY_COUNT is no longer read' },
      {
        env: { TRUSTED_PROXIES: '127.0.0.1, varnish.internal' },
        message: 'Refusing to start: TRUSTED_PROXIES: invalid IP address: varnish.internal',
      },
    ]
    for (const { env, message } of refusals) {
      const { exit, answered, log } = await refusedStart(env)
      expect(exit?.code, log).toBe(1)
      expect(answered).toBe(false)
      expect(log).toContain(message)
    }
  })

  it("while the bucket of patients' photos answers a read without credentials, naming it and the fix (issue 26)", async () => {
    // s3rver as it ships serves anyone, as a bucket with a public-read policy would.
    const open = await startS3Server({ exposePrivateBucket: true })
    try {
      const { exit, answered, log } = await refusedStart(open.env)
      expect(exit?.code, log).toBe(1)
      expect(answered).toBe(false)
      // The log is JSON lines: the bucket's quotes are escaped there.
      expect(log).toContain('Refusing to start: S3_PRIVATE_BUCKET')
      expect(log).toContain(`${open.privateBucket}\\" answers a read without credentials`)
      expect(log).toMatch(/HTTP 404 NoSuchKey/)
      expect(log).toContain('block all public access on that bucket')
    } finally {
      await open.stop()
    }
  })

  it('with the demo password as ADMIN_PASSWORD', async () => {
    const { exit, log } = await refusedStart({ ADMIN_PASSWORD: demoAdminPassword })
    expect(exit?.code).toBe(1)
    expect(log).toContain('ADMIN_PASSWORD is the published demo password')
  })

  it('while a staff account still opens with the demo password, naming the account and the way out', async () => {
    const data = dataFolder()
    giveDemoPassword(data.db, staff.email)
    const { exit, log } = await refusedStart({}, data)
    expect(exit?.code).toBe(1)
    expect(log).toContain(`Refusing to start: ${staff.email} still opens with the demo's published password`)
    expect(log).toContain('npm run create-admin')
  })
})

describe('where an instance listens (issue 41)', () => {
  it('on loopback only unless BIND_ADDRESS says otherwise: a bare-metal instance is not reachable from the network; HSTS from an https SITE_URL', async () => {
    const networkAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address
    expect(networkAddress, 'this test needs a non-loopback IPv4 interface on the machine').toBeTruthy()
    const data = dataFolder()
    // An installation at an https address (TLS ends in front of it): HSTS on every answer (issue 40).
    const server = await startImage(data, {
      BIND_ADDRESS: undefined,
      SITE_URL: 'https://www.klinika.example',
      ALLOW_HTTP_SITE_URL: undefined,
    })
    try {
      const health = await fetch(`${server.baseUrl}/api/health`)
      expect(health.status).toBe(200)
      expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      const fromNetwork = await fetch(`http://${networkAddress}:${new URL(server.baseUrl).port}/api/health`).then(
        (response) => String(response.status),
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      )
      expect(fromNetwork).toBe('ECONNREFUSED')
    } finally {
      await server.stop()
      data.dispose()
    }
  })
})

describe('a server refuses to start on a Next.js whose internals it relies on changed', () => {
  it('names the router header that moved and the code that relies on it', async () => {
    // As a Next update renaming its RSC header would leave the image: the navigation retries would
    // never run again, silently. Only the copy's file changes, not the image.
    const headersFile = 'node_modules/next/dist/client/components/app-router-headers.js'
    const renameRscHeader = (folder: string) => {
      const file = path.join(folder, headersFile)
      const text = readFileSync(file, 'utf8')
      expect(text).toMatch(/RSC_HEADER = 'rsc'|RSC_HEADER = "rsc"/)
      writeFileSync(file, text.replace(/RSC_HEADER = (['"])rsc\1/, "RSC_HEADER = 'x-rsc'"))
    }
    const { exit, answered, log } = await refusedStart({}, dataFolder(), renameRscHeader)
    expect(exit?.code).toBe(1)
    expect(answered).toBe(false)
    expect(log).toContain("Refusing to start: this Next.js names its RSC_HEADER 'x-rsc', not 'rsc'")
    expect(log).toContain('src/components/navigation/data-load-retry.ts')
  })
})

describe('a server refuses to start on a Payload whose database adapter changed', () => {
  it("names the patch, what it relies on and the adapter's version", async () => {
    // As a Payload update renaming the adapter's open transactions would leave the image: the patch
    // that makes a failed COMMIT an error (src/platform/database/transactions.ts) would otherwise not be installed.
    // The image's server bundles hold Payload's adapter; only the copy changes.
    const renameSessions = (folder: string) => {
      let renamed = 0
      const { distDir } = JSON.parse(readFileSync(path.join(folder, 'src/platform/server/standalone.json'), 'utf8'))
      const server = path.join(folder, distDir, 'server')
      const scripts = readdirSync(server, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && entry.name.endsWith('.js'),
      )
      for (const entry of scripts) {
        const file = path.join(entry.parentPath, entry.name)
        const text = readFileSync(file, 'utf8')
        const altered = text.replaceAll('sessions:{},tableNameMap:', () => {
          renamed += 1
          return 'openSessions:{},tableNameMap:'
        })
        if (altered !== text) writeFileSync(file, altered)
      }
      expect(renamed).toBeGreaterThan(0)
    }
    const { exit, answered, log } = await refusedStart({}, dataFolder(), renameSessions)
    expect(exit?.code).toBe(1)
    expect(answered).toBe(false)
    expect(log).toMatch(
      /Refusing to start: surfaceCommitErrors \(src\/platform\/database\/transactions\.ts\) relies on its open transactions in adapter\.sessions, which @payloadcms\/db-sqlite \d+\.\d+\.\d+ no longer has/,
    )
  })
})

describe('demo content never reaches a production database', () => {
  it('`npm start` refuses SITE_MODE=production before touching any data', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'clinic-start-')), 'data')
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, SITE_MODE: 'production', DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('refuses SITE_MODE=production')
    expect(existsSync(dataDir)).toBe(false)
    rmSync(path.dirname(dataDir), { recursive: true, force: true })
  })

  it('the seeding step (src/cms/prepare.ts) refuses to run outside the demo, leaving an empty database empty', () => {
    const data = dataFolder({ empty: true })
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/cms/prepare.ts'], {
      cwd: root,
      env: { ...process.env, SITE_MODE: '', DATA_DIR: data.dir, PAYLOAD_SECRET: secret },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('runs only for the demo')
    expect(existsSync(data.db)).toBe(false)
    data.dispose()
  })
})

describe('staff and the demo password in production', () => {
  it('the password cannot be set to it, and a login with it is refused', async () => {
    const data = dataFolder()
    const server = await startImage(data)
    try {
      const headers = { 'content-type': 'application/json', origin: server.baseUrl }
      const login = await fetch(`${server.baseUrl}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(staff) })
      expect(login.status).toBe(200)
      const { token, user } = (await login.json()) as { token: string; user: { id: number } }
      await passSecondFactorOver(server.baseUrl, `JWT ${token}`, staff.email)
      const change = await fetch(`${server.baseUrl}/api/users/${user.id}`, {
        method: 'PATCH',
        headers: { ...headers, authorization: `JWT ${token}`, 'accept-language': 'en' },
        body: JSON.stringify({ password: demoAdminPassword }),
      })
      expect(change.status).toBe(400)
      expect(JSON.stringify(await change.json())).toContain('published password of the demo')
      const demoLogin = await fetch(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: staff.email, password: demoAdminPassword }),
      })
      expect(demoLogin.status).toBe(401)
      // The account still opens with its own password: nothing was changed.
      expect((await fetch(`${server.baseUrl}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(staff) })).status).toBe(200)
    } finally {
      await server.stop()
      data.dispose()
    }
  })
})
