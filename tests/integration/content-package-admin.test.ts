/**
 * The content package from the admin (issue 42, deliverable 5): the endpoints the "Balíček
 * obsahu" view calls, through the real REST route handler with real signed-in users. An export
 * imported again brings back a deleted image with the same bytes; the dry run writes nothing;
 * broken, foreign, damaged and oversized packages are refused in Czech; only administrators may.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packArchive, readArchive } from '@/features/content-package/archive'
import { sha256 } from '@/features/content-package/package-format'
import { storedFileReader } from '@/features/content-package/storage-files'
import { freshPayload } from './payload'
import { type Role, type StaffMember, signInStaff } from './staff-support'

let payload: Payload
let staff: Record<Role, StaffMember>

async function call(role: Role, method: 'GET' | 'POST', path: string, body?: Uint8Array) {
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: {
      authorization: `JWT ${staff[role].token}`,
      'accept-language': 'cs',
      ...(body ? { 'content-type': 'application/gzip' } : {}),
    },
    body: body as BodyInit | undefined,
  })
  return rest[method](request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })
}

const storedBytes = async (filename: string) => (await storedFileReader(payload)('media', filename)) as Buffer
const counts = async () => [
  (await payload.count({ collection: 'media' })).totalDocs,
  (await payload.count({ collection: 'pages' })).totalDocs,
]
const firstError = async (response: Response) => ((await response.json()) as { errors: { message: string; reason?: string }[] }).errors[0]

let exported: Buffer
let imageName: string
let imageSum: string

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'package.example', secondFactor: true })
  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8ab' } })
    .jpeg()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Čekárna' },
    file: { name: `cekarna-${Date.now()}.jpg`, mimetype: 'image/jpeg', data: image, size: image.length },
  })
  imageName = media.filename as string
  imageSum = sha256(await storedBytes(imageName))
  await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Balíček na cestě', _status: 'published' } })
}, 120_000)

afterAll(async () => {
  delete process.env.CONTENT_PACKAGE_MAX_MB
  await payload?.destroy()
})

describe('content package in the admin', () => {
  it('is for administrators only: 403 JSON to an editor and to reception', async () => {
    for (const role of ['editor', 'reception'] as const) {
      const answer = await call(role, 'GET', 'content-package/export')
      expect(answer.status).toBe(403)
      expect((await firstError(answer)).message).toBe('Balíček obsahu mohou exportovat a importovat jen administrátoři.')
      expect((await call(role, 'POST', 'content-package/check', new Uint8Array([1]))).status).toBe(403)
      expect((await call(role, 'POST', 'content-package/import', new Uint8Array([1]))).status).toBe(403)
    }
  })

  it('exports a download holding the image’s very bytes', async () => {
    const answer = await call('admin', 'GET', 'content-package/export')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="obsah-webu-\d{4}-\d{2}-\d{2}\.tar\.gz"$/)
    exported = Buffer.from(await answer.arrayBuffer())
    const entries = await readArchive(exported)
    expect(sha256(entries.get(`files/media/${imageName}`) as Buffer)).toBe(imageSum)
    expect([...entries.keys()].some((name) => name.startsWith('documents/pages/balicek-na-ceste'))).toBe(true)
  })

  it('checks an upload with a dry run that writes nothing, then imports it with progress: the image comes back byte for byte', async () => {
    const media = (await payload.find({ collection: 'media', depth: 0 })).docs
    for (const doc of media) await payload.delete({ collection: 'media', id: doc.id })
    const pages = (await payload.find({ collection: 'pages', depth: 0 })).docs
    for (const doc of pages) await payload.delete({ collection: 'pages', id: doc.id })
    expect(await counts()).toEqual([0, 0])
    expect(await storedFileReader(payload)('media', imageName)).toBeNull()

    const checked = await call('admin', 'POST', 'content-package/check', exported)
    expect(checked.status).toBe(200)
    const report = (await checked.json()) as { dryRun: boolean; collections: { slug: string; label: string; created: number }[] }
    expect(report.dryRun).toBe(true)
    expect(report.collections.find((row) => row.slug === 'media')).toMatchObject({ created: 1 })
    expect(report.collections.find((row) => row.slug === 'pages')).toMatchObject({ label: 'Stránky', created: 1 })
    expect(await counts()).toEqual([0, 0])
    expect(await storedFileReader(payload)('media', imageName)).toBeNull()

    const imported = await call('admin', 'POST', 'content-package/import', exported)
    expect(imported.status).toBe(200)
    expect(imported.headers.get('content-type')).toContain('application/x-ndjson')
    const lines = (await imported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; written?: number; toWrite?: number; report?: { dryRun: boolean } })
    expect(lines[0]).toEqual({ type: 'progress', written: 0, toWrite: 2 })
    expect(lines.filter((line) => line.type === 'progress').at(-1)).toEqual({ type: 'progress', written: 2, toWrite: 2 })
    expect(lines.at(-1)).toMatchObject({ type: 'done', report: { dryRun: false } })
    expect(await counts()).toEqual([1, 1])
    const restored = (await payload.find({ collection: 'media', depth: 0 })).docs[0]
    expect(restored.filename).toBe(imageName)
    expect(sha256(await storedBytes(imageName))).toBe(imageSum)
  })

  it('refuses what is not a package, a foreign version, a damaged file and an oversized upload, in Czech, changing nothing', async () => {
    const before = await counts()
    const garbage = await call('admin', 'POST', 'content-package/check', new TextEncoder().encode('toto není archiv'))
    expect(garbage.status).toBe(400)
    expect(await firstError(garbage)).toMatchObject({
      reason: 'archive',
      message: expect.stringMatching(/^Soubor není balíček obsahu: nejde o archiv \.tar\.gz, nebo je poškozený/),
    })

    const entries = await readArchive(exported)
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString())
    const newer = new Map(entries).set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, formatVersion: 99 })))
    const version = await call('admin', 'POST', 'content-package/import', await packArchive(newer))
    expect(version.status).toBe(422)
    expect(await firstError(version)).toMatchObject({
      reason: 'version',
      message: expect.stringContaining('Balíček vytvořila jiná verze webu a jeho formát tato verze nečte.'),
    })

    const image = entries.get(`files/media/${imageName}`) as Buffer
    const damaged = new Map(entries).set(
      `files/media/${imageName}`,
      Buffer.concat([image.subarray(0, image.length - 10), Buffer.alloc(10)]),
    )
    const broken = await call('admin', 'POST', 'content-package/import', await packArchive(damaged))
    expect(broken.status).toBe(422)
    expect(await firstError(broken)).toMatchObject({ reason: 'damaged', message: expect.stringContaining('Balíček je poškozený') })

    const empty = await call('admin', 'POST', 'content-package/check', new Uint8Array())
    expect(empty.status).toBe(400)
    expect((await firstError(empty)).message).toBe('Nebyl nahrán žádný soubor balíčku (.tar.gz).')

    process.env.CONTENT_PACKAGE_MAX_MB = '0.001'
    const large = await call('admin', 'POST', 'content-package/import', exported)
    delete process.env.CONTENT_PACKAGE_MAX_MB
    expect(large.status).toBe(413)
    expect((await firstError(large)).message).toMatch(/^Soubor je větší než 0\.001 MB/)
    expect(await counts()).toEqual(before)
  })
})
