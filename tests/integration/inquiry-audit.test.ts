/**
 * Nothing erased without a trace (issue 27): reception closes inquiries instead of deleting them,
 * admins delete one at a time with a reason, nobody deletes by query but the retention job, and an
 * audit log that only the server writes records who viewed, exported, changed or deleted which
 * inquiry. Real users of each role, through the REST route handlers and the Local API with
 * overrideAccess: false.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Inquiry, InquiryAudit } from '@/payload-types'
import { loadInquiryApp, quietInquiryEnv } from './inquiry-support'
import { type Method, type Role, restCall, type StaffMember, sendInquiry, signInStaff, widePhotos } from './staff-support'

quietInquiryEnv()

const { freshPayload } = await loadInquiryApp()
const { deleteExpiredInquiries } = await import('@/features/inquiries/retention')

let payload: Payload
let staff: Record<Role, StaffMember>

beforeAll(async () => {
  payload = await freshPayload()
  const names: Record<Role, string> = { admin: 'Adam Správce', reception: 'Romana Recepční', editor: 'Erik Editor' }
  staff = await signInStaff(payload, { domain: 'audit.example', names, secondFactor: true })
})

afterAll(async () => {
  await payload?.destroy()
})

const api = (role: Role, method: Method, path: string, body?: unknown) => restCall(staff[role].token, method, path, body)

const as = (role: Role) => ({ ...staff[role].user, collection: 'users' as const })
const label = (role: Role) => `${staff[role].user.name} (${staff[role].user.email})`

const newInquiry = async (photos = 0): Promise<Inquiry> => sendInquiry(payload, { keyPrefix: 'audit', photos: await widePhotos(photos) })

const exists = async (id: number) =>
  (await payload.count({ collection: 'inquiries', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

/** An inquiry's entries, by its reference: SQLite may give a deleted inquiry's id to a new one. */
const auditOf = async (inquiry: Pick<Inquiry, 'reference'>, action?: InquiryAudit['action']) =>
  (
    await payload.find({
      collection: 'inquiry-audit',
      where: { reference: { equals: inquiry.reference }, ...(action ? { action: { equals: action } } : {}) },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('reception closes, never deletes', () => {
  it('reception DELETE by id is refused (REST and Local API); the inquiry, its notes and photos stay', async () => {
    const inquiry = await newInquiry(1)
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { newNote: 'Volala, nemá zájem.' })
    const response = await api('reception', 'DELETE', `inquiries/${inquiry.id}`)
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    await expect(
      payload.delete({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: as('reception') }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await exists(inquiry.id)).toBe(true)
    expect(
      (await payload.count({ collection: 'inquiry-notes', where: { inquiry: { equals: inquiry.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(await auditOf(inquiry, 'delete')).toEqual([])
  })

  it('reception DELETE by query is refused, for seven inquiries as for one', async () => {
    const inquiries = await Promise.all(Array.from({ length: 7 }, () => newInquiry()))
    const ids = inquiries.map((inquiry) => inquiry.id)
    const query = ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')
    expect((await api('reception', 'DELETE', `inquiries?${query}`)).status).toBe(403)
    expect((await api('reception', 'DELETE', 'inquiries?where[status][equals]=new')).status).toBe(403)
    await expect(
      payload.delete({ collection: 'inquiries', where: { id: { in: ids } }, overrideAccess: false, user: as('reception') }),
    ).rejects.toMatchObject({ status: 403 })
    for (const id of ids) expect(await exists(id)).toBe(true)
  })

  it.each(['closed-done', 'closed-not-interested'])('reception sets the status %s, recorded in history and audit', async (status) => {
    const inquiry = await newInquiry()
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: true })).status).toBe(status)
    const [change] = await auditOf(inquiry, 'change')
    expect(change).toMatchObject({ by: staff.reception.user.id, byName: label('reception'), reference: inquiry.reference })
    expect(change.detail).toBe(`status: new → ${status}`)
  })

  it('reception cannot set a deletion reason: 400 naming the field, nothing stored', async () => {
    const inquiry = await newInquiry()
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { deletionReason: 'Nechci ji' })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('deletionReason')
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: true })).deletionReason ?? null).toBeNull()
  })
})

describe('admins delete one inquiry at a time, with a reason', () => {
  it('bulk delete by query is refused to an admin too (REST and Local API)', async () => {
    const [a, b] = [await newInquiry(), await newInquiry()]
    for (const id of [a.id, b.id]) {
      await payload.update({
        collection: 'inquiries',
        id,
        data: { deletionReason: 'Žádost o výmaz' },
        overrideAccess: false,
        user: as('admin'),
      })
    }
    const response = await api('admin', 'DELETE', `inquiries?where[id][in][0]=${a.id}&where[id][in][1]=${b.id}`)
    expect(response.status).toBe(403)
    expect(JSON.stringify(await response.json())).toMatch(/bulk delete/i)
    await expect(
      payload.delete({ collection: 'inquiries', where: { id: { in: [a.id, b.id] } }, overrideAccess: false, user: as('admin') }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await exists(a.id)).toBe(true)
    expect(await exists(b.id)).toBe(true)
  })

  it('without a saved reason the delete is refused with a 400 naming deletionReason', async () => {
    const inquiry = await newInquiry(1)
    const response = await api('admin', 'DELETE', `inquiries/${inquiry.id}`)
    expect(response.status).toBe(400)
    const body = JSON.stringify(await response.json())
    expect(body).toContain('deletionReason')
    expect(body).toContain('Poptávku lze smazat jen s důvodem')
    await expect(
      payload.delete({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: as('admin') }),
    ).rejects.toMatchObject({
      status: 400,
    })
    expect(await exists(inquiry.id)).toBe(true)
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(await auditOf(inquiry, 'delete')).toEqual([])
  })

  it('with a reason it deletes the inquiry with its photos, notes and history, and logs who, when and why', async () => {
    const inquiry = await newInquiry(2)
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'contacted', newNote: 'Chce smazat údaje.' })
    const reason = 'Žádost pacientky o výmaz osobních údajů (e-mail z 3. 12.)'
    expect((await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { deletionReason: reason })).status).toBe(200)
    const before = Date.now()
    const response = await api('admin', 'DELETE', `inquiries/${inquiry.id}`)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await exists(inquiry.id)).toBe(false)
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    for (const collection of ['inquiry-notes', 'inquiry-history'] as const) {
      expect((await payload.count({ collection, where: { inquiry: { equals: inquiry.id } }, overrideAccess: true })).totalDocs).toBe(0)
    }
    const [entry, ...more] = await auditOf(inquiry, 'delete')
    expect(more).toEqual([])
    expect(entry).toMatchObject({ reference: inquiry.reference, by: staff.admin.user.id, byName: label('admin'), reason })
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // The entries of its life stay after it is gone: reception's change, the admin's reason, the deletion.
    expect((await auditOf(inquiry)).map((each) => [each.action, each.byName])).toEqual([
      ['change', label('reception')],
      ['change', label('admin')],
      ['delete', label('admin')],
    ])
  })

  it('through the Local API as the admin (overrideAccess: false) the same way', async () => {
    const inquiry = await newInquiry()
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { deletionReason: 'Duplicitní poptávka' },
      overrideAccess: false,
      user: as('admin'),
    })
    await payload.delete({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: as('admin') })
    expect(await exists(inquiry.id)).toBe(false)
    expect(await auditOf(inquiry, 'delete')).toMatchObject([{ reason: 'Duplicitní poptávka', by: staff.admin.user.id }])
  })

  it('photos, notes and history cannot be bulk-deleted by anyone', async () => {
    const inquiry = await newInquiry(1)
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'booked', newNote: 'Termín 5. 1.' })
    for (const role of ['admin', 'reception'] as const) {
      expect((await api(role, 'DELETE', `inquiry-photos?where[id][in][0]=${inquiry.photos?.[0]}`)).status).toBe(403)
      expect((await api(role, 'DELETE', `inquiry-notes?where[inquiry][equals]=${inquiry.id}`)).status).toBe(403)
      expect((await api(role, 'DELETE', `inquiry-history?where[inquiry][equals]=${inquiry.id}`)).status).toBe(403)
      await expect(
        payload.delete({ collection: 'inquiry-notes', where: { inquiry: { equals: inquiry.id } }, overrideAccess: false, user: as(role) }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(
      (await payload.count({ collection: 'inquiry-photos', where: { id: { in: inquiry.photos } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(
      (await payload.count({ collection: 'inquiry-notes', where: { inquiry: { equals: inquiry.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    expect(
      (await payload.count({ collection: 'inquiry-history', where: { inquiry: { equals: inquiry.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
  })
})

describe('the audit log records views, exports and changes', () => {
  it('a view of one inquiry (REST and Local API as a user), not the list, not the system', async () => {
    const inquiry = await newInquiry()
    expect((await api('reception', 'GET', 'inquiries?limit=50')).status).toBe(200)
    await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: true })
    expect(await auditOf(inquiry, 'view')).toEqual([])

    const read = await api('reception', 'GET', `inquiries/${inquiry.id}`)
    expect(read.status).toBe(200)
    await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: as('admin') })
    // The same person again within the minute (the admin's edit view reads more than once): one entry.
    await api('reception', 'GET', `inquiries/${inquiry.id}`)
    const views = await auditOf(inquiry, 'view')
    expect(views.map((view) => [view.by, view.byName, view.reference])).toEqual([
      [staff.reception.user.id, label('reception'), inquiry.reference],
      [staff.admin.user.id, label('admin'), inquiry.reference],
    ])
  })

  it('a photo opened by a person is recorded against its inquiry; a refused one is not', async () => {
    const inquiry = await newInquiry(1)
    const photo = await payload.findByID({ collection: 'inquiry-photos', id: inquiry.photos?.[0] as number, overrideAccess: true })
    expect((await api('editor', 'GET', `inquiry-photos/file/${photo.filename}`)).status).toBe(403)
    expect(await auditOf(inquiry, 'view-photo')).toEqual([])
    const file = await api(
      'admin',
      'GET',
      `inquiry-photos/file/${photo.thumbnailURL?.split('/').pop() ?? photo.sizes?.thumbnail?.filename}`,
    )
    expect(file.status).toBe(200)
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0)
    expect(await auditOf(inquiry, 'view-photo')).toMatchObject([{ by: staff.admin.user.id, reference: inquiry.reference }])
  })

  it('a change names the fields (from → to for the workflow), never what the visitor or a note says', async () => {
    const inquiry = await newInquiry()
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, {
      assignedTo: staff.reception.user.id,
      isSpam: true,
      newNote: 'Alergie na latex',
    })
    const [change] = await auditOf(inquiry, 'change')
    expect(change.detail).toContain(`assignedTo: – → ${staff.reception.user.id}`)
    expect(change.detail).toContain('isSpam: false → true')
    expect(change.detail).toContain('newNote')
    expect(JSON.stringify(change)).not.toContain('latex')
    // A save that changes nothing leaves no entry.
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { isSpam: true })
    expect(await auditOf(inquiry, 'change')).toHaveLength(1)
  })

  it('an export records each exported inquiry for the person who exported it', async () => {
    const [a, b] = [await newInquiry(), await newInquiry()]
    const response = await api('reception', 'GET', `inquiries/export?where[id][in][0]=${a.id}&where[id][in][1]=${b.id}`)
    expect(response.status).toBe(200)
    for (const inquiry of [a, b]) {
      expect(await auditOf(inquiry, 'export')).toMatchObject([{ by: staff.reception.user.id, reference: inquiry.reference }])
    }
  })
})

describe('the audit log itself', () => {
  it('admins read it; reception and editors do not', async () => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'contacted' })
    const read = await api('admin', 'GET', `inquiry-audit?where[reference][equals]=${inquiry.reference}`)
    expect(read.status).toBe(200)
    // Patients' references and staff names: no browser or proxy keeps a copy.
    expect(read.headers.get('cache-control')).toBe('no-store, private')
    expect(((await read.json()) as { totalDocs: number }).totalDocs).toBe(1)
    for (const role of ['reception', 'editor'] as const) {
      expect((await api(role, 'GET', 'inquiry-audit')).status).toBe(403)
      await expect(payload.find({ collection: 'inquiry-audit', overrideAccess: false, user: as(role) })).rejects.toMatchObject({
        status: 403,
      })
    }
  })

  it.each(['admin', 'reception', 'editor'] as const)('%s cannot create, change or delete an entry (REST and Local API)', async (role) => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'booked' })
    const [entry] = await auditOf(inquiry, 'change')
    const forged = { action: 'delete', inquiryId: inquiry.id, reference: inquiry.reference, byName: 'Someone Else', reason: 'forged' }
    expect((await api(role, 'POST', 'inquiry-audit', forged)).status).toBe(403)
    expect((await api(role, 'PATCH', `inquiry-audit/${entry.id}`, { byName: 'Someone Else' })).status).toBe(403)
    expect(
      (await api(role, 'PATCH', `inquiry-audit?where[reference][equals]=${inquiry.reference}`, { byName: 'Someone Else' })).status,
    ).toBe(403)
    expect((await api(role, 'DELETE', `inquiry-audit/${entry.id}`)).status).toBe(403)
    expect((await api(role, 'DELETE', `inquiry-audit?where[reference][equals]=${inquiry.reference}`)).status).toBe(403)
    const user = as(role)
    await expect(payload.create({ collection: 'inquiry-audit', data: forged as never, overrideAccess: false, user })).rejects.toMatchObject(
      {
        status: 403,
      },
    )
    await expect(
      payload.update({ collection: 'inquiry-audit', id: entry.id, data: { byName: 'x' }, overrideAccess: false, user }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'inquiry-audit', id: entry.id, overrideAccess: false, user })).rejects.toMatchObject({
      status: 403,
    })
    expect(await auditOf(inquiry)).toEqual([entry])
  })
})

describe('staff turnover', () => {
  it('a deleted staff account leaves its entries, with its name', async () => {
    const inquiry = await newInquiry()
    const leaving = await payload.create({
      collection: 'users',
      data: { email: 'leaving@audit.example', password: 'leaving-password-1', role: 'reception', name: 'Odcházející' },
    })
    await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: { ...leaving, collection: 'users' } })
    expect((await api('admin', 'DELETE', `users/${leaving.id}`)).status).toBe(200)
    expect(await auditOf(inquiry, 'view')).toMatchObject([{ by: null, byName: 'Odcházející (leaving@audit.example)' }])
  })
})

// Last: it deletes every inquiry of this file.
describe('retention', () => {
  it('the retention job still deletes expired inquiries by query, each recorded as the system with its reason', async () => {
    const inquiry = await newInquiry(1)
    const deleted = await deleteExpiredInquiries(payload, new Date(Date.now() + 181 * 24 * 60 * 60 * 1000))
    expect(deleted).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'inquiry-photos', overrideAccess: true })).totalDocs).toBe(0)
    const [entry] = await auditOf(inquiry, 'delete')
    expect(entry).toMatchObject({ reference: inquiry.reference, by: null, byName: null })
    expect(entry.reason).toMatch(/^Retention: inquiries older than 180 days/)
    expect(
      (await payload.count({ collection: 'inquiry-audit', where: { action: { equals: 'delete' } }, overrideAccess: true })).totalDocs,
    ).toBe(
      // Every inquiry of this file that reached retention has its entry (two were deleted by admins before).
      deleted + 2,
    )
  })
})
