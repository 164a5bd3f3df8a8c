/**
 * A patient's data on request (issue 42, GDPR Art. 15 and 17): an administrator finds one person's
 * inquiries, call-back requests, photos, notes, history and audit entries by e-mail or phone,
 * downloads them as one ZIP, and erases them in one recorded step; another person's data stays, and
 * nobody but an administrator may do any of it. Real users through the REST route handlers; the
 * photos are read from the storage the server uses.
 */
import JSZip from 'jszip'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Inquiry, InquiryPhoto } from '@/payload-types'
import { callMeRequest, loadInquiryApp, quietInquiryEnv, receivedInquiry, validFields } from './inquiry-support'
import { type Method, type Role, restCall, type StaffMember, sendInquiry, signInStaff, widePhotos } from './staff-support'

quietInquiryEnv()

const { freshPayload, postCallMe } = await loadInquiryApp()
const { uploadFiles } = await import('@/platform/cms/upload-files')

let payload: Payload
let staff: Record<Role, StaffMember>

const api = (role: Role, method: Method, path: string, body?: unknown) => restCall(staff[role].token, method, path, body)

const jana = { name: 'Jana Pacientková', email: 'jana.pacientkova@example.cz', phone: '+420 777 123 456' }
const petr = { name: 'Petr Jiný', email: 'petr.jiny@example.cz', phone: '+420 608 555 444' }

let janaInquiries: Inquiry[]
let petrInquiry: Inquiry

const send = async (fields: Record<string, string>, photos: number) =>
  sendInquiry(payload, { keyPrefix: 'person-data', fields: { ...validFields, ...fields }, photos: await widePhotos(photos) })

const photosOf = async (inquiries: Inquiry[]): Promise<InquiryPhoto[]> => {
  const ids = inquiries.flatMap((inquiry) => (inquiry.photos ?? []) as number[])
  return (await payload.find({ collection: 'inquiry-photos', where: { id: { in: ids } }, pagination: false, overrideAccess: true })).docs
}

const storedFiles = (photos: InquiryPhoto[]) =>
  photos.flatMap((photo) => [photo.filename as string, photo.sizes?.thumbnail?.filename as string])

const query = (person: { email?: string; phone?: string }) => new URLSearchParams(person as Record<string, string>).toString()

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'person-data.example', secondFactor: true })
  // Jana wrote twice (her e-mail typed in two cases, her phone in two forms) and asked for a call back.
  const first = await send({ name: jana.name, email: jana.email, phoneNumber: '777123456' }, 2)
  const second = await send({ name: jana.name, email: 'JANA.Pacientkova@Example.cz', phoneNumber: jana.phone }, 1)
  const callBack = await postCallMe(
    callMeRequest({ phoneNumber: '00420 777 123 456', locationUrl: 'https://aurelia-clinic.example/kontakt', lang: 'cs' }),
  )
  expect(callBack.status).toBe(201)
  janaInquiries = [first, second, await receivedInquiry(payload, callBack)]
  petrInquiry = await send({ name: petr.name, email: petr.email, phoneNumber: petr.phone }, 1)
  // Reception works both people's inquiries: a note and a status change (history, audit).
  for (const inquiry of [first, petrInquiry]) {
    expect(
      (await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { newNote: `Volat odpoledne ${inquiry.reference}`, status: 'contacted' }))
        .status,
    ).toBe(200)
  }
  expect((await api('admin', 'GET', `inquiries/${second.id}`)).status).toBe(200)
})

afterAll(async () => {
  await payload?.destroy()
})

type Found = { counts: Record<string, number>; summary: string; inquiryIds: string; inquiries: Array<{ reference: string }> }

const find = async (person: { email?: string; phone?: string }): Promise<Found> => {
  const response = await api('admin', 'GET', `inquiries/person-data?${query(person)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Found
}

describe('finding one person', () => {
  it('by e-mail whatever its case: her two inquiries, not the call-back (no e-mail) nor the other person', async () => {
    const found = await find({ email: 'Jana.PACIENTKOVA@example.cz' })
    expect(found.inquiries.map((inquiry) => inquiry.reference).sort()).toEqual(
      [janaInquiries[0].reference, janaInquiries[1].reference].sort(),
    )
    expect(found.counts).toMatchObject({ inquiries: 2, callBacks: 0, photos: 3, notes: 1, history: 1 })
  })

  it('by phone in any form: all three, with the call-back request', async () => {
    const found = await find({ phone: '+420 777 123 456' })
    expect(found.inquiries.map((inquiry) => inquiry.reference).sort()).toEqual(janaInquiries.map((inquiry) => inquiry.reference).sort())
    expect(found.summary).toMatch(/^2 poptávky, 1 žádost o zavolání, 3 fotografie, 1 poznámka, 1 záznam historie, \d+ auditní/)
    expect((await find({ phone: '777 123 456' })).inquiryIds).toBe(found.inquiryIds)
    expect(found.inquiries.map((inquiry) => inquiry.reference)).not.toContain(petrInquiry.reference)
  })

  it('refuses bad input with a 400 naming the field, and everyone but an administrator with a 403', async () => {
    const refusal = async (path: string) => {
      const response = await api('admin', 'GET', path)
      expect(response.status).toBe(400)
      return ((await response.json()) as { errors: Array<{ field: string; message: string }> }).errors[0]
    }
    expect(await refusal('inquiries/person-data')).toMatchObject({
      field: 'email',
      message: expect.stringContaining('e-mail nebo telefon'),
    })
    expect(await refusal('inquiries/person-data?email=jana%40')).toMatchObject({ field: 'email' })
    expect(await refusal('inquiries/person-data/export?phone=12345')).toMatchObject({ field: 'phone' })
    for (const role of ['reception', 'editor'] as const) {
      for (const path of [
        `inquiries/person-data?${query({ phone: jana.phone })}`,
        `inquiries/person-data/export?${query({ phone: jana.phone })}`,
      ]) {
        const response = await api(role, 'GET', path)
        expect(response.status, `${role} ${path}`).toBe(403)
        expect(await response.json()).toMatchObject({ errors: [{ message: expect.stringContaining('jen administrátoři') }] })
      }
      const found = await find({ phone: jana.phone })
      expect((await api(role, 'POST', 'inquiries/person-data/erase', { phone: jana.phone, inquiryIds: found.inquiryIds })).status).toBe(403)
    }
    expect((await restCall(null, 'GET', `inquiries/person-data?${query({ phone: jana.phone })}`)).status).toBe(403)
    expect((await find({ phone: jana.phone })).inquiries).toHaveLength(3)
  })
})

describe('the export for the person', () => {
  it('is one ZIP with a Czech summary, the data as JSON and the original photos, and is audited', async () => {
    const response = await api('admin', 'GET', `inquiries/person-data/export?${query({ email: jana.email, phone: jana.phone })}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="osobni-udaje-\d{4}-\d{2}-\d{2}\.zip"$/)
    const zip = await JSZip.loadAsync(await response.arrayBuffer())
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir)
    expect(names.filter((name) => name.startsWith('fotografie/'))).toHaveLength(3)

    const summary = await zip.file('prehled.html')?.async('string')
    expect(summary).toContain('<html lang="cs">')
    expect(summary).toContain('Vaše osobní údaje')
    expect(summary).toContain(jana.name)
    expect(summary).toContain('Dobrý den, mám zájem o konzultaci.')
    expect(summary).not.toContain(petr.name)

    const data = JSON.parse((await zip.file('udaje.json')?.async('string')) ?? '{}') as { poptávky: Array<Record<string, unknown>> }
    expect(data.poptávky.map((inquiry) => inquiry['číslo poptávky'])).toEqual(janaInquiries.map((inquiry) => inquiry.reference))
    const [first] = data.poptávky
    expect(first).toMatchObject({
      jméno: jana.name,
      'e-mail': jana.email,
      telefon: '777123456',
      typ: 'Kontaktní formulář',
      stav: 'Kontaktováno',
    })
    expect(first['interní poznámky']).toEqual([
      expect.objectContaining({ text: `Volat odpoledne ${janaInquiries[0].reference}`, kdo: 'pracovník kliniky' }),
    ])
    expect(data.poptávky[2]).toMatchObject({ typ: 'Zavolejte mi', telefon: '00420 777 123 456' })
    // Staff are named by their role, not by their names and addresses.
    expect(JSON.stringify(data)).not.toContain('person-data.example')

    // The photos are the stored files, byte for byte, named after their inquiry.
    const stored = await photosOf(janaInquiries.slice(0, 1))
    const files = uploadFiles()
    for (const [index, photo] of stored.entries()) {
      const opened = await files.open('inquiry-photos', photo.filename as string)
      const chunks: Buffer[] = []
      for await (const chunk of opened?.stream ?? []) chunks.push(Buffer.from(chunk as Buffer))
      const inZip = await zip.file(`fotografie/${janaInquiries[0].reference}-${index + 1}.jpg`)?.async('nodebuffer')
      expect(inZip?.equals(Buffer.concat(chunks))).toBe(true)
    }

    const exported = await payload.find({
      collection: 'inquiry-audit',
      where: { action: { equals: 'export' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(exported.docs.map((entry) => entry.reference).sort()).toEqual(janaInquiries.map((inquiry) => inquiry.reference).sort())
  })
})

describe('the erasure', () => {
  it('erases only what was confirmed: when the data changed meanwhile, nothing goes', async () => {
    const found = await find({ phone: jana.phone })
    const response = await api('admin', 'POST', 'inquiries/person-data/erase', {
      phone: jana.phone,
      inquiryIds: found.inquiryIds.split(',')[0],
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ errors: [{ field: 'inquiryIds' }] })
    expect((await api('admin', 'POST', 'inquiries/person-data/erase', { phone: jana.phone })).status).toBe(400)
    expect((await find({ phone: jana.phone })).inquiries).toHaveLength(3)
  })

  it('deletes her records and photo files in one step, leaves the other person untouched and one audit entry without her data', async () => {
    const janaPhotos = await photosOf(janaInquiries)
    const petrPhotos = await photosOf([petrInquiry])
    const files = uploadFiles()
    for (const name of storedFiles([...janaPhotos, ...petrPhotos])) expect(await files.size('inquiry-photos', name), name).not.toBeNull()
    const references = janaInquiries.map((inquiry) => inquiry.reference)
    const ids = janaInquiries.map((inquiry) => inquiry.id)

    const found = await find({ email: jana.email, phone: jana.phone })
    const response = await api('admin', 'POST', 'inquiries/person-data/erase', {
      email: jana.email,
      phone: jana.phone,
      inquiryIds: found.inquiryIds,
    })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { erased: Record<string, number>; summary: string }
    expect(result.erased).toEqual(found.counts)
    expect(result.summary).toBe(found.summary)

    const count = async (collection: 'inquiries' | 'inquiry-photos' | 'inquiry-notes' | 'inquiry-history', where: object) =>
      (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
    expect(await count('inquiries', { id: { in: ids } })).toBe(0)
    expect(await count('inquiry-photos', { id: { in: janaPhotos.map((photo) => photo.id) } })).toBe(0)
    expect(await count('inquiry-notes', { inquiry: { in: ids } })).toBe(0)
    expect(await count('inquiry-history', { inquiry: { in: ids } })).toBe(0)
    for (const name of storedFiles(janaPhotos)) expect(await files.size('inquiry-photos', name), name).toBeNull()
    expect((await find({ phone: jana.phone })).inquiries).toEqual([])

    // Petr's inquiry, photo files, note and history stay.
    expect(await count('inquiries', { id: { equals: petrInquiry.id } })).toBe(1)
    expect(await count('inquiry-notes', { inquiry: { equals: petrInquiry.id } })).toBe(1)
    expect(await count('inquiry-history', { inquiry: { equals: petrInquiry.id } })).toBe(1)
    for (const name of storedFiles(petrPhotos)) expect(await files.size('inquiry-photos', name), name).not.toBeNull()

    // The audit log keeps one entry: what, who, when; nothing of her (no contact, reference or name).
    const audit = await payload.find({ collection: 'inquiry-audit', pagination: false, depth: 0, overrideAccess: true })
    expect(audit.docs.filter((entry) => entry.reference && references.includes(entry.reference))).toEqual([])
    const erasure = audit.docs.filter((entry) => entry.action === 'delete')
    expect(erasure).toEqual([
      expect.objectContaining({
        reason: `Výmaz na žádost: ${found.summary}`,
        reference: null,
        by: staff.admin.user.id,
        byName: staff.admin.user.email,
      }),
    ])
    expect(erasure[0].reason).toMatch(/^Výmaz na žádost: 2 poptávky, 1 žádost o zavolání, 3 fotografie, 1 poznámka/)
    const everything = JSON.stringify(audit.docs).toLowerCase()
    for (const trace of [
      jana.email,
      '777123456',
      '777 123 456',
      'pacientková',
      ...references.map((reference) => reference.toLowerCase()),
    ]) {
      expect(everything).not.toContain(trace)
    }
    expect(audit.docs.some((entry) => entry.reference === petrInquiry.reference)).toBe(true)
  })
})
