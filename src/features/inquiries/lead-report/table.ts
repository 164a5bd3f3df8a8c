import type { Payload } from 'payload'
import {
  duration,
  type Language,
  languageLabel,
  procedureLabel,
  procedureNames,
  reportDay,
  reportTexts as t,
  share,
  sourceLabel,
  statusLabel,
} from './labels'
import type { ReportData, ReportTable } from './report'
import { promiseShare, withPromiseColumn } from './promise-share'

/** The view imports the tables and their type from here; the type lives in report.ts, below promise-share.ts. */
export type { ReportTable }

const minutes = (seconds: number | null) => (seconds === null ? '' : Math.round(seconds / 60))

/**
 * The report as tables, in the admin's language: what the view shows and what the exports carry,
 * built in one place so the files and the screen never disagree.
 */
export async function reportTables(payload: Payload, data: ReportData, language: Language): Promise<ReportTable[]> {
  const l = (text: { cs: string; en: string }) => text[language]
  const names = await procedureNames(payload, data, language)
  const countHeader = [l(t.inquiries), l(t.booked), l(t.bookedShare)]
  const counts = (row: { inquiries: number; booked: number }) => [row.inquiries, row.booked, share(row.booked, row.inquiries, language)]
  const times = [`${l(t.answered)}`, `${l(t.median)} (${l(t.minutes)})`, `${l(t.p90)} (${l(t.minutes)})`]
  const [weeks, ...others]: ReportTable[] = [
    {
      title: l(t.weeksTitle),
      header: [l(t.week), ...countHeader, ...times],
      rows: [
        ...data.weeks.map((row) => [
          reportDay(row.week, language),
          ...counts(row),
          row.answered,
          minutes(row.medianSeconds),
          minutes(row.p90Seconds),
        ]),
        [l(t.total), ...counts(data.totals), data.totals.answered, minutes(data.totals.medianSeconds), minutes(data.totals.p90Seconds)],
      ],
    },
    {
      title: l(t.byProcedure),
      header: [l(t.procedure), ...countHeader],
      rows: data.byProcedure.map((row) => [procedureLabel(names, row.procedure, language), ...counts(row)]),
    },
    {
      title: l(t.byLanguage),
      header: [l(t.language), ...countHeader],
      rows: data.byLanguage.map((row) => [languageLabel(row.lang, language), ...counts(row)]),
    },
    {
      title: l(t.bySource),
      header: [l(t.source), l(t.medium), l(t.campaign), ...countHeader],
      rows: data.bySource.map((row) => [sourceLabel(row.source, language), row.medium, row.campaign, ...counts(row)]),
    },
    {
      title: l(t.byStatus),
      header: [l(t.status), ...countHeader],
      rows: data.byStatus.map((row) => [statusLabel(row.status, language), ...counts(row)]),
    },
  ]
  // Issue 42: the share answered within the clinic's promise, one more column per week.
  const promise = await promiseShare(payload, data.period)
  return [
    withPromiseColumn(
      weeks,
      data.weeks.map((row) => row.week),
      promise,
      language,
    ),
    ...others,
  ]
}

export { duration }
