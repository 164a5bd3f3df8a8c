import type { Payload } from 'payload'
import { type Dialect, dialectOf, dialectSql, selectRows } from './sql'

const day = 24 * 60 * 60 * 1000

/** A period of whole weeks (Monday to Sunday, UTC), as the report shows it. */
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

/** Monday (UTC) of the week a day is in, as YYYY-MM-DD. */
export function mondayOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return monday.toISOString().slice(0, 10)
}

/**
 * The period asked for: `from`/`to` as YYYY-MM-DD, widened to whole weeks; without them the last
 * 12 weeks. Anything else is refused with a message naming the field.
 */
export function reportPeriod(from: unknown, to: unknown, now = new Date()): ReportPeriod | { error: string; field: 'from' | 'to' } {
  const valid = (value: unknown) => typeof value === 'string' && isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  if (from !== undefined && from !== '' && !valid(from)) return { error: 'from must be a date (YYYY-MM-DD)', field: 'from' }
  if (to !== undefined && to !== '' && !valid(to)) return { error: 'to must be a date (YYYY-MM-DD)', field: 'to' }
  const end = valid(to) ? new Date(`${to}T00:00:00Z`) : now
  const start = valid(from) ? new Date(`${from}T00:00:00Z`) : new Date(end.getTime() - 11 * 7 * day)
  if (start > end) return { error: 'from must not be after to', field: 'from' }
  if (end.getTime() - start.getTime() > 3 * 366 * day) return { error: 'the period may be at most three years', field: 'from' }
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
  const start = d.time(`${period.from}T00:00:00.000Z`)
  const endExclusive = new Date(Date.parse(`${period.to}T00:00:00Z`) + day).toISOString().slice(0, 10)
  const end = d.time(`${endExclusive}T00:00:00.000Z`)
  return `WITH base AS (
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
  WHERE is_spam = ${d.falseValue} AND created_at >= ${start} AND created_at < ${end}
  UNION ALL
  SELECT week, lang, status, ${d.number('"procedure"')}, COALESCE(source, ''), COALESCE(medium, ''), COALESCE(campaign, ''),
    CASE WHEN booked THEN 1 ELSE 0 END, ${d.number('response_seconds')}, total
  FROM inquiry_report_archive
  WHERE week >= '${period.from}' AND week <= '${period.to}'
)`
}

/** Nearest-rank percentiles, weighted by n: the smallest time by which at least p of the answered inquiries were answered. */
function percentiles(partition: string): string {
  const over = partition ? `PARTITION BY ${partition} ` : ''
  return `SELECT ${partition || "'all'"} AS grp, MAX(total) AS answered,
    MIN(CASE WHEN cum >= 0.5 * total THEN resp END) AS median,
    MIN(CASE WHEN cum >= 0.9 * total THEN resp END) AS p90
  FROM (
    SELECT ${partition ? `${partition}, ` : ''}resp,
      SUM(n) OVER (${over}ORDER BY resp ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
      SUM(n) OVER (${over.trim()}) AS total
    FROM base WHERE resp IS NOT NULL
  ) ranked${
    partition
      ? `
  GROUP BY ${partition}`
      : ''
  }`
}

const counts = 'SUM(n) AS inquiries, SUM(booked * n) AS booked'
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The whole report, computed by the database: a handful of GROUP BY queries, no inquiry loaded. */
export async function leadReport(payload: Payload, period: ReportPeriod, dialect: Dialect = dialectOf()): Promise<ReportData> {
  const with_ = base(dialect, period)
  const run = (select: string) => selectRows(payload, `${with_}\n${select}`)
  const [weeks, weekTimes, totals, totalTimes, byProcedure, byLanguage, bySource, byStatus] = await Promise.all([
    run(`SELECT week, ${counts} FROM base GROUP BY week ORDER BY week`),
    run(percentiles('week')),
    run(`SELECT ${counts} FROM base`),
    run(percentiles('')),
    run(
      `SELECT "procedure", ${counts} FROM base GROUP BY "procedure" ORDER BY inquiries DESC, CASE WHEN "procedure" IS NULL THEN 1 ELSE 0 END, "procedure"`,
    ),
    run(`SELECT lang, ${counts} FROM base GROUP BY lang ORDER BY inquiries DESC, lang`),
    run(
      `SELECT source, medium, campaign, ${counts} FROM base GROUP BY source, medium, campaign ORDER BY inquiries DESC, source, medium, campaign`,
    ),
    run(`SELECT status, ${counts} FROM base GROUP BY status ORDER BY inquiries DESC, status`),
  ])
  const times = new Map(weekTimes.map((row) => [str(row.grp), row]))
  const overall = totalTimes[0]
  return {
    period,
    totals: {
      inquiries: num(totals[0]?.inquiries),
      booked: num(totals[0]?.booked),
      answered: num(overall?.answered),
      medianSeconds: numOrNull(overall?.median),
      p90Seconds: numOrNull(overall?.p90),
    },
    weeks: weeks.map((row) => {
      const time = times.get(str(row.week))
      return {
        week: str(row.week),
        inquiries: num(row.inquiries),
        booked: num(row.booked),
        answered: num(time?.answered),
        medianSeconds: numOrNull(time?.median),
        p90Seconds: numOrNull(time?.p90),
      }
    }),
    byProcedure: byProcedure.map((row) => ({
      procedure: numOrNull(row.procedure),
      inquiries: num(row.inquiries),
      booked: num(row.booked),
    })),
    byLanguage: byLanguage.map((row) => ({ lang: str(row.lang), inquiries: num(row.inquiries), booked: num(row.booked) })),
    bySource: bySource.map((row) => ({
      source: str(row.source),
      medium: str(row.medium),
      campaign: str(row.campaign),
      inquiries: num(row.inquiries),
      booked: num(row.booked),
    })),
    byStatus: byStatus.map((row) => ({ status: str(row.status), inquiries: num(row.inquiries), booked: num(row.booked) })),
  }
}
