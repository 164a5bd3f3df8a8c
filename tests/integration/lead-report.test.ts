import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertInquiries, type SeedInquiry } from '../support/lead-report-seed'
import {
  callMeRequest,
  loadInquiryApp,
  quietInquiryEnv,
  receivedInquiry,
  standardForm,
  standardRequest,
  validFields,
} from './inquiry-support'
import { type Role, restCall, type StaffMember, signInStaff } from './staff-support'

// Issue 31: sources on each inquiry and the report, on SQLite and (DATABASE_URL) PostgreSQL.
quietInquiryEnv()

const { freshPayload, postStandard, postCallMe } = await loadInquiryApp()
const { leadReport, reportPeriod } = await import('@/features/inquiries/lead-report/report')
const { deleteExpiredInquiries } = await import('@/features/inquiries/retention')

let payload: Payload
let staff: Record<Role, StaffMember>
let p1: number
let p2: number

beforeAll(async () => {
  payload = await freshPayload()
  staff = await signInStaff(payload, { domain: 'sources.example', secondFactor: true })
  const procedure = async (name: string, slug: string) =>
    (await payload.create({ collection: 'procedures', locale: 'cs', data: { name, slug, _status: 'published' } })).id as number
  p1 = await procedure('Zvětšení prsou', 'zvetseni-prsou-zdroje')
  p2 = await procedure('Liposukce', 'liposukce-zdroje')
})

afterAll(async () => {
  await payload?.destroy()
})

const after = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString()

/**
 * Two weeks, hand-computed below: week of 2 Nov (A–D, spam E not counted) and week of 9 Nov (F, G
 * plus 2 archived), with neighbours just outside the period.
 */
function dataset(): SeedInquiry[] {
  const row = (createdAt: string, seconds: number | null, rest: Partial<SeedInquiry>, booked = false): SeedInquiry => ({
    createdAt,
    firstStatusChangeAt: seconds === null ? null : after(createdAt, seconds),
    bookedAt: booked ? after(createdAt, (seconds ?? 0) + 60) : null,
    ...rest,
  })
  const google = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring' }
  return [
    row('2026-11-02T08:00:00.000Z', 600, { status: 'booked', lang: 'cs', procedure: p1, ...google }, true), // A
    row('2026-11-03T09:00:00.000Z', 1800, { status: 'contacted', lang: 'cs', procedure: p1, referrerHost: 'www.seznam.cz' }), // B
    row('2026-11-04T10:00:00.000Z', 7200, { status: 'closed-done', lang: 'en', procedure: p2, ...google }, true), // C
    row('2026-11-08T22:30:00.000Z', null, { status: 'new', lang: 'de', kind: 'call-me' }), // D (Sunday 23:30 in Prague)
    row('2026-11-05T10:00:00.000Z', 60, { status: 'closed-not-interested', isSpam: true, lang: 'cs', ...google }), // E spam
    row(
      '2026-11-08T23:10:00.000Z', // Monday 00:10 in Prague (UTC still says Sunday)
      300,
      { status: 'booked', lang: 'cs', procedure: p2, utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'autumn' },
      true,
    ), // F
    row('2026-11-10T12:00:00.000Z', 900, { status: 'contacted', lang: 'en', referrerHost: 'www.google.com' }), // G
    row('2026-11-01T22:59:59.000Z', 60, { status: 'booked', lang: 'cs' }, true), // before the period (Sunday 23:59:59 in Prague)
    row('2026-11-15T23:00:00.000Z', 60, { status: 'booked', lang: 'cs' }, true), // after the period (Monday 00:00 in Prague)
  ]
}

async function archive(data: Record<string, unknown>) {
  await payload.create({ collection: 'inquiry-report-archive', data: data as never, overrideAccess: true })
}

describe('the lead report, computed by the database', () => {
  it('counts, conversion and response-time median/p90 per week match the hand-computed values', async () => {
    await insertInquiries(payload, dataset())
    await archive({
      week: '2026-11-09',
      lang: 'cs',
      kind: 'standard',
      status: 'closed-done',
      procedure: p2,
      source: 'facebook',
      medium: 'social',
      campaign: 'autumn',
      booked: true,
      responseSeconds: 3600,
      total: 2,
    })
    await archive({
      week: '2026-10-26',
      lang: 'cs',
      kind: 'standard',
      status: 'new',
      source: '',
      medium: '',
      campaign: '',
      booked: false,
      total: 5,
    })

    const period = reportPeriod('2026-11-04', '2026-11-12')
    expect(period).toEqual({ from: '2026-11-02', to: '2026-11-15' })
    const report = await leadReport(payload, period as { from: string; to: string })

    // Week 1: A 10 min, B 30 min, C 2 h answered; D waiting. Nearest rank of 3: median 2nd, p90 3rd.
    // Week 2: F 5 min, G 15 min, 2 archived at 1 h: median 2nd of 4 (15 min), p90 4th (1 h).
    expect(report.weeks).toEqual([
      { week: '2026-11-02', inquiries: 4, booked: 2, answered: 3, medianSeconds: 1800, p90Seconds: 7200 },
      { week: '2026-11-09', inquiries: 4, booked: 3, answered: 4, medianSeconds: 900, p90Seconds: 3600 },
    ])
    // All 7 answered: 5, 10, 15, 30, 60, 60, 120 min → median the 4th, p90 the 7th.
    expect(report.totals).toEqual({ inquiries: 8, booked: 5, answered: 7, medianSeconds: 1800, p90Seconds: 7200 })
    expect(report.byLanguage).toEqual([
      { lang: 'cs', inquiries: 5, booked: 4 },
      { lang: 'en', inquiries: 2, booked: 1 },
      { lang: 'de', inquiries: 1, booked: 0 },
    ])
    expect(report.byProcedure).toEqual([
      { procedure: p2, inquiries: 4, booked: 4 },
      { procedure: p1, inquiries: 2, booked: 1 },
      { procedure: null, inquiries: 2, booked: 0 },
    ])
    expect(report.bySource).toEqual([
      { source: 'facebook', medium: 'social', campaign: 'autumn', inquiries: 3, booked: 3 },
      { source: 'google', medium: 'cpc', campaign: 'spring', inquiries: 2, booked: 2 },
      { source: '', medium: '', campaign: '', inquiries: 1, booked: 0 },
      { source: 'www.google.com', medium: '', campaign: '', inquiries: 1, booked: 0 },
      { source: 'www.seznam.cz', medium: '', campaign: '', inquiries: 1, booked: 0 },
    ])
    expect(report.byStatus).toEqual([
      { status: 'closed-done', inquiries: 3, booked: 3 },
      { status: 'booked', inquiries: 2, booked: 2 },
      { status: 'contacted', inquiries: 2, booked: 0 },
      { status: 'new', inquiries: 1, booked: 0 },
    ])
  })

  it('keeps the numbers when the retention job deletes the inquiries, as anonymous counts only', async () => {
    const old = '2024-03-04' // a Monday, long past the retention period
    await insertInquiries(payload, [
      {
        createdAt: `${old}T08:00:00.000Z`,
        firstStatusChangeAt: `${old}T08:20:00.000Z`,
        bookedAt: `${old}T09:00:00.000Z`,
        status: 'closed-done',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'brand',
        procedure: p1,
      },
      { createdAt: `${old}T10:00:00.000Z`, firstStatusChangeAt: `${old}T11:00:00.000Z`, status: 'closed-not-interested', lang: 'de' },
      { createdAt: `${old}T12:00:00.000Z`, status: 'new', isSpam: true },
    ])
    const period = { from: old, to: '2024-03-10' }
    const before = await leadReport(payload, period)
    expect(before.totals).toEqual({ inquiries: 2, booked: 1, answered: 2, medianSeconds: 1200, p90Seconds: 3600 })

    await deleteExpiredInquiries(payload)
    const left = await payload.count({
      collection: 'inquiries',
      where: { createdAt: { less_than: '2024-12-31T00:00:00.000Z' } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)

    const afterDeletion = await leadReport(payload, period)
    expect(afterDeletion).toEqual(before)
    const archived = await payload.find({
      collection: 'inquiry-report-archive',
      where: { week: { equals: old } },
      overrideAccess: true,
      pagination: false,
    })
    expect(archived.docs.map((doc) => doc.total).reduce((a, b) => a + b, 0)).toBe(2)
    // Only the report's dimensions: nothing that names, reaches or quotes a person.
    for (const doc of archived.docs) {
      expect(Object.keys(doc).sort()).toEqual(
        [
          'answeredOnTime',
          'booked',
          'campaign',
          'createdAt',
          'id',
          'kind',
          'lang',
          'medium',
          'procedure',
          'responseSeconds',
          'source',
          'status',
          'total',
          'updatedAt',
          'week',
        ].sort(),
      )
    }
  })

  it('refuses a bad period with a message naming the field', () => {
    expect(reportPeriod('2026-13-01', undefined)).toMatchObject({ field: 'from' })
    expect(reportPeriod('2026-11-10', '2026-11-01')).toMatchObject({ field: 'from' })
    expect(reportPeriod(undefined, 'yesterday')).toMatchObject({ field: 'to' })
  })
})

describe('sources on each inquiry', () => {
  const sources = {
    landingPage: '/zakroky/liposukce-zdroje',
    referrerHost: 'www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'podzim 2026',
    gclid: 'Cj0KCQiA-abc_123',
  }

  it('stores the source sent with the contact form, and the procedure of the sending page', async () => {
    const form = standardForm({
      ...validFields,
      locationUrl: 'https://aurelia-clinic.example/zakroky/zvetseni-prsou-zdroje?x=1',
      ...sources,
    })
    const response = await postStandard(standardRequest(form, { 'idempotency-key': `sources-${crypto.randomUUID()}` }))
    expect(response.status).toBe(201)
    const stored = await receivedInquiry(payload, response)
    expect(stored.source).toEqual({
      landingPage: '/zakroky/liposukce-zdroje',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'podzim 2026',
      clickIds: 'gclid=Cj0KCQiA-abc_123',
    })
    expect(stored.sentFromProcedure).toBe(p1)
  })

  it('stores a call-back without source as the sending page only', async () => {
    const response = await postCallMe(
      callMeRequest({ phoneNumber: '+420 777 000 111', locationUrl: '/zakroky/liposukce-zdroje', lang: 'cs' }),
    )
    expect(response.status).toBe(201)
    const stored = await receivedInquiry(payload, response)
    expect(stored.source).toEqual({
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      clickIds: null,
    })
    expect(stored.locationUrl).toBe('/zakroky/liposukce-zdroje')
    expect(stored.sentFromProcedure).toBe(p2)
  })

  it.each([
    ['referrerHost', 'https://www.google.com/search?q=name'],
    ['landingPage', '/kontakt?email=jana@example.cz'],
    ['utmCampaign', 'x'.repeat(151)],
    ['gclid', 'abc<script>'],
    ['fbclid', 'a'.repeat(301)],
  ])('refuses a bad %s with a 422 naming the field, storing nothing', async (field, value) => {
    const before = (await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs
    const response = await postCallMe(callMeRequest({ phoneNumber: '+420 777 000 222', locationUrl: '/', lang: 'cs', [field]: value }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { fields?: Record<string, string> }
    expect(Object.keys(body.fields ?? {})).toEqual([field])
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('stamps the first status change and the booking once, whatever a client sends', async () => {
    const form = standardForm(validFields)
    const response = await postStandard(standardRequest(form, { 'idempotency-key': `stamps-${crypto.randomUUID()}` }))
    const { id } = await receivedInquiry(payload, response)
    const patch = (body: unknown) => restCall(staff.reception.token, 'PATCH', `inquiries/${id}`, body)

    expect((await patch({ firstStatusChangeAt: '2020-01-01T00:00:00.000Z' })).status).toBe(200)
    let stored = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })
    expect(stored.firstStatusChangeAt ?? null).toBeNull()

    const start = Date.now()
    expect((await patch({ status: 'contacted' })).status).toBe(200)
    stored = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })
    const first = stored.firstStatusChangeAt as string
    expect(Date.parse(first)).toBeGreaterThanOrEqual(start - 1000)
    expect(stored.bookedAt ?? null).toBeNull()

    expect((await patch({ status: 'booked' })).status).toBe(200)
    expect((await patch({ status: 'closed-done', bookedAt: null })).status).toBe(200)
    stored = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })
    expect(stored.firstStatusChangeAt).toBe(first)
    expect(stored.bookedAt).toBeTruthy()
  })
})

describe('the report for staff', () => {
  it('exports CSV and XLSX for reception, refuses editors, and names a bad parameter', async () => {
    const csv = await restCall(staff.reception.token, 'GET', 'inquiries/lead-report?format=csv&from=2026-11-02&to=2026-11-15')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await csv.text()
    expect(text).toContain('"Liposukce";"4";"4";"100,0 %"')
    expect(text).toContain('"2. 11. 2026";"4";"2";"50,0 %";"3";"30";"120"')

    const xlsx = await restCall(staff.admin.token, 'GET', 'inquiries/lead-report?format=xlsx&from=2026-11-02&to=2026-11-15')
    expect(xlsx.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await xlsx.arrayBuffer())
    const weeks = workbook.worksheets[0]
    // The last column (issue 42): A–C answered in time, D (no answer) past its deadline; F, G in time, the
    // two archived before issue 42 have no on-time flag and are left out.
    expect(weeks.getRow(2).values).toEqual([undefined, '2. 11. 2026', 4, 2, '50,0 %', 3, 30, 120, '75,0 % (3/4)'])
    expect(weeks.getRow(3).values).toEqual([undefined, '9. 11. 2026', 4, 3, '75,0 %', 4, 15, 60, '100,0 % (2/2)'])

    expect((await restCall(staff.editor.token, 'GET', 'inquiries/lead-report?format=csv')).status).toBe(403)
    expect((await restCall(null, 'GET', 'inquiries/lead-report?format=csv')).status).toBe(403)
    const bad = await restCall(staff.reception.token, 'GET', 'inquiries/lead-report?format=pdf')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ field: 'format' }] })
    // The Czech admin (the default language) is told in Czech what is wrong with the date.
    const badDate = await restCall(staff.reception.token, 'GET', 'inquiries/lead-report?format=csv&from=2026-13-01')
    expect(badDate.status).toBe(400)
    expect(await badDate.json()).toEqual({ errors: [{ field: 'from', message: 'Datum „Od“ musí být platné datum (RRRR-MM-DD).' }] })
  })
})
