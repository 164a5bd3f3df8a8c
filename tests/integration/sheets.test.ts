/**
 * Spreadsheet out and in for procedures (issue 25, point 4): the CSV Czech Excel writes (`;`, BOM,
 * CRLF, decimal comma) and a plain comma CSV, through the real REST route handlers with real
 * signed-in users. A preview changes nothing; applying writes every language in one transaction;
 * a bad row gets an error in the admin's language and nothing is applied.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSheet, writeSheet } from '@/features/sheets/csv'
import { freshPayload } from './payload'
import { type Role, type StaffMember, signInStaff } from './staff-support'

let payload: Payload
let staff: Record<Role, StaffMember>
let botoxId: number
let breastId: number

type Language = 'cs' | 'en'

/** A request to the sheet endpoints through Payload's REST route handler, the body being the file's bytes. */
async function sheetCall(role: Role | null, method: 'GET' | 'POST', path: string, body?: string | Uint8Array, language: Language = 'cs') {
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const url = new URL(`http://localhost/api/${path}`)
  const request = new Request(url, {
    method,
    headers: {
      ...(role ? { authorization: `JWT ${staff[role].token}` } : {}),
      'accept-language': language,
      ...(body === undefined ? {} : { 'content-type': 'text/csv' }),
    },
    body: body as BodyInit | undefined,
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

type PreviewRow = { row: number; key: string; action: string; changes: { column: string; old: string; new: string }[]; errors: string[] }
type Preview = { fingerprint: string; counts: Record<string, number>; unknownColumns: string[]; rows: PreviewRow[] }

async function preview(file: string | Uint8Array, language: Language = 'cs', role: Role = 'editor') {
  const response = await sheetCall(role, 'POST', 'procedures/sheet/preview', file, language)
  return { status: response.status, body: (await response.json()) as Preview & { errors?: { message: string }[] } }
}

async function apply(file: string | Uint8Array, fingerprint: string, language: Language = 'cs') {
  const response = await sheetCall('editor', 'POST', `procedures/sheet/apply?fingerprint=${fingerprint}`, file, language)
  return { status: response.status, body: await response.json() }
}

async function exported(format: 'excel' | 'comma' = 'excel') {
  const response = await sheetCall('editor', 'GET', `procedures/sheet?format=${format}`)
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)

/** Edits cells of a read sheet: `edits[id][column] = value`. */
function edited(text: string, edits: Record<string, Record<string, string>>, format: 'excel' | 'comma' = 'excel'): string {
  const sheet = readSheet(text)
  const rows = sheet.rows.map(({ cells }) => sheet.columns.map((column) => edits[cells.id]?.[column] ?? cells[column]))
  return writeSheet([sheet.columns, ...rows], format)
}

async function procedure(id: number, locale: 'cs' | 'en' | 'de') {
  return payload.findByID({ collection: 'procedures', id, locale, fallbackLocale: false, depth: 0, draft: true })
}

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'sheets.example', secondFactor: true })
  const face = await payload.create({
    collection: 'procedure-categories',
    locale: 'cs',
    data: { name: 'Obličej', group: 'dermatology', sortOrder: 1 },
  })
  await payload.update({ collection: 'procedure-categories', id: face.id, locale: 'en', data: { name: 'Face' } })
  await payload.create({ collection: 'procedure-categories', locale: 'cs', data: { name: 'Prsa', group: 'plastic-surgery', sortOrder: 2 } })
  const botox = await payload.create({
    collection: 'procedures',
    locale: 'cs',
    data: {
      name: 'Botox',
      slug: 'botox',
      category: face.id,
      _status: 'published',
      prices: [
        { name: 'Čelo, 12,5 jednotky', amount: 3500 },
        { name: 'Vrásky kolem očí', amount: 1234.5 },
      ],
    },
  })
  botoxId = botox.id
  await payload.update({
    collection: 'procedures',
    id: botoxId,
    locale: 'en',
    data: {
      name: 'Botox',
      slug: 'botox',
      _status: 'published',
      prices: (botox.prices ?? []).map((price, index) => ({ ...price, name: ['Forehead, 12.5 units', 'Crow’s feet'][index] })),
    },
  })
  const breast = await payload.create({
    collection: 'procedures',
    locale: 'cs',
    data: { name: 'Zvětšení prsou', slug: 'zvetseni-prsou', _status: 'published', prices: [{ name: 'Operace „komplet“', amount: 89000 }] },
  })
  breastId = breast.id
})

afterAll(async () => {
  await payload?.destroy()
})

describe('procedures spreadsheet', () => {
  it('exports the Czech Excel CSV: BOM, semicolons, CRLF, decimal comma, diacritics, one row per procedure', async () => {
    const bytes = await exported()
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = decode(bytes)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFF"id";"category";"name_cs";"name_en";"name_de";"slug_cs";"slug_en";"slug_de";"price1_name_cs";"price1_name_en";"price1_name_de";"price1_amount";"price2_name_cs";"price2_name_en";"price2_name_de";"price2_amount";"price3_name_cs";"price3_name_en";"price3_name_de";"price3_amount"',
    )
    expect(text).toContain(
      `"${botoxId}";"Obličej";"Botox";"Botox";"";"botox";"botox";"";"Čelo, 12,5 jednotky";"Forehead, 12.5 units";"";"3500";"Vrásky kolem očí";"Crow’s feet";"";"1234,5"`,
    )
    expect(text).toContain('"Operace „komplet“";"";"";"89000"')
    const comma = decode(await exported('comma'))
    expect(comma.startsWith('\uFEFF')).toBe(false)
    expect(comma).toContain('"Vrásky kolem očí","Crow’s feet","","1234.5"')
  })

  it('previews an edited Excel file without changing anything, then applies it in every language', async () => {
    const original = decode(await exported())
    const file = edited(original, {
      [botoxId]: {
        price1_amount: '3 900,50',
        price2_name_cs: 'Vrásky; kolem očí',
        name_de: 'Botox (Falten)',
        price1_name_de: 'Stirn, 12,5 Einheiten',
      },
      [breastId]: { name_en: 'Breast augmentation "full"\nwith aftercare', category: 'prsa' },
    })
    const before = await procedure(botoxId, 'cs')

    const { status, body } = await preview(file)
    expect(status).toBe(200)
    expect(body.counts).toEqual({ created: 0, changed: 2, unchanged: 0, error: 0 })
    const botoxRow = body.rows.find((row) => row.key === String(botoxId))
    expect(botoxRow?.changes).toEqual([
      { column: 'name_de', old: '', new: 'Botox (Falten)' },
      { column: 'price1_name_de', old: '', new: 'Stirn, 12,5 Einheiten' },
      { column: 'price1_amount', old: '3500', new: '3900,5' },
      { column: 'price2_name_cs', old: 'Vrásky kolem očí', new: 'Vrásky; kolem očí' },
    ])
    const breastRow = body.rows.find((row) => row.key === String(breastId))
    expect(breastRow?.changes).toEqual([
      { column: 'name_en', old: '', new: 'Breast augmentation "full"\nwith aftercare' },
      { column: 'category', old: '', new: 'Prsa' },
    ])
    // Nothing written by the preview (its trial saves were rolled back).
    expect(await procedure(botoxId, 'cs')).toMatchObject({ prices: before.prices, updatedAt: before.updatedAt })

    const applied = await apply(file, body.fingerprint)
    expect(applied).toMatchObject({ status: 200, body: { applied: true, counts: { changed: 2 } } })
    const cs = await procedure(botoxId, 'cs')
    const en = await procedure(botoxId, 'en')
    const de = await procedure(botoxId, 'de')
    expect(cs.prices?.map(({ name, amount }) => [name, amount])).toEqual([
      ['Čelo, 12,5 jednotky', 3900.5],
      ['Vrásky; kolem očí', 1234.5],
    ])
    expect(en.prices?.map(({ name }) => name)).toEqual(['Forehead, 12.5 units', 'Crow’s feet'])
    expect(de.prices?.map(({ name }) => name)).toEqual(['Stirn, 12,5 Einheiten', null])
    expect([cs.name, en.name, de.name, cs._status]).toEqual(['Botox', 'Botox', 'Botox (Falten)', 'published'])
    const breastEn = await procedure(breastId, 'en')
    expect(breastEn.name).toBe('Breast augmentation "full"\nwith aftercare')
    expect(breastEn.category).toBeTypeOf('number')

    // Round trip: the export now carries the edited cells unchanged, and importing it again changes nothing.
    const again = decode(await exported())
    expect(again).toContain('"Stirn, 12,5 Einheiten";"3900,5";"Vrásky; kolem očí"')
    expect(again).toContain('"Breast augmentation ""full""\nwith aftercare"')
    const second = await preview(again)
    expect(second.body.counts).toEqual({ created: 0, changed: 0, unchanged: 2, error: 0 })
  })

  it('reads a plain comma CSV (LibreOffice) and creates a new procedure as a draft', async () => {
    const file = [
      'id,category,name_cs,name_en,slug_cs,price1_name_cs,price1_amount,price1_name_en,notes',
      ',face,Liposukce,Liposuction,,"Břicho, boky","45 000,00",Abdomen,internal',
      '',
    ].join('\n')
    const { status, body } = await preview(file, 'en')
    expect(status).toBe(200)
    expect(body.unknownColumns).toEqual(['notes'])
    expect(body.rows).toMatchObject([{ row: 2, action: 'created', errors: [] }])
    expect(body.rows[0].changes).toContainEqual({ column: 'price1_amount', old: '', new: '45000' })
    const none = await payload.find({ collection: 'procedures', where: { slug: { equals: 'liposukce' } }, draft: true })
    expect(none.totalDocs).toBe(0)

    expect((await apply(file, body.fingerprint, 'en')).status).toBe(200)
    const { docs } = await payload.find({ collection: 'procedures', where: { slug: { equals: 'liposukce' } }, draft: true, locale: 'cs' })
    expect(docs).toMatchObject([{ name: 'Liposukce', _status: 'draft', prices: [{ name: 'Břicho, boky', amount: 45000 }] }])
    // What visitors may read: nothing yet.
    const published = await payload.find({ collection: 'procedures', where: { slug: { equals: 'liposukce' } }, overrideAccess: false })
    expect(published.totalDocs).toBe(0)
  })

  const badFile = () =>
    writeSheet(
      [
        ['id', 'category', 'name_cs', 'price1_name_cs', 'price1_amount'],
        [String(botoxId), 'Nohy', 'Botox', 'Čelo', '3500'],
        [String(breastId), '', 'Zvětšení prsou', 'Operace', 'dohodou'],
        ['99999', '', 'Nic', '', ''],
        ['', '', '', 'Bez názvu', '100'],
      ],
      'excel',
    )

  it('names each bad row’s problem in Czech, and nothing is applied', async () => {
    const { status, body } = await preview(badFile(), 'cs')
    expect(status).toBe(200)
    expect(body.counts.error).toBe(4)
    expect(body.rows.map((row) => [row.row, row.action, row.errors])).toEqual([
      [2, 'error', ['Sloupec category: kategorie „Nohy“ neexistuje.']],
      [3, 'error', ['Sloupec price1_amount: „dohodou“ není číslo.']],
      [4, 'error', ['Zákrok s id 99999 neexistuje.']],
      [5, 'error', ['Sloupec name_cs: český název je povinný.']],
    ])
    // The refused cell shows its error only, not a change to 0 it will never make (issue 42, point 8).
    const refusedCells = body.rows[1].changes.map((change) => change.column)
    expect(refusedCells).not.toContain('price1_amount')
    expect(body.rows[1].changes).toContainEqual({ column: 'price1_name_cs', old: expect.any(String), new: 'Operace' })
    const refused = await apply(badFile(), body.fingerprint, 'cs')
    expect(refused.status).toBe(422)
    expect(refused.body.errors[0].message).toBe('Soubor má chybné řádky; opravte je a nahrajte ho znovu. Nic nebylo změněno.')
    expect((await procedure(botoxId, 'cs')).prices?.[0]?.name).toBe('Čelo, 12,5 jednotky')
  })

  it('names each bad row’s problem in English for an English admin', async () => {
    const { body } = await preview(badFile(), 'en')
    expect(body.rows.map((row) => row.errors)).toEqual([
      ['Column category: there is no category "Nohy".'],
      ['Column price1_amount: "dohodou" is not a number.'],
      ['There is no procedure with id 99999.'],
      ['Column name_cs: the Czech name is required.'],
    ])
  })

  it('refuses a file the content changed under since its preview, and files that are not a sheet', async () => {
    const file = edited(decode(await exported()), { [botoxId]: { price1_amount: '4000' } })
    const { body } = await preview(file)
    await payload.update({ collection: 'procedures', id: botoxId, locale: 'cs', data: { prices: [{ name: 'Čelo', amount: 1 }] } })
    const stale = await apply(file, body.fingerprint, 'en')
    expect(stale.status).toBe(409)
    expect(stale.body.errors[0]).toMatchObject({ field: 'fingerprint', message: expect.stringContaining('changed since the preview') })

    const broken = await preview('id;name_cs\n1;"unclosed\n', 'en')
    expect(broken.status).toBe(400)
    expect(broken.body.errors?.[0].message).toContain('not valid CSV')
    const noKey = await preview('name_cs;price1_amount\nBotox;10\n', 'cs')
    expect(noKey.status).toBe(400)
    expect(noKey.body.errors?.[0].message).toBe('Soubor nemá sloupec id ani slug_cs, podle kterého se řádky párují.')
  })

  it('applies all rows or none: a row that fails when saved rolls back the rows before it', async () => {
    const pricesBefore = (await procedure(botoxId, 'cs')).prices
    const file = writeSheet(
      [
        ['id', 'slug_cs', 'price1_amount'],
        [String(botoxId), 'botox', '777'],
        // The Czech URL is Botox's: only saving finds out.
        [String(breastId), 'botox', '89000'],
      ],
      'excel',
    )
    const { body } = await preview(file, 'en')
    expect(body.rows.map((row) => row.action)).toEqual(['changed', 'error'])
    expect(body.rows[1].errors.join(' ')).toMatch(/slug/i)

    const applied = await apply(file, body.fingerprint, 'en')
    expect(applied.status).toBe(422)
    expect(applied.body.errors[0]).toMatchObject({ row: 3, message: 'Row 3 could not be saved; nothing was changed.' })
    expect((await procedure(botoxId, 'cs')).prices).toEqual(pricesBefore)
    expect((await procedure(breastId, 'cs')).slug).toBe('zvetseni-prsou')
  })

  it('is for admins and editors only', async () => {
    expect((await sheetCall('reception', 'GET', 'procedures/sheet')).status).toBe(403)
    expect((await sheetCall(null, 'POST', 'procedures/sheet/preview', 'id\n1\n')).status).toBe(403)
    expect((await sheetCall('admin', 'GET', 'procedures/sheet')).status).toBe(200)
  })
})
