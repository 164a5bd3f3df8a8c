/**
 * The content package's round trip (issue 25, point 3): the demo (SQLite, local files: the
 * production suite's seeded template) → `npm run content:export` → `npm run content:import` into an
 * EMPTY PostgreSQL and an S3-protocol bucket → every file in the bucket, originals and every size,
 * has the SHA-256 of the demo's file of that name → the production image started on each → every URL
 * of the sitemap answers the same status and the same <main>, the files its page points at (images
 * through the image optimizer's `url=`, sharing images, PDFs) are served with the demo's bytes, and
 * the two sitemaps are equal. Before the
 * import, an instance on that empty PostgreSQL shows no demo fact and its administrator the go-live
 * checklist's missing items (issue 25, "done when").
 *
 * What the comparison leaves out, and why (normalise()): the instances' own origins (each runs on
 * its own port and SITE_URL); the sitemap's <lastmod>, which is when a document was last saved and
 * so the time of the import on the PostgreSQL side, and for the same reason the structured data's
 * `dateModified` and `datePosted` (a job offer's creation time); database ids, which the package never carries
 * (the digits in element ids and the anchors and ARIA references to them, and in `"id"` values of
 * islands' props). Nothing else: both run the same build (same asset hashes), files are served by
 * Payload's file route on both (never a bucket URL), and the imported documents keep their file
 * names, slugs and order.
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../faults/harness'
import { expectEmptyPagesWithoutDemoFacts, expectGoLiveChecklistOfEmptySite } from '../production/empty-installation'
import { dataFolder, type DataFolder, type ImageServer, root, secret, startImage } from '../production/harness'
import { type S3TestServer, startS3Server } from '../support/s3-server'
import { bucketChecksums, checksumDifferences, folderChecksums, sha256 } from '../support/stored-file-checksums'

const execFileAsync = promisify(execFile)

let pgEnv: NodeJS.ProcessEnv
let pgDir: string
let databaseUrl: string
let s3: S3TestServer
let work: string
let demoData: DataFolder
let emptyData: DataFolder
let demo: ImageServer
let empty: ImageServer | undefined
let imported: ImageServer
let target: Record<string, string>
const admin = { email: 'spravce@klinika-nova.example', password: 'nova-klinika-heslo-2026' }
let importOutput = ''
let importSeconds = 0
const folders: DataFolder[] = []

/** The package CLI as an operator runs it (npm run content:… is `node scripts/content-package.mjs …`). */
async function contentPackage(args: string[], env: Record<string, string>) {
  // Not execFileSync: the S3 server runs in this process and must answer the import's uploads.
  return execFileAsync(process.execPath, [path.join(root, 'scripts/content-package.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, PAYLOAD_SECRET: secret, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'clinic-round-trip-'))
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-round-trip-pg-'))
  pgEnv = { ...process.env, PGPORT: String(await freePort()), PGDATA_DIR: pgDir }
  databaseUrl =
    execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start'], { env: pgEnv }).toString().trim().split('\n').at(-1) ?? ''
  s3 = await startS3Server({ publicBucket: 'clinic-media', privateBucket: 'clinic-inquiry-photos' })

  demoData = dataFolder()
  emptyData = dataFolder({ empty: true })
  folders.push(demoData, emptyData)
  const file = path.join(work, 'demo.tar.gz')
  await contentPackage(['export', file], { DATA_DIR: demoData.dir })

  target = { DATABASE_URL: databaseUrl, ...s3.env, DATA_DIR: emptyData.dir }
  // The README's release steps on the new database: migrate, first admin.
  const payloadBin = path.join(root, 'node_modules/payload/bin.js')
  const releaseEnv = { ...process.env, PAYLOAD_SECRET: secret, SITE_MODE: 'production', ...target }
  await execFileAsync(process.execPath, [payloadBin, 'migrate'], { cwd: root, env: releaseEnv, maxBuffer: 64 * 1024 * 1024 })
  await execFileAsync(process.execPath, [payloadBin, 'run', 'src/cms/create-admin.ts'], {
    cwd: root,
    env: { ...releaseEnv, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    maxBuffer: 64 * 1024 * 1024,
  })
  // A copy of its own: the pages it renders while empty must not be in the later instance's cache.
  empty = await startImage(emptyData, { DATABASE_URL: databaseUrl, ...s3.env }, { ownCopy: true })
  demo = await startImage(demoData)
}, 600_000)

afterAll(async () => {
  await empty?.stop()
  await demo?.stop()
  await imported?.stop()
  await s3?.stop()
  if (pgEnv) execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'], { env: pgEnv })
  for (const folder of folders) folder.dispose()
  rmSync(work, { recursive: true, force: true })
  rmSync(pgDir, { recursive: true, force: true })
})

/** The parts of a page that legitimately differ between the two installations (see the file's comment). */
function normalise(text: string, server: ImageServer): string {
  return (
    text
      .replaceAll(server.baseUrl, 'ORIGIN')
      .replaceAll(encodeURIComponent(server.baseUrl), 'ORIGIN')
      .replace(/<lastmod>[^<]*<\/lastmod>/g, '')
      .replace(/"(dateModified|datePosted)":"[^"]*"/g, '"$1":"SAVED"')
      // A file's URL carries when it was saved (src/cms/media/versioned-url.ts): a new save on import.
      .replace(/([?&](?:amp;)?|%3F|%26)v(=|%3D)[a-z0-9]+/gi, '$1v$2SAVED')
      .replace(/\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"|href="#[^"]*"/g, (match) => match.replace(/\d+/g, 'N'))
      .replace(/((?:&quot;|")id(?:&quot;|"):(?:&quot;|")?)\d+/g, '$1N')
  )
}

/** Where two texts first differ, with a little context on each side (for the failure message). */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `…${a.slice(Math.max(0, i - 80), i + 80)}… ≠ …${b.slice(Math.max(0, i - 80), i + 80)}…`
}

const mainOf = (html: string) => html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? ''

/**
 * The stored files a page points at, as "collection/filename" → the URL this instance gives it: in
 * its own links and metadata, and inside the image optimizer's `url=` (percent-encoded).
 */
function filesOf(html: string): Map<string, string> {
  const text = html.replaceAll('&amp;', '&').replace(/%2F/gi, '/').replace(/%3F/gi, '?').replace(/%3D/gi, '=')
  const files = new Map<string, string>()
  for (const [url, collection, name] of text.matchAll(/\/api\/(media|documents)\/file\/([^"'\s<>?&\\,)]+)(?:\?v=[a-z0-9]+)?/g))
    files.set(`${collection}/${decodeURIComponent(name)}`, url)
  return files
}

async function page(server: ImageServer, pathname: string) {
  const response = await fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, main: normalise(mainOf(body), server), files: filesOf(body) }
}

/** SHA-256 of what the instance serves at a file URL of its pages. */
async function servedChecksum(server: ImageServer, url: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${url}`)
  if (!response.ok) return `HTTP ${response.status}`
  return sha256(new Uint8Array(await response.arrayBuffer()))
}

/** A list of differences as a failure shows it: the count and the first few. */
const firstOf = (differences: string[]) => `${differences.length} differences: ${differences.slice(0, 10).join('; ')}`

/** SHA-256 of the demo's stored files (its data folder): what the import must reproduce. */
let sourceFiles: Map<string, string>

describe('the demo → package → empty PostgreSQL + S3', () => {
  it('before the import, the instance on the empty PostgreSQL + S3 shows no demo fact, and its administrator what is missing', async () => {
    const server = empty as ImageServer
    await expectEmptyPagesWithoutDemoFacts(server.baseUrl)
    await expectGoLiveChecklistOfEmptySite(server.baseUrl, admin)
    await server.stop()
    empty = undefined
  })

  it('imports the demo package', async () => {
    const started = Date.now()
    importOutput = (await contentPackage(['import', path.join(work, 'demo.tar.gz')], target)).stdout
    importSeconds = (Date.now() - started) / 1000
    // A copy of its own too: it renders every page itself, never serves the demo's from a shared disk cache.
    imported = await startImage(emptyData, { DATABASE_URL: databaseUrl, ...s3.env }, { ownCopy: true })
    const summary = importOutput.match(/Import of the package: (\d+) documents, (\d+) files uploaded/)
    expect(summary, importOutput).not.toBeNull()
    console.log(`[round trip] import of the demo package: ${summary?.[1]} documents, ${summary?.[2]} files, ${importSeconds.toFixed(1)} s`)
    expect(Number(summary?.[1])).toBeGreaterThan(150)
    expect(Number(summary?.[2])).toBeGreaterThan(50)
  })

  it('stores every file of the demo in the bucket with its bytes: originals and every size', async () => {
    const started = Date.now()
    sourceFiles = await folderChecksums(demoData.dir)
    const differences = checksumDifferences(sourceFiles, await bucketChecksums(s3.env))
    const sizes = [...sourceFiles.keys()].filter((name) => /-\d+x\d+\.\w+$/.test(name)).length
    console.log(
      `[round trip] ${sourceFiles.size} stored files (${sizes} image sizes) compared by SHA-256, ${differences.length} differ (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    expect(differences, firstOf(differences)).toEqual([])
    expect(sizes).toBeGreaterThan(150)
    expect(sourceFiles.size - sizes).toBeGreaterThan(50)
  })

  it("serves the same sitemap, every URL of it with the same status and <main>, and its pages' files with the demo's bytes", async () => {
    const sitemaps = await Promise.all(
      [demo, imported].map(async (server) => normalise(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text(), server)),
    )
    expect(sitemaps[0]).toContain('<loc>ORIGIN/')
    expect(sitemaps[1]).toBe(sitemaps[0])

    const paths = [...sitemaps[0].matchAll(/<loc>ORIGIN([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
    const differences: string[] = []
    // Each file a page of the imported instance points at, with its URL there (once, however many pages show it).
    const pageFiles = new Map<string, string>()
    // A few at a time: each instance renders its pages on their first request.
    for (let i = 0; i < paths.length; i += 4) {
      await Promise.all(
        paths.slice(i, i + 4).map(async (pathname) => {
          const [a, b] = await Promise.all([page(demo, pathname), page(imported, pathname)])
          const [filesA, filesB] = [[...a.files.keys()].sort().join(', '), [...b.files.keys()].sort().join(', ')]
          if (a.status !== b.status) differences.push(`${pathname}: status ${a.status} ≠ ${b.status}`)
          else if (a.main !== b.main) differences.push(`${pathname}: <main> differs: ${firstDifference(a.main, b.main)}`)
          else if (!a.main && a.status === 200) differences.push(`${pathname}: no <main>`)
          else if (filesA !== filesB) differences.push(`${pathname}: files ${filesA} ≠ ${filesB}`)
          for (const [name, url] of b.files) pageFiles.set(name, url)
        }),
      )
    }
    console.log(`[round trip] ${paths.length} URLs compared, ${differences.length} differences`)
    expect(differences, firstOf(differences)).toEqual([])
    expect(paths.length).toBeGreaterThan(200)

    // What a visitor's browser gets for them: the demo's bytes.
    const started = Date.now()
    const wrongFiles: string[] = []
    const names = [...pageFiles.keys()]
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(
        names.slice(i, i + 8).map(async (name) => {
          const [served, source] = [await servedChecksum(imported, pageFiles.get(name) as string), sourceFiles.get(name)]
          if (served !== source) wrongFiles.push(`${name}: SHA-256 ${served}, the demo's ${source ?? '(not a file of the demo)'}`)
        }),
      )
    }
    const images = names.filter((name) => name.startsWith('media/')).length
    console.log(
      `[round trip] ${names.length} files the pages point at (${images} images) served with the demo's SHA-256, ${wrongFiles.length} differ (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    expect(wrongFiles, firstOf(wrongFiles)).toEqual([])
    expect(images).toBeGreaterThan(50)
  })
})
