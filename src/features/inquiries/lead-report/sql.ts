import type { Payload } from 'payload'
import { isPostgres } from '@/platform/database/database-url'

/**
 * Raw SQL through Payload's drizzle adapter (`payload.db.execute`, the adapters' public method for
 * it), for the report's GROUP BY and window functions, which the Local API cannot express. Its
 * shape is checked before use: a changed adapter stops the report with a clear error, not wrong
 * numbers. Every value in the statements is written by our code (dates checked as YYYY-MM-DD),
 * never a visitor's text.
 */
type ExecutingAdapter = { drizzle?: unknown; execute?: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }

export type Dialect = 'sqlite' | 'postgres'

export function dialectOf(): Dialect {
  return isPostgres() ? 'postgres' : 'sqlite'
}

export async function selectRows(payload: Payload, statement: string): Promise<Array<Record<string, unknown>>> {
  const db = payload.db as unknown as ExecutingAdapter
  if (typeof db.execute !== 'function' || !db.drizzle) {
    throw new Error('The database adapter has no drizzle `execute`: the lead report cannot query it.')
  }
  const result = (await db.execute({ drizzle: db.drizzle, raw: statement })) as { rows?: unknown }
  if (!Array.isArray(result?.rows)) throw new Error('The database adapter answered a query without `rows`.')
  return result.rows as Array<Record<string, unknown>>
}

/**
 * SQLite has no time zones: Prague's offset from UTC for an ISO instant, as a date modifier. Summer
 * time runs from 01:00 UTC on the last Sunday of March (the first Sunday from 25 March) to 01:00
 * UTC on the last Sunday of October, the EU's rule (checked against Intl in tests/unit/lead-report-weeks.test.ts).
 */
function sqlitePragueOffset(column: string): string {
  const switchAt = (monthsAfterJanuary: number) =>
    `date(${column}, 'start of year', '+${monthsAfterJanuary} months', '+24 days', 'weekday 0') || 'T01:00:00.000Z'`
  return `CASE WHEN ${column} >= ${switchAt(2)} AND ${column} < ${switchAt(9)} THEN '+2 hours' ELSE '+1 hours' END`
}

/** The expressions that differ between SQLite (dates as ISO text) and PostgreSQL (timestamptz). */
export function dialectSql(dialect: Dialect) {
  if (dialect === 'postgres') {
    return {
      /** Monday of the week, Prague time, as YYYY-MM-DD. */
      week: (column: string) => `to_char(date_trunc('week', ${column} AT TIME ZONE 'Europe/Prague'), 'YYYY-MM-DD')`,
      seconds: (from: string, to: string) => `CAST(ROUND(EXTRACT(EPOCH FROM (${to} - ${from}))) AS double precision)`,
      time: (iso: string) => `CAST('${iso}' AS timestamptz)`,
      text: (expression: string) => `CAST(${expression} AS text)`,
      number: (expression: string) => `CAST(${expression} AS double precision)`,
      notSpam: 'is_spam = false',
    }
  }
  return {
    week: (column: string) => `date(${column}, ${sqlitePragueOffset(column)}, 'weekday 0', '-6 days')`,
    seconds: (from: string, to: string) => `CAST(ROUND((julianday(${to}) - julianday(${from})) * 86400) AS REAL)`,
    time: (iso: string) => `'${iso}'`,
    text: (expression: string) => expression,
    number: (expression: string) => expression,
    // `+` keeps SQLite off the is_spam index, which nearly every row matches (a full scan is faster).
    notSpam: '+is_spam = 0',
  }
}
