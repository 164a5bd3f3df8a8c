import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Inquiry, InquiryHistory, InquiryNote } from '@/payload-types'
import { jpegPhoto, loadInquiryApp, quietInquiryEnv, validFields } from './inquiry-support'
import { type Method, type Role, restCall, type StaffMember, sendInquiry, signInStaff } from './staff-support'

quietInquiryEnv()

const { freshPayload } = await loadInquiryApp()
const { countNewInquiries } = await import('@/features/inquiries/reception/new-inquiries')
const { deleteExpiredInquiries } = await import('@/features/inquiries/retention')

let payload: Payload
let staff: Record<Role, StaffMember>

beforeAll(async () => {
  payload = await freshPayload()
  const names: Record<Role, string> = { admin: 'Alena Správcová', reception: 'Radka Recepční', editor: 'Eva Editorka' }
  staff = await signInStaff(payload, { domain: 'reception.example', names, secondFactor: true })
})

afterAll(async () => {
  await payload?.destroy()
})

/** One request through the REST route handler, signed in as `role` (or anonymous). */
const api = (role: Role | null, method: Method, path: string, body?: unknown) =>
  restCall(role ? staff[role].token : null, method, path, body)

async function newInquiry(fields: Record<string, string> = {}, photos = 0): Promise<Inquiry> {
  const images = await Promise.all(Array.from({ length: photos }, () => jpegPhoto()))
  return sendInquiry(payload, { keyPrefix: 'reception', fields: { ...validFields, ...fields }, photos: images })
}

const historyOf = async (id: number) =>
  (
    await payload.find({
      collection: 'inquiry-history',
      where: { inquiry: { equals: id } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as InquiryHistory[]
const notesOf = async (id: number) =>
  (
    await payload.find({
      collection: 'inquiry-notes',
      where: { inquiry: { equals: id } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as InquiryNote[]
const label = (role: Role) => `${staff[role].user.name} (${staff[role].user.email})`

describe('statuses and the audit trail', () => {
  it('offers the reception workflow statuses, new by default', async () => {
    const inquiry = await newInquiry()
    expect(inquiry.status).toBe('new')
    const field = payload.collections.inquiries.config.fields.find((each) => 'name' in each && each.name === 'status')
    expect(field && 'options' in field ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []).toEqual([
      'new',
      'contacted',
      'booked',
      'closed-not-interested',
      'closed-done',
    ])
  })

  it('a status change through REST writes an entry with the user, the time and from → to', async () => {
    const inquiry = await newInquiry()
    const before = Date.now()
    const response = await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'contacted' })
    expect(response.status).toBe(200)
    const [entry, ...more] = await historyOf(inquiry.id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      change: 'status',
      fromStatus: 'new',
      toStatus: 'contacted',
      by: staff.reception.user.id,
      byName: label('reception'),
    })
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // The next change starts from the stored status, whoever sends what.
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { status: 'closed-done' })
    expect((await historyOf(inquiry.id)).map((each) => [each.fromStatus, each.toStatus, each.by])).toEqual([
      ['new', 'contacted', staff.reception.user.id],
      ['contacted', 'closed-done', staff.admin.user.id],
    ])
    // Staff see the entries on the inquiry itself.
    const read = (await (await api('reception', 'GET', `inquiries/${inquiry.id}`)).json()) as Inquiry
    expect(read.history?.docs).toHaveLength(2)
  })

  it('a save that changes nothing in the workflow writes no entry', async () => {
    const inquiry = await newInquiry()
    const doc = (await (await api('reception', 'GET', `inquiries/${inquiry.id}?depth=1`)).json()) as Inquiry
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, doc)).status).toBe(200)
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { isSpam: true })).status).toBe(200)
    expect(await historyOf(inquiry.id)).toEqual([])
  })

  it('an assignee change is recorded with the names before and after', async () => {
    const inquiry = await newInquiry()
    expect((await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: staff.reception.user.id })).status).toBe(200)
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: staff.admin.user.id })).status).toBe(200)
    expect((await historyOf(inquiry.id)).map((each) => [each.change, each.fromAssignee ?? null, each.toAssignee, each.byName])).toEqual([
      ['assignee', null, label('reception'), label('admin')],
      ['assignee', label('reception'), label('admin'), label('reception')],
    ])
  })
})

describe('nobody forges or deletes the history or a note author', () => {
  it.each(['admin', 'reception'] as const)('%s cannot create, change or delete history entries or notes through REST', async (role) => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'booked', newNote: 'Objednána na 12. 3.' })
    const [entry] = await historyOf(inquiry.id)
    const [note] = await notesOf(inquiry.id)
    const forged = {
      inquiry: inquiry.id,
      change: 'status',
      fromStatus: 'new',
      toStatus: 'closed-done',
      by: staff.editor.user.id,
      byName: 'Someone Else',
    }
    expect((await api(role, 'POST', 'inquiry-history', forged)).status).toBe(403)
    expect((await api(role, 'PATCH', `inquiry-history/${entry.id}`, { byName: 'Someone Else', toStatus: 'new' })).status).toBe(403)
    expect((await api(role, 'DELETE', `inquiry-history/${entry.id}`)).status).toBe(403)
    expect((await api(role, 'PATCH', `inquiry-history?where[inquiry][equals]=${inquiry.id}`, { byName: 'Someone Else' })).status).toBe(403)
    expect((await api(role, 'DELETE', `inquiry-history?where[inquiry][equals]=${inquiry.id}`)).status).toBe(403)
    expect(
      (await api(role, 'POST', 'inquiry-notes', { inquiry: inquiry.id, text: 'Forged', by: staff.editor.user.id, byName: 'Someone Else' }))
        .status,
    ).toBe(403)
    expect(
      (await api(role, 'PATCH', `inquiry-notes/${note.id}`, { text: 'Rewritten', by: staff.editor.user.id, byName: 'Someone Else' }))
        .status,
    ).toBe(403)
    expect((await api(role, 'DELETE', `inquiry-notes/${note.id}`)).status).toBe(403)
    expect(await historyOf(inquiry.id)).toEqual([entry])
    expect(await notesOf(inquiry.id)).toEqual([note])
  })

  it.each(['admin', 'reception'] as const)(
    '%s updating an inquiry cannot set the author, time or history of what it writes',
    async (role) => {
      const inquiry = await newInquiry()
      const before = Date.now()
      const response = await api(role, 'PATCH', `inquiries/${inquiry.id}`, {
        status: 'contacted',
        newNote: 'Volala jsem, ozve se.',
        notes: [{ text: 'Forged note', by: staff.editor.user.id, byName: 'Someone Else', createdAt: '2000-01-01T00:00:00.000Z' }],
        history: [{ change: 'status', fromStatus: 'closed-done', toStatus: 'new', by: staff.editor.user.id, byName: 'Someone Else' }],
        by: staff.editor.user.id,
        byName: 'Someone Else',
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const notes = await notesOf(inquiry.id)
      expect(notes.map((note) => [note.text, note.by, note.byName])).toEqual([['Volala jsem, ozve se.', staff[role].user.id, label(role)]])
      expect(new Date(notes[0].createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect((await historyOf(inquiry.id)).map((each) => [each.fromStatus, each.toStatus, each.by, each.byName])).toEqual([
        ['new', 'contacted', staff[role].user.id, label(role)],
      ])
    },
  )

  it('the Local API as reception (overrideAccess: false) cannot write history or notes either', async () => {
    const inquiry = await newInquiry()
    const user = { ...staff.reception.user, collection: 'users' as const }
    const create = payload.create({
      collection: 'inquiry-history',
      data: { inquiry: inquiry.id, change: 'status', fromStatus: 'new', toStatus: 'closed-done', byName: 'Someone Else' },
      overrideAccess: false,
      user,
    })
    await expect(create).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'inquiry-notes', data: { inquiry: inquiry.id, text: 'x' }, overrideAccess: false, user }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await historyOf(inquiry.id)).toEqual([])
  })

  it('deleting an inquiry deletes its notes and history with it', async () => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'closed-not-interested', newNote: 'Nemá zájem.' })
    // Issue 27: an admin deletes an inquiry only with a saved reason.
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { deletionReason: 'Žádost o výmaz' })
    expect((await api('admin', 'DELETE', `inquiries/${inquiry.id}`)).status).toBe(200)
    expect(await historyOf(inquiry.id)).toEqual([])
    expect(await notesOf(inquiry.id)).toEqual([])
  })
})

describe('internal notes', () => {
  it('staff read notes; visitors and editors never do', async () => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { newNote: 'Pacientka má alergii na latex.' })
    const read = (await (await api('admin', 'GET', `inquiries/${inquiry.id}`)).json()) as Inquiry
    const notes = (read.notes?.docs ?? []) as InquiryNote[]
    expect(notes.map((note) => note.text)).toEqual(['Pacientka má alergii na latex.'])
    for (const role of [null, 'editor'] as const) {
      for (const path of ['inquiry-notes', `inquiry-notes/${notes[0].id}`, `inquiries/${inquiry.id}`, 'inquiry-history']) {
        const response = await api(role, 'GET', path)
        expect(response.status, `${role} GET ${path}`).toBe(403)
        expect(await response.text()).not.toContain('latex')
      }
    }
  })

  it('an empty note is not stored', async () => {
    const inquiry = await newInquiry()
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { newNote: '   ' })).status).toBe(200)
    expect(await notesOf(inquiry.id)).toEqual([])
  })
})

describe('assignee', () => {
  it('only admin and reception accounts can be assigned, by either role', async () => {
    const inquiry = await newInquiry()
    const refused = await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: staff.editor.user.id })
    expect(refused.status).toBe(400)
    const body = JSON.stringify(await refused.json())
    expect(body).toContain('assignedTo')
    expect(body).toContain('Poptávku lze přiřadit jen administrátorovi nebo recepci.')
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: staff.editor.user.id })).status).toBe(400)
    // Reception assigns an administrator (it reads admin and reception accounts, never editors).
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: staff.admin.user.id })).status).toBe(200)
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0, overrideAccess: true })).assignedTo).toBe(
      staff.admin.user.id,
    )
  })

  it('a whole-document save keeps an assignee whose role changed since', async () => {
    const inquiry = await newInquiry()
    const colleague = await payload.create({
      collection: 'users',
      data: { email: 'former@reception.example', password: 'former-password-1', role: 'reception' },
    })
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: colleague.id })
    await payload.update({ collection: 'users', id: colleague.id, data: { role: 'editor' } })
    const doc = (await (await api('reception', 'GET', `inquiries/${inquiry.id}?depth=0`)).json()) as Inquiry
    expect((await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { ...doc, status: 'contacted' })).status).toBe(200)
  })

  it('deleting a staff account leaves its inquiries unassigned, recorded in the history under its name', async () => {
    const inquiry = await newInquiry()
    const leaving = await payload.create({
      collection: 'users',
      data: { email: 'leaving@reception.example', password: 'leaving-password-1', role: 'reception', name: 'Odcházející' },
    })
    await api('admin', 'PATCH', `inquiries/${inquiry.id}`, { assignedTo: leaving.id })
    expect((await api('admin', 'DELETE', `users/${leaving.id}`)).status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'inquiries', id: inquiry.id, depth: 0, overrideAccess: true })).assignedTo ?? null,
    ).toBeNull()
    const leavingLabel = 'Odcházející (leaving@reception.example)'
    expect((await historyOf(inquiry.id)).map((each) => [each.fromAssignee ?? null, each.toAssignee ?? null, each.byName])).toEqual([
      [null, leavingLabel, label('admin')],
      [leavingLabel, null, label('admin')],
    ])
  })
})

describe('dashboard count', () => {
  it('counts new inquiries that are not spam, for admin and reception only', async () => {
    const withUser = (role: Role) => ({ ...staff[role].user, collection: 'users' as const })
    const start = await countNewInquiries(payload, withUser('reception'))
    await newInquiry()
    await newInquiry({ isSpam: 'true' })
    const handled = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${handled.id}`, { status: 'contacted' })
    expect(await countNewInquiries(payload, withUser('reception'))).toBe((start ?? 0) + 1)
    expect(await countNewInquiries(payload, withUser('admin'))).toBe((start ?? 0) + 1)
    expect(await countNewInquiries(payload, withUser('editor'))).toBeNull()
    expect(await countNewInquiries(payload, null)).toBeNull()
  })
})

describe('CSV export', () => {
  const exportCsv = (role: Role | null, query = '') => api(role, 'GET', `inquiries/export${query}`)
  const parse = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replaceAll('""', '"')))

  it('is refused to editors and visitors with a JSON 403 naming the problem', async () => {
    for (const role of ['editor', null] as const) {
      const response = await exportCsv(role)
      expect(response.status).toBe(403)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(await response.json()).toEqual({ errors: [{ message: 'Export poptávek mohou stáhnout jen administrátoři a recepce.' }] })
    }
  })

  it('exports the rows matching the list filter as UTF-8 CSV with a BOM, without photos or technical fields', async () => {
    const booked = await newInquiry({ name: 'Žofie Čermáková', email: 'zofie@example.cz' }, 1)
    const other = await newInquiry({ name: 'Jiný Člověk', email: 'jiny@example.cz' })
    await api('reception', 'PATCH', `inquiries/${booked.id}`, {
      status: 'booked',
      assignedTo: staff.reception.user.id,
      newNote: 'Konzultace 12. 3. v 10:00',
    })

    const response = await exportCsv('reception', '?where[or][0][and][0][status][equals]=booked&sort=-createdAt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="poptavky-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    const [header, ...rows] = parse(text)
    expect(header).toEqual([
      'Číslo poptávky',
      'Přijato',
      'Stav',
      'Přiřazeno',
      'Typ',
      'Jméno',
      'E-mail',
      'Telefon',
      'Zpráva',
      'Jazyk',
      'Odesláno ze stránky',
      'Formulář s možností fotografií',
      'Spam',
      'Interní poznámky',
      'Vstupní stránka',
      'Odkazující web',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'Identifikátory kliknutí z reklam',
    ])
    const references = rows.map((row) => row[0])
    expect(references).toContain(booked.reference)
    expect(references).not.toContain(other.reference)
    const row = rows.find((each) => each[0] === booked.reference) ?? []
    expect(row.slice(2, 7)).toEqual([
      'Konzultace objednána',
      label('reception'),
      'Kontaktní formulář',
      'Žofie Čermáková',
      'zofie@example.cz',
    ])
    expect(row[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Radka Recepční \(reception@reception\.example\): Konzultace 12\. 3\. v 10:00$/)

    const stored = await payload.findByID({ collection: 'inquiries', id: booked.id, depth: 1, overrideAccess: true })
    const photo = stored.photos?.[0] as { filename: string }
    for (const secret of [stored.idempotencyKey, stored.requestHash, stored.clientIpHash, photo.filename, 'inquiry-photos']) {
      expect(secret).toBeTruthy()
      expect(text).not.toContain(secret as string)
    }
  })

  it('honours the list search too, and an admin may export', async () => {
    const found = await newInquiry({ name: 'Hledaná Pacientka', email: 'hledana@example.cz' })
    const response = await exportCsv('admin', '?search=hledana%40example')
    const references = parse(await response.text())
      .slice(1)
      .map((row) => row[0])
    expect(references).toEqual([found.reference])
  })

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const inquiry = await newInquiry({
      name: '=HYPERLINK("http://evil.example","Klikni")',
      message: '@SUM(1+1) a -2+3 a "uvozovky"',
      phoneNumber: '+420 777 123 456',
    })
    const text = await (await exportCsv('reception', `?where[reference][equals]=${inquiry.reference}`)).text()
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Klikni"")"')
    expect(text).toContain('"\'@SUM(1+1) a -2+3 a ""uvozovky"""')
    expect(text).toContain('"\'+420 777 123 456"')
    const [, row] = parse(text)
    for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/)
  })

  it('exports the same rows and columns as XLSX with text cells: the phone number as typed, without the apostrophe', async () => {
    const inquiry = await newInquiry({ name: '=HYPERLINK("http://evil.example","Klikni")', phoneNumber: '+420 777 123 456' })
    const query = `?where[reference][equals]=${inquiry.reference}`
    const csv = parse(await (await exportCsv('reception', query)).text())
    const response = await exportCsv('reception', `${query}&format=xlsx`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="poptavky-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    expect(response.headers.get('cache-control')).toMatch(/^no-store/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]
    expect(sheet.rowCount).toBe(2)
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((cell) => cell ?? '')
    expect(cells(1)).toEqual(csv[0])
    // The CSV guards "+420 …" and "=…" with an apostrophe; the XLSX needs none: its cells are text.
    expect(cells(2)).toEqual(csv[1].map((cell) => cell.replace(/^'/, '')))
    const phone = sheet.getRow(2).getCell(csv[0].indexOf('Telefon') + 1)
    expect(phone.value).toBe('+420 777 123 456')
    expect(phone.type).toBe(ExcelJS.ValueType.String)
    expect(sheet.getRow(2).getCell(csv[0].indexOf('Jméno') + 1).formula).toBeUndefined()
  })

  it('is refused to editors in XLSX too, and names a bad format', async () => {
    expect((await exportCsv('editor', '?format=xlsx')).status).toBe(403)
    const response = await exportCsv('reception', '?format=pdf')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ field: 'format', message: 'Parametr format musí být csv nebo xlsx.' }] })
  })

  it('answers a filter on an unknown field with an error, not with every inquiry', async () => {
    const response = await exportCsv('reception', '?where[nonsense][equals]=1')
    expect(response.status).toBe(400)
  })
})

describe("the list's watch for new inquiries", () => {
  const arrivals = (role: Role | null, query: string) => api(role, 'GET', `inquiries/arrivals?${query}`)

  it('is refused to editors and visitors, and names a bad time', async () => {
    for (const role of ['editor', null] as const) expect((await arrivals(role, 'after=2026-01-01T00:00:00.000Z')).status).toBe(403)
    const bad = await arrivals('reception', 'after=včera')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: [{ field: 'after', message: 'Parametr after musí být datum a čas (ISO 8601).' }] })
  })

  it("counts the list's rows (its search and filters) that arrived after a time, and names the newest", async () => {
    const search = `search=${encodeURIComponent('sledovana')}`
    const first = await newInquiry({ name: 'Sledovaná První', email: 'sledovana-1@example.cz' })
    const newest = await arrivals('reception', search)
    expect(await newest.json()).toEqual({ newest: first.createdAt })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await newInquiry({ name: 'Sledovaná Druhá', email: 'sledovana-2@example.cz' })
    await newInquiry({ name: 'Jiná Pacientka', email: 'jina-watch@example.cz' })
    const after = `after=${encodeURIComponent(first.createdAt)}`
    expect(await (await arrivals('reception', `${search}&${after}`)).json()).toEqual({ count: 1 })
    expect(await (await arrivals('admin', `${search}&after=${encodeURIComponent(second.createdAt)}`)).json()).toEqual({ count: 0 })
    // A filter of the list applies too: a booked-only list has nothing new.
    const booked = 'where[or][0][and][0][status][equals]=booked'
    expect(await (await arrivals('reception', `${search}&${booked}&${after}`)).json()).toEqual({ count: 0 })
  })
})

describe('people shown by name', () => {
  it('titles accounts by name; an account saved without one is named by its e-mail', async () => {
    expect(payload.collections.users.config.admin.useAsTitle).toBe('name')
    const created = await payload.create({
      collection: 'users',
      data: { email: 'bez-jmena@example.cz', password: 'Dlouhé-heslo-2026!', role: 'reception' },
      overrideAccess: true,
    })
    expect(created.name).toBe('bez-jmena@example.cz')
    const named = await payload.update({ collection: 'users', id: created.id, data: { name: '  Jana Nová ' }, overrideAccess: true })
    expect(named.name).toBe('Jana Nová')
    const cleared = await payload.update({ collection: 'users', id: created.id, data: { name: '' }, overrideAccess: true })
    expect(cleared.name).toBe('bez-jmena@example.cz')
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
  })

  it("reception's assignee picker lists every admin and reception colleague by name, and no editor", async () => {
    // The request the relationship picker makes: the users its filterOptions allow, titled by name.
    const answer = await api('reception', 'GET', 'users?where[role][in][0]=admin&where[role][in][1]=reception&limit=100&depth=0')
    expect(answer.status).toBe(200)
    const names = ((await answer.json()) as { docs: { name: string }[] }).docs.map((user) => user.name)
    expect(names).toEqual(expect.arrayContaining([staff.admin.user.name, staff.reception.user.name]))
    expect(names).not.toContain(staff.editor.user.name)
  })
})

// Last: it deletes every inquiry of this file.
describe('retention', () => {
  it('erases expired inquiries with their notes and history', async () => {
    const inquiry = await newInquiry()
    await api('reception', 'PATCH', `inquiries/${inquiry.id}`, { status: 'booked', newNote: 'Termín 3. 4.' })
    expect(await notesOf(inquiry.id)).toHaveLength(1)
    await deleteExpiredInquiries(payload, new Date(Date.now() + 181 * 24 * 60 * 60 * 1000))
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'inquiry-notes', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'inquiry-history', overrideAccess: true })).totalDocs).toBe(0)
  })
})
