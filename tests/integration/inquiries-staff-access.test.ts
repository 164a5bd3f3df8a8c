import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Inquiry } from '@/payload-types'
import { callMeRequest, loadInquiryApp, quietInquiryEnv, receivedInquiry } from './inquiry-support'
import { type Role, restCall, type StaffMember, sendInquiry, signInStaff, widePhotos } from './staff-support'

quietInquiryEnv()

const { freshPayload, postCallMe } = await loadInquiryApp()
const { inquiryPhotosDir } = await import('@/features/inquiries/collections/inquiry-photos')

let payload: Payload
let users: Record<Role, StaffMember>

beforeAll(async () => {
  payload = await freshPayload()
  users = await signInStaff(payload, { domain: 'staff.example', secondFactor: true })
})

afterAll(async () => {
  await payload?.destroy()
})

type RestMethod = 'GET' | 'PATCH' | 'DELETE'

/** One request through the REST route handler, signed in as `role`. */
const api = (role: Role, method: RestMethod, path: string, body?: unknown) => restCall(users[role].token, method, path, body)

const newInquiry = async (photoCount = 1): Promise<Inquiry> =>
  sendInquiry(payload, { keyPrefix: 'staff', photos: await widePhotos(photoCount) })

const stored = (id: number) => payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true })

/** Everything but the bookkeeping Payload itself changes on a save, and the workflow's notes and history. */
// The system's stamps of a status change (issue 31) follow the workflow; they are not what was sent.
const evidence = ({
  updatedAt: _updatedAt,
  notes: _notes,
  history: _history,
  firstStatusChangeAt: _firstStatusChangeAt,
  bookedAt: _bookedAt,
  ...rest
}: Inquiry) => rest

/** A different value for every field the visitor sent or the system recorded. */
const changes: Record<string, unknown> = {
  kind: 'call-me',
  reference: 'INQ-2026-ZZZZZZ',
  name: 'Someone Else',
  email: 'other@evil.example',
  phoneNumber: '+420 111 222 333',
  message: 'A different question',
  photos: [],
  lang: 'en',
  locationUrl: 'javascript:alert(1)',
  isHP: false,
  idempotencyKey: 'forged-key-000001',
  requestHash: 'forged-hash',
  clientIpHash: 'forged-ip-hash',
  createdAt: '2000-01-01T00:00:00.000Z',
}

/** The field a refusal names: Payload's ValidationError carries the path of each failing field. */
function refusedFields(body: unknown): string[] {
  const errors = (body as { errors?: Array<{ data?: { errors?: Array<{ path: string }> }; message?: string }> }).errors ?? []
  return errors.flatMap((error) => error.data?.errors?.map((field) => field.path) ?? [])
}

describe('what the visitor sent cannot be changed', () => {
  it.each(Object.keys(changes))('REST PATCH of %s by reception → 400 naming it, nothing changed', async (field) => {
    const inquiry = await newInquiry()
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { [field]: changes[field] })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const body = await response.json()
    expect(refusedFields(body)).toEqual([field])
    expect(JSON.stringify(body)).toContain(field)
    expect(evidence(await stored(inquiry.id))).toEqual(evidence(inquiry))
  })

  it('refuses an admin too, and a change hidden among unchanged fields and a status change', async () => {
    const inquiry = await newInquiry()
    const response = await api('admin', 'PATCH', `inquiries/${inquiry.id}`, {
      ...evidence(inquiry),
      status: 'closed-done',
      email: 'other@evil.example',
    })
    expect(response.status).toBe(400)
    expect(refusedFields(await response.json())).toEqual(['email'])
    expect(evidence(await stored(inquiry.id))).toEqual(evidence(inquiry))
  })

  it('refuses a bulk PATCH (?where=) the same way', async () => {
    const inquiry = await newInquiry()
    const response = await api('reception', 'PATCH', `inquiries?where[id][equals]=${inquiry.id}`, { message: 'rewritten' })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('message')
    expect(evidence(await stored(inquiry.id))).toEqual(evidence(inquiry))
  })

  it.each(Object.keys(changes))('Local API update of %s with overrideAccess: false → refused, nothing changed', async (field) => {
    const inquiry = await newInquiry()
    const user = { ...users.reception.user, collection: 'users' as const }
    const update = payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { [field]: changes[field] },
      overrideAccess: false,
      user,
    })
    await expect(update).rejects.toMatchObject({ status: 400, data: { errors: [{ path: field }] } })
    expect(evidence(await stored(inquiry.id))).toEqual(evidence(inquiry))
  })

  it('keeps photo records that an emptied list would have orphaned', async () => {
    const inquiry = await newInquiry(2)
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { photos: [] })
    expect((await stored(inquiry.id)).photos).toHaveLength(2)
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(2)
  })
})

describe('staff change the workflow fields', () => {
  it('reception sets status and isSpam through REST; the rest stays as sent', async () => {
    const inquiry = await newInquiry()
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'contacted', isSpam: true })
    expect(response.status).toBe(200)
    const after = await stored(inquiry.id)
    expect(after).toMatchObject({ status: 'contacted', isSpam: true })
    expect({ ...evidence(after), status: inquiry.status, isSpam: inquiry.isSpam }).toEqual(evidence(inquiry))
  })

  // The admin's save sends the whole document back: unchanged values must pass, photos as ids or populated.
  it.each([0, 1])('a whole-document save as read with depth=%i, status changed, succeeds', async (depth) => {
    const inquiry = await newInquiry(2)
    const read = await api('reception', 'GET', `inquiries/${inquiry.id}?depth=${depth}`)
    expect(read.status).toBe(200)
    const doc = (await read.json()) as Inquiry
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}?depth=0`, { ...doc, status: 'closed-done' })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    expect({ ...evidence(await stored(inquiry.id)), status: inquiry.status }).toEqual(evidence(inquiry))
  })

  it('a whole-document save of a call-back request (empty name, e-mail, message) succeeds', async () => {
    const created = await postCallMe(callMeRequest({ phoneNumber: '+420 602 111 222', locationUrl: '/kontakt', lang: 'cs' }))
    const { id } = await receivedInquiry(payload, created)
    const doc = (await (await api('reception', 'GET', `inquiries/${id}?depth=0`)).json()) as Inquiry
    const response = await api('reception', 'PATCH', `inquiries/${id}`, { ...doc, name: '', email: null, status: 'closed-done' })
    expect(response.status).toBe(200)
    expect((await stored(id)).status).toBe('closed-done')
  })

  it('editors can neither read nor change inquiries', async () => {
    const inquiry = await newInquiry()
    expect((await api('editor', 'GET', `inquiries/${inquiry.id}`)).status).toBe(403)
    expect((await api('editor', 'PATCH', `inquiries/${inquiry.id}`, { status: 'closed-done' })).status).toBe(403)
    expect((await api('editor', 'DELETE', `inquiries/${inquiry.id}`)).status).toBe(403)
    expect(evidence(await stored(inquiry.id))).toEqual(evidence(inquiry))
  })
})

describe('inquiry photos', () => {
  const photoFiles = async (inquiry: Inquiry) => {
    const photos = await payload.find({
      collection: 'inquiry-photos',
      where: { id: { in: inquiry.photos } },
      overrideAccess: true,
      pagination: false,
    })
    return photos.docs
      .flatMap((photo) => [photo.filename, photo.sizes?.thumbnail?.filename])
      .filter((name): name is string => Boolean(name))
  }

  it('nobody updates or deletes a photo record on its own', async () => {
    const inquiry = await newInquiry()
    const [photoId] = inquiry.photos as number[]
    const files = await photoFiles(inquiry)
    for (const role of ['admin', 'reception'] as const) {
      expect((await api(role, 'DELETE', `inquiry-photos/${photoId}`)).status).toBe(403)
      expect((await api(role, 'PATCH', `inquiry-photos/${photoId}`, { alt: 'x' })).status).toBe(403)
    }
    expect(await payload.findByID({ collection: 'inquiry-photos', id: photoId, overrideAccess: true })).toBeTruthy()
    const onDisk = await readdir(inquiryPhotosDir)
    for (const file of files) expect(onDisk).toContain(file)
  })

  it('deleting an inquiry through REST deletes its photo records and files', async () => {
    const inquiry = await newInquiry(2)
    const files = await photoFiles(inquiry)
    expect(files).toHaveLength(4)
    // Issue 27: only an admin deletes an inquiry, with a saved reason.
    expect((await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { deletionReason: 'Žádost o výmaz' })).status).toBe(200)
    const response = await api('admin', 'DELETE', `inquiries/${inquiry.id}`)
    expect(response.status).toBe(200)
    await expect(stored(inquiry.id)).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    const onDisk = await readdir(inquiryPhotosDir)
    for (const file of files) expect(onDisk).not.toContain(file)
  })
})
