/**
 * Uploads in object storage (issue 16): with the S3_* variables set, against a real S3-protocol
 * server (s3rver on loopback, tests/support/s3-server.ts), inquiry photos live only in the private
 * bucket and reach only admin and reception through the app; a photo that cannot be stored means no
 * 201 and nothing half-written; the retention sweep works on the bucket; media go to the public one.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InquiryPhoto, User } from '@/payload-types'
import { notificationQueue } from '@/features/inquiries/notification/notification-settings'
import { startS3Server } from '../support/s3-server'
import { isolateDataDir, jpegPhoto, receivedInquiry, standardForm, standardRequest, validFields } from './inquiry-support'
import { passSecondFactor } from './second-factor'

isolateDataDir()
delete process.env.SMTP_URL
delete process.env.INQUIRY_NOTIFY_TO
process.env.INQUIRY_RATE_LIMIT = 'off'
// Before the Payload config is imported: it reads the S3 variables once.
const s3 = await startS3Server()
Object.assign(process.env, s3.env)

const { freshPayload } = await import('./payload')
const { POST: postStandard } = await import('@/app/api/v1/inquiries/standard/route')
const rest = await import('@/app/(payload)/api/[...slug]/route')
const { s3Settings, storagePlugins } = await import('@/platform/cms/storage')
const { deleteExpiredInquiries, sweepOrphanPhotoFiles } = await import('@/features/inquiries/retention')
const { readiness } = await import('@/cms/health/readiness')

const bucketClient = new S3Client(s3Settings(s3.env)!.client)
let payload: Payload
const users: Record<'admin' | 'reception' | 'editor', { user: User; token: string }> = {} as never
const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await freshPayload()
  for (const role of ['admin', 'reception', 'editor'] as const) {
    const email = `${role}@staff.example`
    const password = `${role}-password-1`
    const user = await payload.create({ collection: 'users', data: { email, password, role } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    if (!token) throw new Error(`no token for ${role}`)
    // Admin and reception pass the second factor before their token opens anything.
    await passSecondFactor(token, email)
    users[role] = { user, token }
  }
})

afterAll(async () => {
  await payload?.destroy()
  bucketClient.destroy()
  await s3.stop()
})

/** The keys in a bucket, listed through the S3 API. */
async function keysIn(bucket: string): Promise<string[]> {
  const listed = await bucketClient.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (listed.Contents ?? []).map((object) => object.Key ?? '')
}

async function objectBytes(bucket: string, key: string): Promise<Buffer> {
  const object = await bucketClient.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/** Every file under a folder of DATA_DIR (none when the folder does not exist). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(process.env.DATA_DIR!, folder), { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

/** GET through the REST route handler (/api/*) as Next.js runs it, signed in as `role` or anonymous. */
async function apiGet(urlPath: string, role?: keyof typeof users): Promise<Response> {
  const url = new URL(`http://localhost${urlPath}`)
  const request = new Request(url, { headers: role ? { authorization: `JWT ${users[role].token}` } : {} })
  return rest.GET(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })
}

async function postInquiry(photoCount: number, idempotencyKey = `s3-${crypto.randomUUID()}`): Promise<Response> {
  // Wider than the 320 px thumbnail, so each photo is two objects.
  const photos = await Promise.all(Array.from({ length: photoCount }, () => jpegPhoto({ width: 400, height: 300 })))
  return postStandard(
    standardRequest(
      standardForm(
        validFields,
        photos.map((data) => ({ data })),
      ),
      { 'idempotency-key': idempotencyKey },
    ),
  )
}

async function photosOf(id: number | string): Promise<InquiryPhoto[]> {
  const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 1, overrideAccess: true })
  return (inquiry.photos ?? []).filter((photo): photo is InquiryPhoto => typeof photo === 'object')
}

const fileNamesOf = (photos: InquiryPhoto[]) =>
  photos.flatMap((photo) => [photo.filename, photo.sizes?.thumbnail?.filename]).filter((name): name is string => Boolean(name))

describe('inquiry photos in the private bucket', () => {
  it('an inquiry with two photos: 201, the photos only in the private bucket, nothing on the disk', async () => {
    const response = await postInquiry(2)
    expect(response.status).toBe(201)
    const { id } = await receivedInquiry(payload, response)
    const photos = await photosOf(id)
    expect(photos).toHaveLength(2)
    const names = fileNamesOf(photos)
    expect(names).toHaveLength(4)

    const privateKeys = await keysIn(s3.privateBucket)
    for (const name of names) expect(privateKeys).toContain(`inquiry-photos/${name}`)
    const publicKeys = await keysIn(s3.publicBucket)
    for (const name of names) expect(publicKeys.some((key) => key.endsWith(name))).toBe(false)
    expect(await filesUnder('private')).toEqual([])

    // What the admin links to is the app's file route, never an address in the bucket.
    for (const photo of photos) expect(photo.url).toBe(`/api/inquiry-photos/file/${photo.filename}`)
    const stored = await sharp(await objectBytes(s3.privateBucket, `inquiry-photos/${photos[0].filename}`)).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
  })

  it('admin and reception get a photo through the app; editors and anonymous callers are refused', async () => {
    const response = await postInquiry(1)
    expect(response.status).toBe(201)
    const [photo] = await photosOf((await receivedInquiry(payload, response)).id)
    const filePath = `/api/inquiry-photos/file/${photo.filename}`
    const original = await objectBytes(s3.privateBucket, `inquiry-photos/${photo.filename}`)

    for (const role of ['admin', 'reception'] as const) {
      const answer = await apiGet(filePath, role)
      expect(answer.status, role).toBe(200)
      expect(answer.headers.get('content-type'), role).toBe('image/jpeg')
      expect(answer.headers.get('cache-control'), role).toBe('no-store, private')
      expect(Buffer.from(await answer.arrayBuffer()).equals(original), role).toBe(true)
    }
    for (const role of ['editor', undefined] as const) {
      const answer = await apiGet(filePath, role)
      expect(answer.status, role ?? 'anonymous').toBe(403)
      expect((await answer.arrayBuffer()).byteLength > 1000, role ?? 'anonymous').toBe(false)
    }
    // A photo that is not stored: 404 for staff, and still 403 for anyone else.
    expect((await apiGet('/api/inquiry-photos/file/not-stored.jpg', 'admin')).status).toBe(404)
    expect((await apiGet('/api/inquiry-photos/file/not-stored.jpg')).status).toBe(403)
  })

  it('no 201 when the private bucket cannot take the photo: a 503, nothing half-written, readiness names the storage', async () => {
    const counts = async () => ({
      inquiries: (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs,
      photos: (await payload.count({ collection: 'inquiry-photos', overrideAccess: true })).totalDocs,
      // The inquiry's own jobs: the jobs runner's first tick may queue the scheduled ones (morning
      // digest, retention) at any moment, which once made this count one higher under load.
      jobs: (
        await payload.count({
          collection: 'payload-jobs',
          where: { queue: { equals: notificationQueue } },
          overrideAccess: true,
        })
      ).totalDocs,
    })
    const before = await counts()
    const publicBefore = await keysIn(s3.publicBucket)
    // The private bucket disappears (deleted by mistake, or the credentials lost access to it).
    for (const key of await keysIn(s3.privateBucket))
      await bucketClient.send(new DeleteObjectCommand({ Bucket: s3.privateBucket, Key: key }))
    await bucketClient.send(new DeleteBucketCommand({ Bucket: s3.privateBucket }))
    const key = `s3-down-${crypto.randomUUID()}`
    try {
      const response = await postInquiry(2, key)
      expect(response.status).toBe(503)
      expect(await counts()).toEqual(before)
      // Never stored in the public bucket instead, nor on the local disk.
      expect(await keysIn(s3.publicBucket)).toEqual(publicBefore)
      expect(await filesUnder('private')).toEqual([])

      const ready = await readiness()
      expect(ready.ready).toBe(false)
      expect(ready.failing).toEqual(['storage'])
      expect(ready.checks.storage).toBe(`S3_PRIVATE_BUCKET "${s3.privateBucket}" not usable: NotFound (HTTP 404)`)
    } finally {
      await bucketClient.send(new CreateBucketCommand({ Bucket: s3.privateBucket }))
    }
    // Back: ready again, and the visitor's retry with the same key is stored, once.
    expect(await readiness()).toMatchObject({ ready: true, failing: [] })
    const retry = await postInquiry(2, key)
    expect(retry.status).toBe(201)
    expect(await counts()).toMatchObject({ inquiries: before.inquiries + 1, photos: before.photos + 2 })
  })

  it('the retention sweep deletes an orphaned object in the private bucket, keeps referenced ones and anything outside its prefix', async () => {
    const response = await postInquiry(1)
    expect(response.status).toBe(201)
    const { id } = await receivedInquiry(payload, response)
    const kept = fileNamesOf(await photosOf(id))
    // A photo stored by a transaction that then rolled back (on any instance), and a file of someone else.
    const put = (Key: string) =>
      bucketClient.send(new PutObjectCommand({ Bucket: s3.privateBucket, Key, Body: Buffer.from('x'), ContentType: 'image/jpeg' }))
    await put('inquiry-photos/orphan-from-rollback.jpg')
    await put('backups/not-ours.txt')

    // Younger than the grace period: it may belong to a request still in flight.
    expect(await sweepOrphanPhotoFiles(payload)).toEqual([])
    expect(await sweepOrphanPhotoFiles(payload, { now: Date.now() + 2 * 60 * 60 * 1000 })).toEqual(['orphan-from-rollback.jpg'])
    const afterSweep = await keysIn(s3.privateBucket)
    expect(afterSweep).not.toContain('inquiry-photos/orphan-from-rollback.jpg')
    expect(afterSweep).toContain('backups/not-ours.txt')
    for (const name of kept) expect(afterSweep).toContain(`inquiry-photos/${name}`)

    // Past the retention period the inquiry goes, and its photos with it.
    await deleteExpiredInquiries(payload, new Date(Date.now() + 181 * day))
    expect((await payload.count({ collection: 'inquiry-photos', overrideAccess: true })).totalDocs).toBe(0)
    expect(await keysIn(s3.privateBucket)).toEqual(['backups/not-ours.txt'])
  })
})

describe('media and documents in the public bucket', () => {
  it('an image uploaded by an editor lands in the public bucket, is served to visitors and goes with its record', async () => {
    const image = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#c9a' } })
      .jpeg()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Ordinace' },
      file: { name: 'ordinace.jpg', mimetype: 'image/jpeg', data: image, size: image.length },
      user: users.editor.user,
      overrideAccess: false,
    })
    const names = [media.filename, media.sizes?.thumbnail?.filename].filter((name): name is string => Boolean(name))
    expect(names).toHaveLength(2)
    const publicKeys = await keysIn(s3.publicBucket)
    for (const name of names) expect(publicKeys).toContain(`media/${name}`)
    expect((await keysIn(s3.privateBucket)).some((key) => names.some((name) => key.endsWith(name)))).toBe(false)
    expect(await filesUnder('media')).toEqual([])

    const served = await apiGet(`/api/media/file/${media.filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(s3.publicBucket, `media/${media.filename}`))).toBe(true)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    const afterDelete = await keysIn(s3.publicBucket)
    for (const name of names) expect(afterDelete).not.toContain(`media/${name}`)
  })

  it('a document (PDF) lands in the public bucket under documents/', async () => {
    // The smallest file Payload takes for a PDF: the header, an xref table and the end marker.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n')
    const document = await payload.create({
      collection: 'documents',
      data: { title: 'Storno podmínky' },
      file: { name: 'storno.pdf', mimetype: 'application/pdf', data: pdf, size: pdf.length },
      overrideAccess: true,
    })
    expect(await keysIn(s3.publicBucket)).toContain(`documents/${document.filename}`)
    expect((await objectBytes(s3.publicBucket, `documents/${document.filename}`)).equals(pdf)).toBe(true)
    expect(await filesUnder('documents')).toEqual([])
  })
})

describe('the admin with S3 on', () => {
  it('needs no component beyond the committed import map (generated and built without S3)', async () => {
    // A provider missing from the import map renders nothing around it: an empty admin.
    const importMap = await readFile(path.resolve('src/app/(payload)/admin/importMap.js'), 'utf8')
    const { admin } = payload.config
    const named = [...(admin.components.providers ?? []), ...Object.values(admin.dependencies ?? {})].map((component) =>
      typeof component === 'object' && component !== null && 'path' in component ? component.path : String(component),
    )
    for (const component of named)
      expect(importMap, component).toContain(`"${component.includes('#') ? component : `${component}#default`}"`)
  })
})

describe('the S3 variables', () => {
  it('refuse a public bucket without a private one, or the same bucket for both, naming S3_PRIVATE_BUCKET', () => {
    const { S3_PRIVATE_BUCKET: _private, ...withoutPrivate } = s3.env
    expect(() => storagePlugins(withoutPrivate)).toThrow(/S3_PRIVATE_BUCKET is not set/)
    expect(() => storagePlugins({ ...s3.env, S3_PRIVATE_BUCKET: s3.env.S3_BUCKET })).toThrow(
      /S3_PRIVATE_BUCKET is the same bucket as S3_BUCKET/,
    )
    expect(storagePlugins({})).toEqual([])
  })
})
