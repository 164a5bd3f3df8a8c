import type { Payload } from 'payload'
import { answerDeadline, pragueMidnight } from '../promise/promise-deadline'
import { addDays, daysBetween } from '../promise/working-days'
import type { ReportPeriod, ReportTable } from './report'
import { type Dialect, dialectOf, dialectSql, selectRows } from './sql'
import { tx } from '@/platform/cms/i18n'
import { type Language, share } from './labels'

/** Per week: inquiries whose promise is settled (answered, or the deadline has passed) and of them those answered in time. */
export type PromiseCounts = { due: number; onTime: number }
export type PromiseShare = { weeks: Map<string, PromiseCounts>; total: PromiseCounts }

/**
 * The deadline of every Prague day around the period as rows (start, end, deadline), one row per
 * run of days that share a deadline (Friday to Sunday share Tuesday's): computed here by the same
 * calendar as everywhere else, so the database needs no holiday table.
 */
function deadlineRanges(period: ReportPeriod): Array<[Date, Date, Date]> {
  const first = addDays(period.from, -1)
  const ranges: Array<[Date, Date, Date]> = []
  for (let offset = 0; offset <= daysBetween(first, addDays(period.to, 1)); offset += 1) {
    const start = pragueMidnight(addDays(first, offset))
    const end = pragueMidnight(addDays(first, offset + 1))
    const due = answerDeadline(start).endsAt
    const last = ranges.at(-1)
    if (last && last[2].getTime() === due.getTime()) last[1] = end
    else ranges.push([start, end, due])
  }
  return ranges
}

/**
 * The share answered within the promise, per week of the report (the report's own week expression
 * and spam rule): answered = reception's first status change, as for the response time; on time =
 * before the end of the second Prague working day after the day of arrival. An unanswered inquiry
 * whose deadline is still ahead is not counted yet. Archived (deleted) inquiries count with the
 * flag the retention job kept; rows archived before it existed are left out.
 */
export async function promiseShare(
  payload: Payload,
  period: ReportPeriod,
  dialect: Dialect = dialectOf(),
  now = new Date(),
): Promise<PromiseShare> {
  const d = dialectSql(dialect)
  const at = (instant: Date) => d.time(instant.toISOString())
  const values = deadlineRanges(period)
    .map(([start, end, due]) => `(${at(start)}, ${at(end)}, ${at(due)})`)
    .join(',\n    ')
  const start = d.time(`${period.from}T00:00:00.000Z`)
  const end = d.time(`${addDays(period.to, 1)}T00:00:00.000Z`)
  const statement = `WITH promise(start_at, end_at, due_by) AS (VALUES
    ${values}
),
settled AS (
  SELECT ${d.week('created_at')} AS week,
    CASE WHEN first_status_change_at IS NOT NULL OR due_by <= ${at(now)} THEN 1 ELSE 0 END AS due,
    CASE WHEN first_status_change_at < due_by THEN 1 ELSE 0 END AS on_time
  FROM inquiries JOIN promise ON created_at >= start_at AND created_at < end_at
  WHERE ${d.notSpam} AND created_at >= ${start} AND created_at < ${end}
  UNION ALL
  SELECT week, total, CASE WHEN answered_on_time THEN total ELSE 0 END
  FROM inquiry_report_archive
  WHERE answered_on_time IS NOT NULL AND week >= '${period.from}' AND week <= '${period.to}'
)
SELECT ${d.text('week')} AS week, ${d.number('SUM(due)')} AS due, ${d.number('SUM(on_time)')} AS on_time FROM settled GROUP BY week`
  const rows = await selectRows(payload, statement)
  const weeks = new Map<string, PromiseCounts>()
  const total: PromiseCounts = { due: 0, onTime: 0 }
  for (const row of rows) {
    const counts = { due: Number(row.due ?? 0), onTime: Number(row.on_time ?? 0) }
    weeks.set(String(row.week), counts)
    total.due += counts.due
    total.onTime += counts.onTime
  }
  return { weeks, total }
}

export const promiseShareHeader = tx('Odpovězeno do 2 pracovních dnů', 'Answered within 2 working days')

/**
 * The per-week table with one more column, the share answered within the promise ("87,5 % (7/8)",
 * "–" while nothing is settled): matched by week, the last row being the total.
 */
export function withPromiseColumn(table: ReportTable, weeks: string[], promise: PromiseShare, language: Language): ReportTable {
  const cell = (counts: PromiseCounts | undefined) =>
    counts && counts.due > 0 ? `${share(counts.onTime, counts.due, language)} (${counts.onTime}/${counts.due})` : '–'
  return {
    ...table,
    header: [...table.header, promiseShareHeader[language]],
    rows: table.rows.map((row, index) => [...row, cell(index < weeks.length ? promise.weeks.get(weeks[index]) : promise.total)]),
  }
}
