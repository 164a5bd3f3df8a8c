import type { Payload } from 'payload'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { pragueInstant, wallClockInPrague } from '@/platform/cms/prague-time'
import { type Dialect, dialectOf, dialectSql, selectRows } from './sql'

/** One table of the report: a title, its header and rows of text and numbers. */
export type ReportTable = { title: string; header: string[]; rows: Array<Array<string | number>> }

const day = 24 * 60 * 60 * 1000

/** A period of whole weeks (Monday to Sunday, Prague time), as the report shows it. */
export type ReportPeriod = { from: string; to: string }

export type Counts = { inquiries: number; booked: number }
export type WeekRow = Counts & { week: string; answered: number; medianSeconds: number | null; p90Seconds: number | null }
export type ReportData = {
  period: ReportPeriod
  totals: Counts & { answered: number; medianSeconds: number | null; p90Seconds: number | null }
  weeks: WeekRow[]
  byProcedure: Array<Counts & { procedure: number | null }>
  byLanguage: Array<Counts & { lang: string }>
  bySource: Array<Counts & { source: string; medium: string; campaign: string }>
  byStatus: Array<Counts & { status: string }>
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * Monday of the week a moment is in, on the clinic's calendar (Prague, issue 42: the weeks were
 * UTC's, so a Sunday-night inquiry counted in the next week), as YYYY-MM-DD.
 */
export function mondayOf(date: Date): string {
  const prague = wallClockInPrague(date)
  const monday = new Date(Date.UTC(prague.year, prague.month - 1, prague.day))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return monday.toISOString().slice(0, 10)
}

/** The instant a day (YYYY-MM-DD) begins in Prague, as ISO text (midnight is never in the skipped hour). */
export function pragueMidnight(isoDay: string): string {
  const [year, month, dayOfMonth] = isoDay.split('-').map(Number)
  return (pragueInstant({ year, month, day: dayOfMonth, hour: 0, minute: 0 }) as Date).toISOString()
}

/**
 * The period asked for: `from`/`to` as YYYY-MM-DD, widened to whole weeks; without them the last
 * 12 weeks. Anything else is refused with a message naming the field.
 */
/** Why a period is refused, in both admin languages: the view and the export answer in the admin's. */
export const periodErrors = {
  from: tx('Datum „Od“ musí být platné datum (RRRR-MM-DD).', '“From” must be a date (YYYY-MM-DD).'),
  to: tx('Datum „Do“ musí být platné datum (RRRR-MM-DD).', '“To” must be a date (YYYY-MM-DD).'),
  order: tx('Datum „Od“ nesmí být pozdější než „Do“.', '“From” must not be after “To”.'),
  length: tx('Období může být nejvýše tři roky.', 'The period may be at most three years.'),
} satisfies Record<string, AdminText>

export function reportPeriod(from: unknown, to: unknown, now = new Date()): ReportPeriod | { error: AdminText; field: 'from' | 'to' } {
  const valid = (value: unknown) => typeof value === 'string' && isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  if (from !== undefined && from !== '' && !valid(from)) return { error: periodErrors.from, field: 'from' }
  if (to !== undefined && to !== '' && !valid(to)) return { error: periodErrors.to, field: 'to' }
  // A typed day at noon UTC: the same day in Prague.
  const end = valid(to) ? new Date(`${to}T12:00:00Z`) : now
  const start = valid(from) ? new Date(`${from}T12:00:00Z`) : new Date(end.getTime() - 11 * 7 * day)
  if (start > end) return { error: periodErrors.order, field: 'from' }
  if (end.getTime() - start.getTime() > 3 * 366 * day) return { error: periodErrors.length, field: 'from' }
  const lastMonday = mondayOf(end)
  return { from: mondayOf(start), to: new Date(Date.parse(`${lastMonday}T00:00:00Z`) + 6 * day).toISOString().slice(0, 10) }
}

/**
 * Live inquiries (spam excluded) and the anonymous counts the retention job archived, as one
 * relation with a weight `n`: every figure of the report is a SUM over it, so deleted inquiries
 * keep counting. Columns: week, lang, status, procedure, source, medium, campaign, booked (0/1),
 * resp (seconds to the first status change, or NULL), n.
 */
function base(dialect: Dialect, period: ReportPeriod): string {
  const d = dialectSql(dialect)
  const start = d.time(pragueMidnight(period.from))
  const endExclusive = new Date(Date.parse(`${period.to}T00:00:00Z`) + day).toISOString().slice(0, 10)
  const end = d.time(pragueMidnight(endExclusive))
  return `WITH base AS MATERIALIZED (
  SELECT ${d.week('created_at')} AS week,
    ${d.text('lang')} AS lang,
    ${d.text('status')} AS status,
    sent_from_procedure_id AS "procedure",
    COALESCE(NULLIF(source_utm_source, ''), NULLIF(source_referrer_host, ''), '') AS source,
    COALESCE(source_utm_medium, '') AS medium,
    COALESCE(source_utm_campaign, '') AS campaign,
    CASE WHEN booked_at IS NULL THEN 0 ELSE 1 END AS booked,
    ${d.seconds('created_at', 'first_status_change_at')} AS resp,
    1 AS n
  FROM inquiries
  WHERE ${d.notSpam} AND created_at >= ${start} AND created_at < ${end}
  UNION ALL
  SELECT week, lang, status, ${d.number('"procedure"')}, COALESCE(source, ''), COALESCE(medium, ''), COALESCE(campaign, ''),
    CASE WHEN booked THEN 1 ELSE 0 END, ${d.number('response_seconds')}, total
  FROM inquiry_report_archive
  WHERE week >= '${period.from}' AND week <= '${period.to}'
)`
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value))

type Row = Record<string, unknown>

/** Most inquiries first, then by key (code points, so both databases agree); "none" last. */
function ranked<T extends Counts>(rows: T[], key: (row: T) => string | null): T[] {
  return rows.sort((a, b) => {
    if (b.inquiries !== a.inquiries) return b.inquiries - a.inquiries
    const [x, y] = [key(a), key(b)]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return x < y ? -1 : x > y ? 1 : 0
  })
}

/**
 * The whole report in ONE statement: the period's rows are read and their week, source and
 * response time computed once (a materialized CTE), then grouped per dimension and ranked for the
 * percentiles, each part tagged by `dim`. No inquiry is loaded into memory; only the grouped rows
 * come back, and are only sorted here.
 */
export async function leadReport(payload: Payload, period: ReportPeriod, dialect: Dialect = dialectOf()): Promise<ReportData> {
  const d = dialectSql(dialect)
  const none = d.text("''")
  const blank = d.number('NULL')
  const counts = `${d.number('SUM(n)')}, ${d.number('SUM(booked * n)')}, ${blank}, ${blank}, ${blank}`
  const times = (dim: string, partition: string) =>
    `SELECT '${dim}', ${partition ? d.text(partition) : none}, ${none}, ${none}, ${blank}, ${blank}, ${d.number('MAX(total)')},
    ${d.number('MIN(CASE WHEN cum >= 0.5 * total THEN resp END)')}, ${d.number('MIN(CASE WHEN cum >= 0.9 * total THEN resp END)')}
  FROM (
    SELECT ${partition ? `${partition}, ` : ''}resp,
      SUM(n) OVER (${partition ? `PARTITION BY ${partition} ` : ''}ORDER BY resp ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
      SUM(n) OVER (${partition ? `PARTITION BY ${partition}` : ''}) AS total
    FROM base WHERE resp IS NOT NULL
  ) ranked${partition ? ` GROUP BY ${partition}` : ''}`
  const statement = `${base(dialect, period)}
SELECT 'week' AS dim, ${d.text('week')} AS k1, ${none} AS k2, ${none} AS k3, ${d.number('SUM(n)')} AS inquiries, ${d.number('SUM(booked * n)')} AS booked,
  ${blank} AS answered, ${blank} AS median, ${blank} AS p90 FROM base GROUP BY week
UNION ALL SELECT 'total', ${none}, ${none}, ${none}, ${counts} FROM base
UNION ALL SELECT 'procedure', ${d.text('"procedure"')}, ${none}, ${none}, ${counts} FROM base GROUP BY "procedure"
UNION ALL SELECT 'lang', lang, ${none}, ${none}, ${counts} FROM base GROUP BY lang
UNION ALL SELECT 'source', source, medium, campaign, ${counts} FROM base GROUP BY source, medium, campaign
UNION ALL SELECT 'status', status, ${none}, ${none}, ${counts} FROM base GROUP BY status
UNION ALL ${times('weekTimes', 'week')}
UNION ALL ${times('totalTimes', '')}`
  const rows = await selectRows(payload, statement)
  const of = (dim: string) => rows.filter((row: Row) => row.dim === dim)
  const countsOf = (row: Row): Counts => ({ inquiries: num(row.inquiries), booked: num(row.booked) })
  const weekTimes = new Map(of('weekTimes').map((row) => [str(row.k1), row]))
  const overall = of('totalTimes')[0]
  const total = of('total')[0]
  return {
    period,
    totals: {
      inquiries: num(total?.inquiries),
      booked: num(total?.booked),
      answered: num(overall?.answered),
      medianSeconds: numOrNull(overall?.median),
      p90Seconds: numOrNull(overall?.p90),
    },
    weeks: of('week')
      .map((row) => {
        const time = weekTimes.get(str(row.k1))
        return {
          week: str(row.k1),
          ...countsOf(row),
          answered: num(time?.answered),
          medianSeconds: numOrNull(time?.median),
          p90Seconds: numOrNull(time?.p90),
        }
      })
      .sort((a, b) => (a.week < b.week ? -1 : 1)),
    byProcedure: ranked(
      of('procedure').map((row) => ({ procedure: row.k1 === null || row.k1 === undefined ? null : Number(row.k1), ...countsOf(row) })),
      (row) => (row.procedure === null ? null : String(row.procedure).padStart(12, '0')),
    ),
    byLanguage: ranked(
      of('lang').map((row) => ({ lang: str(row.k1), ...countsOf(row) })),
      (row) => row.lang,
    ),
    bySource: ranked(
      of('source').map((row) => ({ source: str(row.k1), medium: str(row.k2), campaign: str(row.k3), ...countsOf(row) })),
      (row) => `${row.source}\u0000${row.medium}\u0000${row.campaign}`,
    ),
    byStatus: ranked(
      of('status').map((row) => ({ status: str(row.k1), ...countsOf(row) })),
      (row) => row.status,
    ),
  }
}
