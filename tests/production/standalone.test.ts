/**
 * The container image's contents, proven without Docker: the standalone folder of `npm run build`,
 * copied alone into a temporary directory, started with the Dockerfile's CMD and ENV, answers
 * health, readiness, pages, static files and the admin, on a production database.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Database } from '../faults/harness'
import { expectDemoClaims } from './empty-installation'
import {
  buildDir,
  dataFolder,
  type DataFolder,
  dockerfileRuntime,
  type ImageServer,
  imageDir,
  jsonLines,
  operatorHeaders,
  startImage,
} from './harness'

/** script-src of a page's policy must name each inline script of that page by hash, and allow no inline script otherwise. */
function expectInlineScriptsHashed(policy: string | null, html: string, url: string) {
  // One policy (a second header would come joined with a comma, and both would be enforced).
  expect(policy, url).toBeTruthy()
  expect(policy, url).not.toContain(',')
  const scriptSrc = policy!.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? ''
  expect(scriptSrc, url).not.toContain("'unsafe-inline'")
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
  expect(inline.length, `${url} has inline scripts`).toBeGreaterThan(2)
  for (const [, text] of inline) expect(scriptSrc, url).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('the image folder', () => {
  it('holds the server, its traced dependencies, the build and public files only: no source, data, database or secrets', () => {
    const dir = imageDir()
    expect(readdirSync(dir).sort()).toEqual([buildDir, 'node_modules', 'package.json', 'public', 'src'].sort())
    expect(readdirSync(path.join(dir, 'src'))).toEqual(['platform'])
    expect(readdirSync(path.join(dir, 'src/platform')).sort()).toEqual(['cache', 'metrics.mjs', 'public-paths.mjs', 'server'])
    const files = filesUnder(dir).map((file) => path.relative(dir, file))
    expect(
      files.filter((file) => /\.(db|sqlite3?)(-wal|-shm)?$/.test(file) || /(^|\/)\.env/.test(file) || file.includes('.payload-secret')),
    ).toEqual([])
    expect(files.some((file) => file.startsWith('node_modules/next/'))).toBe(true)
    expect(
      files.some(
        (file) =>
          file.startsWith('node_modules/typescript/') ||
          file.startsWith('node_modules/vitest/') ||
          file.startsWith('node_modules/@playwright/'),
      ),
    ).toBe(false)
    const { cmd } = dockerfileRuntime()
    expect(existsSync(path.join(dir, cmd[cmd.length - 1]))).toBe(true)
    const bytes = Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0])
    console.log(
      `[production] image folder (the standalone build): ${(bytes / 1024 / 1024).toFixed(0)} MiB in ${files.length} files, plus the node:24-slim base image`,
    )
  })
})

describe('started with the Dockerfile CMD on a production database', () => {
  let data: DataFolder
  let server: ImageServer

  beforeAll(async () => {
    data = dataFolder()
    server = await startImage(data)
    console.log(
      `[production] the built server answered /api/health ${server.startMs} ms after it was started (load average ${os.loadavg()[0].toFixed(2)})`,
    )
  })
  afterAll(async () => {
    await server?.stop()
    data?.dispose()
  })

  it('answers liveness, never cached; the build id and uptime only to the operator', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    const operator = await fetch(`${server.baseUrl}/api/health`, { headers: operatorHeaders })
    const body = (await operator.json()) as { status: string; build: string; uptimeSeconds: number }
    expect(body.status).toBe('ok')
    expect(body.build).toBe(readFileSync(path.join(imageDir(), buildDir, 'BUILD_ID'), 'utf8').trim())
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('is ready: database reachable and migrated, upload storage writable', async () => {
    const response = await fetch(`${server.baseUrl}/api/health/ready`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ready' })
    expect(response.status).toBe(200)
    const operator = await fetch(`${server.baseUrl}/api/health/ready`, { headers: operatorHeaders })
    expect(await operator.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', storage: 'ok' } })
  })

  it('serves the pages of all three languages, their static files, public files and the admin', async () => {
    for (const [url, lang] of [
      ['/', 'cs'],
      ['/en', 'en'],
      ['/de', 'de'],
      ['/kontakt', 'cs'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${url}`)
      expect(response.status, url).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
      expectInlineScriptsHashed(response.headers.get('content-security-policy'), html, url)
      const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0]
      expect(asset, `${url} links a script`).toBeDefined()
      expect((await fetch(`${server.baseUrl}${asset}`)).status).toBe(200)
    }
    expect((await fetch(`${server.baseUrl}/icon-192.png`)).status).toBe(200)
    expect((await fetch(`${server.baseUrl}/sitemap.xml`)).status).toBe(200)
    const admin = await fetch(`${server.baseUrl}/admin/login`)
    expect(admin.status).toBe(200)
    expect(await admin.text()).toContain('<html')
  })

  // scripts/lib/compile-hints.mjs: Chromium compiles these on its background thread while they
  // download, instead of on the main thread while the page boots.
  it("sends React's and Next's bootstrap scripts with V8's compile hint first, a page's own chunks without it", async () => {
    const manifest = JSON.parse(readFileSync(path.join(imageDir(), buildDir, 'build-manifest.json'), 'utf8'))
    const bootstrap: string[] = manifest.rootMainFiles.map((file: string) => `/_next/${file}`)
    expect(bootstrap.length).toBeGreaterThan(2)
    const html = await (await fetch(`${server.baseUrl}/kontakt`)).text()
    // With the build's deployment id as a query (?dpl=…): the file is the path.
    const sources = new Map(
      [...html.matchAll(/<script src="((\/_next\/static\/chunks\/[^"?]+\.js)[^"]*)"/g)].map((match) => [match[2], match[1]]),
    )
    const scripts = [...sources.keys()]
    expect(
      bootstrap.filter((src) => !scripts.includes(src)),
      'bootstrap scripts the page does not load',
    ).toEqual([])
    expect(scripts.length).toBeGreaterThan(bootstrap.length)
    for (const src of scripts) {
      // As Chromium asks for it (brotli from our server's cache; fetch decodes it).
      const text = await (await fetch(`${server.baseUrl}${sources.get(src)}`, { headers: { 'accept-encoding': 'br' } })).text()
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(bootstrap.includes(src))
      expect(text.lastIndexOf('allFunctionsCalledOnLoad'), src).toBeLessThan(30)
    }
  })

  // The other side of the empty installation's test (empty-installation.ts): the demo's Settings make them.
  it("shows the demo's claims from its Settings: tagline, founding year, instalments, cards, free consultation, deadline", async () => {
    await expectDemoClaims(server.baseUrl)
  })
})

describe('expected refusals in the log', () => {
  let server: ImageServer
  let data: DataFolder
  beforeAll(async () => {
    data = dataFolder()
    server = await startImage(data)
  })
  afterAll(async () => {
    await server?.stop()
    data?.dispose()
  })

  it('an anonymous 403, a 401 and a missing file are logged below error level and without a stack trace', async () => {
    const refused: string[] = []
    for (const [path, status] of [
      ['/api/inquiries', 403],
      ['/api/users', 403],
      ['/api/payload-jobs/run', 401],
      ['/api/media/file/never-uploaded.jpg', 404],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`)
      expect(response.status, path).toBe(status)
      refused.push(response.headers.get('x-request-id') ?? '')
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    const lines = jsonLines(server).filter((line) => refused.includes(String(line.reqId)))
    expect(lines.length).toBeGreaterThanOrEqual(refused.length)
    for (const line of lines) {
      expect(Number(line.level), JSON.stringify(line)).toBeLessThan(50)
      expect(JSON.stringify(line)).not.toContain('stack')
    }
  })
})

describe('readiness names the failing part', () => {
  it('an empty database: live, not ready ("not migrated"), and nothing is seeded into it', async () => {
    const data = dataFolder({ empty: true })
    const server = await startImage(data)
    try {
      const anonymous = await fetch(`${server.baseUrl}/api/health/ready`)
      expect(anonymous.status).toBe(503)
      // The failing part's name, not what failed: error texts and paths are for the operator.
      expect(await anonymous.json()).toEqual({ status: 'not ready', failing: ['database'] })
      const response = await fetch(`${server.baseUrl}/api/health/ready`, { headers: operatorHeaders })
      expect(response.status).toBe(503)
      const body = (await response.json()) as { failing: string[]; checks: Record<string, string> }
      expect(body.failing).toEqual(['database'])
      expect(body.checks.database).toMatch(/^not migrated/)
      expect(body.checks.database).toContain('npm run migrate')
    } finally {
      await server.stop()
    }
    const db = new Database(data.db)
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name)
      expect(tables).not.toContain('users')
      expect(tables).not.toContain('pages')
    } finally {
      db.close()
      data.dispose()
    }
  })

  it('upload storage that cannot be written: not ready ("storage")', async () => {
    const data = dataFolder()
    // A file where the inquiry-photos folder should be: nothing can be stored there.
    execFileSync('rm', ['-rf', path.join(data.dir, 'private')])
    writeFileSync(path.join(data.dir, 'private'), 'not a folder')
    const server = await startImage(data)
    try {
      const response = await fetch(`${server.baseUrl}/api/health/ready`, { headers: operatorHeaders })
      expect(response.status).toBe(503)
      const body = (await response.json()) as { failing: string[]; checks: Record<string, string> }
      expect(body.failing).toEqual(['storage'])
      expect(body.checks.storage).toMatch(/^private\/inquiry-photos not writable/)
    } finally {
      await server.stop()
      data.dispose()
    }
  })
})
