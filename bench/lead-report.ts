/**
 * Issue 31: the lead report on 100,000 inquiries. Seeds them with bulk INSERTs (1,000 rows a
 * statement) into a fresh database brought up by the migrations, plus a year of archived counts,
 * then times the report (the admin view's and the exports' query) for a quarter and for the whole
 * year: first run and median of 5. Target: under 1 s on SQLite and on PostgreSQL.
 *
 *   npx tsx bench/lead-report.ts            SQLite (a temporary file)
 *   PG=1 npx tsx bench/lead-report.ts       PostgreSQL (its own throw-away server, scripts/postgres-server.sh)
 *   DATABASE_URL=postgres://… npx tsx bench/lead-report.ts   an existing, EMPTY database of yours
 *
 * COUNT (default 100000) sets the number of inquiries.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const count = Number(process.env.COUNT || 100_000)
const pg = process.env.PG === '1'
const pgEnv = { ...process.env, PGPORT: process.env.PGPORT || '54363', PGDATA_DIR: process.env.PGDATA_DIR || '/tmp/clinic-pg-lead-bench' }
const root = path.resolve(import.meta.dirname, '..')
if (pg) {
  process.env.DATABASE_URL = execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start'], { env: pgEnv, encoding: 'utf8' }).trim()
} else if (!process.env.DATABASE_URL) {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'clinic-lead-bench-'))
}
process.env.PAYLOAD_SECRET ||= 'bench-secret'
process.env.INQUIRY_RATE_LIMIT = 'off'

try {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { isPostgres } = await import('../src/platform/database/database-url')
  const { migrations: sqliteMigrations } = await import('../src/cms/migrations/sqlite')
  const { migrations: postgresMigrations } = await import('../src/cms/migrations/postgres')
  const { leadReport } = await import('../src/features/inquiries/lead-report/report')
  const { insertInquiries } = await import('../tests/support/lead-report-seed')
  type Seed = Parameters<typeof insertInquiries>[1][number]

  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: (isPostgres() ? postgresMigrations : sqliteMigrations) as never })
  const procedures: number[] = []
  for (let index = 0; index < 20; index++) {
    const doc = await payload.create({ collection: 'procedures', locale: 'cs', data: { name: `Zákrok ${index}`, _status: 'published' } })
    procedures.push(Number(doc.id))
  }

  // A year of inquiries ending now, in a fixed pseudo-random pattern (the same on every run).
  let seed = 31
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  const year = 365 * 24 * 3600 * 1000
  const now = Date.now()
  const statuses = ['new', 'contacted', 'booked', 'closed-not-interested', 'closed-done'] as const
  const campaigns = [
    { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'brand' },
    { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'procedures' },
    { utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'spring' },
    { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'monthly' },
    { referrerHost: 'www.seznam.cz' },
    { referrerHost: 'www.google.com' },
    {},
    {},
  ]
  const rows: Seed[] = []
  for (let index = 0; index < count; index++) {
    const created = now - random() * year
    const status = pick(statuses)
    const answered = status !== 'new' || random() < 0.1
    const first = answered ? created + random() ** 3 * 3 * 24 * 3600 * 1000 : null
    rows.push({
      createdAt: new Date(created).toISOString(),
      status,
      lang: pick(['cs', 'cs', 'cs', 'en', 'de'] as const),
      kind: pick(['standard', 'standard', 'call-me'] as const),
      isSpam: random() < 0.03,
      procedure: random() < 0.6 ? pick(procedures) : null,
      ...pick(campaigns),
      firstStatusChangeAt: first === null ? null : new Date(first).toISOString(),
      bookedAt:
        status === 'booked' || (status === 'closed-done' && random() < 0.7) ? new Date((first ?? created) + 3600_000).toISOString() : null,
    })
  }
  let started = performance.now()
  await insertInquiries(payload, rows)
  const seedMs = performance.now() - started
  for (let week = 0; week < 52; week++) {
    const monday = new Date(now - year - week * 7 * 24 * 3600 * 1000)
    await payload.create({
      collection: 'inquiry-report-archive',
      data: {
        week: monday.toISOString().slice(0, 10),
        lang: 'cs',
        kind: 'standard',
        status: 'closed-done',
        source: 'google',
        medium: 'cpc',
        campaign: 'brand',
        booked: true,
        responseSeconds: 1800,
        total: 40,
      },
      overrideAccess: true,
    })
  }

  const day = (offset: number) => new Date(now - offset * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const periods = { quarter: { from: day(13 * 7), to: day(0) }, year: { from: day(365), to: day(0) } }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  console.log(
    `${isPostgres() ? 'PostgreSQL' : 'SQLite'}: ${count.toLocaleString('en')} inquiries seeded in ${(seedMs / 1000).toFixed(1)} s`,
  )
  for (const [name, period] of Object.entries(periods)) {
    const times: number[] = []
    let inquiries = 0
    for (let run = 0; run < 6; run++) {
      started = performance.now()
      const report = await leadReport(payload, period)
      times.push(performance.now() - started)
      inquiries = report.totals.inquiries
    }
    console.log(
      `  report for a ${name} (${period.from} – ${period.to}, ${inquiries.toLocaleString('en')} inquiries): first ${times[0].toFixed(0)} ms, median of 5 ${median(times.slice(1)).toFixed(0)} ms`,
    )
  }
  console.log(
    `  load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  await payload.destroy()
} finally {
  if (pg) execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'], { env: pgEnv })
}
process.exit(0)
