import { readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  callMeRequest,
  decodedMail,
  jpegPhoto,
  loadInquiryApp,
  mailingInquiryEnv,
  receivedInquiry,
  standardForm,
  standardRequest,
  validFields,
} from './inquiry-support'

const smtp = await mailingInquiryEnv()

const { freshPayload, postStandard, postCallMe } = await loadInquiryApp()
const { inquiryPhotosDir } = await import('@/features/inquiries/collections/inquiry-photos')
const { notificationQueue } = await import('@/features/inquiries/notification/notification-settings')
const { deleteExpiredInquiries, sweepOrphanPhotoFiles } = await import('@/features/inquiries/retention')

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

const day = 24 * 60 * 60 * 1000
const count = async (collection: 'inquiries' | 'inquiry-photos' | 'payload-jobs') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const runNotifications = () => payload.jobs.run({ queue: notificationQueue, limit: 100 })
const mailsWith = (text: string) => smtp.messages.filter((message) => message.includes(text))

/** Moves every pending job's backoff into the past, as if its retry delay had elapsed. */
async function makePendingJobsDue() {
  const pending = await payload.find({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    pagination: false,
    overrideAccess: true,
  })
  for (const job of pending.docs) {
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  }
}

describe('standard inquiry', () => {
  it('stores a valid inquiry with 3 photos without EXIF/GPS and e-mails it exactly once', async () => {
    const photos = [
      { data: await jpegPhoto({ gps: true, width: 80, height: 40 }) },
      { data: await jpegPhoto(), name: '../../etc/passwd.jpg' },
      { data: await jpegPhoto({ width: 30 }), name: 'IMG_0001 Jana Nováková.jpg' },
    ]
    const original = await sharp(photos[0].data).metadata()
    expect(original.orientation).toBe(6)
    expect(original.exif?.includes('TestPhone')).toBe(true)

    const response = await postStandard(standardRequest(standardForm(validFields, photos), { 'idempotency-key': 'valid-inquiry-0001' }))
    expect(response.status).toBe(201)
    // The visitor's receipt is the random reference alone: no database id, which counts up.
    const inquiry = await receivedInquiry(payload, response, 1)
    expect(inquiry.reference).toMatch(/^INQ-\d{4}-[A-Z2-9]{6}$/)
    expect(inquiry).toMatchObject({
      name: validFields.name,
      email: validFields.email,
      kind: 'standard',
      status: 'new',
      isSpam: false,
      lang: 'cs',
    })
    expect(inquiry.photos).toHaveLength(3)
    for (const photo of inquiry.photos ?? []) {
      if (typeof photo !== 'object' || !photo.filename) throw new Error('photo not populated')
      expect(photo.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
      const stored = await sharp(path.join(inquiryPhotosDir, photo.filename)).metadata()
      expect(stored.exif).toBeUndefined()
      expect(stored.xmp).toBeUndefined()
      expect(stored.orientation ?? 1).toBe(1)
    }
    // Orientation 6 was applied: the 80 × 40 photo is now upright, 40 × 80.
    const first = inquiry.photos?.[0]
    if (typeof first === 'object') expect([first.width, first.height]).toEqual([40, 80])

    await runNotifications()
    await runNotifications()
    const mails = mailsWith(inquiry.reference)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('To: reception@clinic.test')
    // Quoted-printable soft line breaks may fall inside the link.
    expect(mails[0].replace(/=\r?\n/g, '')).toContain(`https://clinic.test/admin/collections/inquiries/${inquiry.id}`)
    // Issue 27: by default no health data in the e-mail (tests/integration/inquiry-notification-privacy.test.ts).
    expect(mails[0]).not.toContain('Photos:')
    expect(mails[0]).not.toContain(validFields.email)
    expect(mails[0]).not.toMatch(/multipart\/mixed|Content-Disposition: attachment|image\/jpeg/i)
  })

  it('answers a retry with the same idempotency key with the first answer and sends one e-mail', async () => {
    const photos = [{ data: await jpegPhoto() }]
    const fields = { ...validFields, email: 'retry@example.cz' }
    const before = await count('inquiries')
    const first = await postStandard(standardRequest(standardForm(fields, photos), { 'idempotency-key': 'retry-key-000001' }))
    const second = await postStandard(standardRequest(standardForm(fields, photos), { 'idempotency-key': 'retry-key-000001' }))
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const [a, b] = [await first.json(), await second.json()]
    expect(b).toEqual(a)
    expect(await count('inquiries')).toBe(before + 1)

    const conflict = await postStandard(
      standardRequest(standardForm({ ...fields, message: 'Something else' }, photos), { 'idempotency-key': 'retry-key-000001' }),
    )
    expect(conflict.status).toBe(409)
    expect(await conflict.json()).toMatchObject({ error: 'idempotency-conflict' })
    expect(await count('inquiries')).toBe(before + 1)

    await runNotifications()
    expect(mailsWith((a as { reference: string }).reference)).toHaveLength(1)
  })

  it('stores a honeypot hit as spam, answers 201 and never notifies', async () => {
    const jobsBefore = await count('payload-jobs')
    const response = await postStandard(standardRequest(standardForm({ ...validFields, isSpam: 'true', email: 'bot@example.cz' })))
    expect(response.status).toBe(201)
    const { isSpam, reference } = await receivedInquiry(payload, response)
    expect(isSpam).toBe(true)
    expect(await count('payload-jobs')).toBe(jobsBefore)
    await runNotifications()
    expect(mailsWith(reference)).toHaveLength(0)
  })
})

describe('concurrent inquiries', () => {
  it('stores every one of 12 simultaneous inquiries and notifies each once', async () => {
    const before = await count('inquiries')
    const photo = await jpegPhoto({ width: 400, height: 300 })
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postStandard(
          standardRequest(standardForm({ ...validFields, email: `parallel${i}@example.cz` }, [{ data: photo }, { data: photo }]), {
            'idempotency-key': `parallel-key-${i}-abcdef`,
          }),
        ),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201))
    const references = await Promise.all(responses.map(async (response) => ((await response.json()) as { reference: string }).reference))
    expect(new Set(references).size).toBe(12)
    expect(await count('inquiries')).toBe(before + 12)
    await runNotifications()
    for (const reference of references) expect(mailsWith(reference)).toHaveLength(1)
  })
})

describe('notification delivery', () => {
  it('keeps retrying while SMTP refuses and sends exactly one e-mail after it recovers', async () => {
    smtp.refuse = true
    const response = await postCallMe(
      callMeRequest({ phoneNumber: '+420 602 111 222', locationUrl: 'https://aurelia-clinic.example/en', lang: 'en' }),
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }

    for (let attempt = 0; attempt < 3; attempt++) {
      await makePendingJobsDue()
      await runNotifications()
    }
    expect(mailsWith(reference)).toHaveLength(0)
    const pending = await payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, overrideAccess: true })
    expect(pending.docs).toHaveLength(1)
    expect(pending.docs[0].totalTried).toBeGreaterThanOrEqual(3)
    expect(pending.docs[0].hasError).not.toBe(true)

    smtp.refuse = false
    await makePendingJobsDue()
    await runNotifications()
    await makePendingJobsDue()
    await runNotifications()
    expect(mailsWith(reference)).toHaveLength(1)
    expect(decodedMail(mailsWith(reference)[0])).toContain('Žádost o zavolání')
  })
})

describe('database failure', () => {
  async function expectNothingWritten(run: () => Promise<Response>) {
    const before = { inquiries: await count('inquiries'), photos: await count('inquiry-photos'), jobs: await count('payload-jobs') }
    const response = await run()
    expect(response.status).toBeGreaterThanOrEqual(500)
    expect(await response.json()).toMatchObject({ error: 'unavailable' })
    expect({ inquiries: await count('inquiries'), photos: await count('inquiry-photos'), jobs: await count('payload-jobs') }).toEqual(
      before,
    )
  }

  it('answers 503 and leaves nothing when the commit fails', async () => {
    const commit = vi.spyOn(payload.db, 'commitTransaction').mockRejectedValueOnce(new Error('disk I/O error'))
    await expectNothingWritten(async () =>
      postStandard(
        standardRequest(
          standardForm({ ...validFields, email: 'commit@example.cz' }, [{ data: await jpegPhoto() }, { data: await jpegPhoto() }]),
        ),
      ),
    )
    commit.mockRestore()
  })

  it('answers 503 and leaves nothing when a write fails midway', async () => {
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('connection lost'))
    await expectNothingWritten(async () =>
      postStandard(standardRequest(standardForm({ ...validFields, email: 'midway@example.cz' }, [{ data: await jpegPhoto() }]))),
    )
    queue.mockRestore()
  })
})

describe('access to inquiries', () => {
  it('refuses anonymous and editors, lets reception and admins read', async () => {
    const reception = await payload.create({
      collection: 'users',
      data: { email: 'reception@test.example', password: 'reception-pass-1', role: 'reception' },
    })
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@test.example', password: 'editor-pass-1', role: 'editor' },
    })
    for (const collection of ['inquiries', 'inquiry-photos'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
      await expect(payload.find({ collection, overrideAccess: false, user: { ...editor, collection: 'users' } })).rejects.toThrow()
      const seen = await payload.find({ collection, overrideAccess: false, user: { ...reception, collection: 'users' } })
      expect(seen.totalDocs).toBeGreaterThan(0)
    }
    await expect(
      payload.create({
        collection: 'inquiries',
        overrideAccess: false,
        user: { ...reception, collection: 'users' },
        data: { reference: 'INQ-X', kind: 'standard', lang: 'cs', status: 'new' },
      }),
    ).rejects.toThrow()
  })
})

describe('retention', () => {
  it('deletes spam after 30 days and inquiries after 180, with their photo files, and sweeps orphaned files', async () => {
    const spam = await receivedInquiry(
      payload,
      await postStandard(standardRequest(standardForm({ ...validFields, isSpam: 'true' }, [{ data: await jpegPhoto() }]))),
    )
    const kept = await receivedInquiry(
      payload,
      await postStandard(standardRequest(standardForm(validFields, [{ data: await jpegPhoto() }]))),
    )
    const filesOf = async (id: number) => {
      const doc = await payload.findByID({ collection: 'inquiries', id, depth: 1, overrideAccess: true })
      return (doc.photos ?? [])
        .flatMap((photo) => (typeof photo === 'object' ? [photo.filename, photo.sizes?.thumbnail?.filename] : []))
        .filter(Boolean) as string[]
    }
    const spamFiles = await filesOf(spam.id)
    const keptFiles = await filesOf(kept.id)
    expect(spamFiles.length).toBeGreaterThan(0)

    await deleteExpiredInquiries(payload, new Date(Date.now() + 31 * day))
    await expect(payload.findByID({ collection: 'inquiries', id: spam.id, overrideAccess: true })).rejects.toThrow()
    expect(await payload.findByID({ collection: 'inquiries', id: kept.id, overrideAccess: true })).toBeTruthy()
    const onDisk = await readdir(inquiryPhotosDir)
    for (const file of spamFiles) expect(onDisk).not.toContain(file)
    for (const file of keptFiles) expect(onDisk).toContain(file)

    // A file from a rolled-back transaction: removed once it is older than the grace period.
    const orphan = path.join(inquiryPhotosDir, 'orphan-from-rollback.jpg')
    await writeFile(orphan, await jpegPhoto())
    expect(await sweepOrphanPhotoFiles(payload)).toEqual([])
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(orphan, old, old)
    expect(await sweepOrphanPhotoFiles(payload)).toContain('orphan-from-rollback.jpg')
    const afterSweep = await readdir(inquiryPhotosDir)
    for (const file of keptFiles) expect(afterSweep).toContain(file)

    await deleteExpiredInquiries(payload, new Date(Date.now() + 181 * day))
    expect(await count('inquiries')).toBe(0)
    expect(await count('inquiry-photos')).toBe(0)
    const remaining = await readdir(inquiryPhotosDir)
    for (const file of keptFiles) expect(remaining).not.toContain(file)
  })
})
