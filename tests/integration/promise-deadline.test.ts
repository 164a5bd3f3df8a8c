/**
 * The clinic's promise kept on time (issue 42): reception's working-morning e-mail over a real SMTP
 * peer (once per morning, references only, nothing on a holiday), and the lead report's share
 * answered within two Prague working days, on a real database (SQLite, or PostgreSQL with DATABASE_URL).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertInquiries, type SeedInquiry } from '../support/lead-report-seed'
import { decodedMail, loadInquiryApp, mailingInquiryEnv } from './inquiry-support'

const smtp = await mailingInquiryEnv()
const { freshPayload } = await loadInquiryApp()
const { sendMorningDigest } = await import('@/features/inquiries/notification/morning-digest')
const { promiseShare } = await import('@/features/inquiries/lead-report/promise-share')
const { leadReport, reportPeriod } = await import('@/features/inquiries/lead-report/report')
const { reportTables } = await import('@/features/inquiries/lead-report/table')
const { deleteExpiredInquiries } = await import('@/features/inquiries/retention')
const { selectRows } = await import('@/features/inquiries/lead-report/sql')

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  vi.useRealTimers()
  await payload?.destroy()
  await smtp.close()
})

/** Seeds rows and returns their references in the same order. */
async function seed(rows: SeedInquiry[]): Promise<string[]> {
  const before = await payload.find({
    collection: 'inquiries',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { reference: true },
  })
  const known = new Set(before.docs.map((doc) => doc.reference))
  await insertInquiries(payload, rows)
  const after = await payload.find({
    collection: 'inquiries',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, createdAt: true },
  })
  const fresh = after.docs.filter((doc) => !known.has(doc.reference))
  return rows.map((row) => fresh.find((doc) => Date.parse(doc.createdAt) === Date.parse(row.createdAt))?.reference as string)
}

/** The Subject header without spaces: a long encoded subject is folded, and the decoding leaves a space at the fold. */
const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1].replaceAll(' ', '')
const squashed = (text: string) => text.replaceAll(' ', '')

const digests = () => smtp.messages.map(decodedMail).filter((mail) => mail.includes('reception-morning-'))

describe("reception's working-morning e-mail", () => {
  it('lists what is late and what is due today, once, by reference only', async () => {
    const [lateFriday, lateMonday, dueToday, upcoming, answered, spam] = await seed([
      { createdAt: '2026-11-27T18:30:00.000Z', kind: 'call-me' }, // Friday 19:30 → due Tuesday 1 Dec
      { createdAt: '2026-11-30T09:00:00.000Z' }, // Monday → due Wednesday 2 Dec
      { createdAt: '2026-12-01T08:00:00.000Z' }, // Tuesday → due Thursday 3 Dec
      { createdAt: '2026-12-02T10:00:00.000Z' }, // Wednesday → due Friday
      { createdAt: '2026-11-30T08:00:00.000Z', status: 'contacted', firstStatusChangeAt: '2026-11-30T10:00:00.000Z' },
      { createdAt: '2026-11-30T08:30:00.000Z', isSpam: true },
    ])
    // What a visitor wrote must never reach the mailbox.
    await payload.db.updateOne({
      collection: 'inquiries',
      where: { reference: { equals: dueToday } },
      data: { name: 'Božena Soukromá', email: 'bozena@example.cz', message: 'Alergie na latex' },
    })

    // Thursday 3 December 2026, 7:30 in Prague: two instances at once, then a late third run.
    const morning = new Date('2026-12-03T06:30:00Z')
    const results = await Promise.all([sendMorningDigest(payload, morning), sendMorningDigest(payload, morning)])
    expect(results.map((result) => result.sent).sort()).toEqual([false, true])
    expect(await sendMorningDigest(payload, new Date('2026-12-03T09:00:00Z'))).toEqual({ sent: false, reason: 'already-sent' })

    expect(digests()).toHaveLength(1)
    const mail = digests()[0]
    expect(subjectOf(mail)).toBe(squashed('Poptávky k vyřízení 3. 12. 2026: dnes 1, po termínu 2'))
    expect(mail).toContain('Po termínu: 2')
    expect(mail).toContain(`- ${lateFriday} · Zavolejte mi · termín 1. 12. 2026 (po termínu 2 dny)`)
    expect(mail).toContain(`- ${lateMonday} · Poptávka · termín 2. 12. 2026 (po termínu 1 den)`)
    expect(mail).toContain('Dnes k vyřízení: 1')
    expect(mail).toContain(`- ${dueToday} · Poptávka · termín 3. 12. 2026 (dnes)`)
    expect(mail).toMatch(/https:\/\/clinic\.test\/admin\/collections\/inquiries\/\d+/)
    expect(mail.indexOf(lateFriday)).toBeLessThan(mail.indexOf(lateMonday))
    for (const absent of [upcoming, answered, spam, 'Božena', 'bozena@example.cz', 'latex']) expect(mail).not.toContain(absent)
    const claims = await payload.find({ collection: 'reception-digests', overrideAccess: true, depth: 0 })
    expect(claims.docs).toMatchObject([{ day: '2026-12-03', dueToday: 1, late: 2 }])
    expect(claims.docs[0].sentAt).toBeTruthy()
  })

  it('sends nothing on Christmas Eve or a Saturday', async () => {
    expect(await sendMorningDigest(payload, new Date('2026-12-24T06:30:00Z'))).toEqual({ sent: false, reason: 'day-off' })
    expect(await sendMorningDigest(payload, new Date('2026-12-05T06:30:00Z'))).toEqual({ sent: false, reason: 'day-off' })
    expect(digests()).toHaveLength(1)
  })

  it('runs as a job: two queued runs on one morning send one e-mail', async () => {
    // Friday 4 December 2026, 7:30 in Prague; only Date is faked (the database's timers run).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T06:30:00Z'), shouldAdvanceTime: true })
    try {
      await payload.jobs.queue({ task: 'receptionMorningDigest', input: {} })
      await payload.jobs.queue({ task: 'receptionMorningDigest', input: {} })
      await payload.jobs.run({ queue: 'default', limit: 10 })
    } finally {
      vi.useRealTimers()
    }
    const mails = digests()
    expect(mails).toHaveLength(2)
    expect(subjectOf(mails[1])).toBe(squashed('Poptávky k vyřízení 4. 12. 2026: dnes 1, po termínu 3'))
    expect(mails[1]).toContain('(po termínu 3 dny)')
  })
})

describe('the lead report: answered within the promise', () => {
  it('counts per week, with Easter skipped, unsettled ones left out, and the archive after retention', async () => {
    await seed([
      // Week of Monday 30 March 2026 (Good Friday 3 April, Easter Monday 6 April).
      { createdAt: '2026-03-30T08:00:00.000Z', status: 'contacted', firstStatusChangeAt: '2026-04-01T15:00:00.000Z' }, // due Wed 1: in time
      { createdAt: '2026-04-02T08:00:00.000Z', status: 'contacted', firstStatusChangeAt: '2026-04-08T20:00:00.000Z' }, // due Wed 8: in time
      { createdAt: '2026-03-31T10:00:00.000Z', status: 'contacted', firstStatusChangeAt: '2026-04-03T07:00:00.000Z' }, // due Thu 2: late
      { createdAt: '2026-04-01T10:00:00.000Z' }, // due Tue 7, never answered
      { createdAt: '2026-03-31T11:00:00.000Z', isSpam: true, status: 'contacted', firstStatusChangeAt: '2026-04-10T10:00:00.000Z' },
      // Week of 6 April: arrived on Easter Monday, answered at 23:30 Prague time on Wednesday 8.
      { createdAt: '2026-04-06T09:00:00.000Z', status: 'booked', firstStatusChangeAt: '2026-04-08T21:30:00.000Z' },
    ])
    await payload.create({
      collection: 'inquiry-report-archive',
      data: { week: '2026-03-30', lang: 'cs', status: 'closed-done', booked: false, answeredOnTime: true, total: 2 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'inquiry-report-archive',
      data: { week: '2026-03-30', lang: 'cs', status: 'closed-done', booked: false, total: 5 },
      overrideAccess: true,
    })
    const period = reportPeriod('2026-03-30', '2026-04-12') as { from: string; to: string }

    const beforeDeadline = await promiseShare(payload, period, undefined, new Date('2026-04-05T10:00:00Z'))
    expect(beforeDeadline.weeks.get('2026-03-30')).toEqual({ due: 5, onTime: 4 })

    const share = await promiseShare(payload, period)
    expect(share.weeks.get('2026-03-30')).toEqual({ due: 6, onTime: 4 })
    expect(share.weeks.get('2026-04-06')).toEqual({ due: 1, onTime: 1 })

    const [weeks] = await reportTables(payload, await leadReport(payload, period), 'cs')
    expect(weeks.header.at(-1)).toBe('Odpovězeno do 2 pracovních dnů')
    expect(weeks.rows.map((row) => row.at(-1))).toEqual(['66,7 % (4/6)', '100,0 % (1/1)', '71,4 % (5/7)'])

    // The retention job archives these inquiries (older than 180 days on 2 December): the share stays.
    const deleted = await deleteExpiredInquiries(payload, new Date('2026-12-02T12:00:00Z'))
    expect(deleted).toBe(6)
    const flags = await selectRows(payload, 'SELECT answered_on_time FROM inquiry_report_archive WHERE answered_on_time IS NOT NULL')
    expect(flags.length).toBeGreaterThan(1)
    const archived = await promiseShare(payload, period)
    expect(archived.weeks.get('2026-03-30')).toEqual({ due: 6, onTime: 4 })
    expect(archived.weeks.get('2026-04-06')).toEqual({ due: 1, onTime: 1 })
  })
})
