import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { AdminViewFrame } from '@/platform/cms/admin-layout/AdminViewFrame'
import type { AdminViewServerProps } from 'payload'
import { SideScroll } from '@/platform/cms/admin-layout/SideScroll'
import { isInquiryStaffUser } from '../access'
import { duration, type Language, reportDay, reportTexts as t, share } from './labels'
import { type ReportData, leadReport, reportPeriod } from './report'
import { type ReportTable, reportTables } from './table'

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The lead report (issue 31), a custom admin view at /admin/lead-report, rendered on the server:
 * plain HTML tables, a GET form for the period and an SVG bar chart, no client script. Admin and
 * reception only; anyone else gets a sentence, no numbers.
 */
export async function LeadReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language: Language = req.i18n?.language === 'en' ? 'en' : 'cs'
  const l = (text: { cs: string; en: string }) => text[language]
  const search = (searchParams ?? {}) as Search
  let body: React.ReactNode
  if (!isInquiryStaffUser(req.user)) {
    body = <p role="alert">{l(t.forbidden)}</p>
  } else {
    const period = reportPeriod(one(search.from), one(search.to))
    if ('error' in period) {
      body = (
        <>
          <PeriodForm language={language} from={one(search.from) ?? ''} to={one(search.to) ?? ''} />
          <p role="alert" className="lead-report__error">
            {l(period.error)}
          </p>
        </>
      )
    } else {
      const data = await leadReport(req.payload, period)
      const tables = await reportTables(req.payload, data, language)
      const exportQuery = new URLSearchParams({ from: period.from, to: period.to })
      const api = `${req.payload.config.routes.api}/inquiries/lead-report`
      body = (
        <>
          <PeriodForm language={language} from={period.from} to={period.to} />
          <p className="lead-report__exports">
            <a href={`${api}?${exportQuery}&format=csv`} download>
              {l(t.exportCsv)}
            </a>{' '}
            <a href={`${api}?${exportQuery}&format=xlsx`} download>
              {l(t.exportXlsx)}
            </a>
          </p>
          <Summary data={data} language={language} />
          {data.totals.inquiries === 0 ? <p>{l(t.empty)}</p> : <WeekChart data={data} language={language} />}
          {tables.map((table) => (
            <Table key={table.title} table={table} />
          ))}
          <p className="lead-report__note">{l(t.responseNote)}</p>
        </>
      )
    }
  }
  return (
    <AdminViewFrame view={{ initPageResult, params, searchParams }} name="lead-report" title={l(t.title)} styles={reportStyles}>
      <p>{l(t.intro)}</p>
      {body}
    </AdminViewFrame>
  )
}

function PeriodForm({ language, from, to }: { language: Language; from: string; to: string }) {
  return (
    <form method="get" className="lead-report__period">
      <label>
        {t.from[language]} <input type="date" name="from" defaultValue={from} />
      </label>
      <label>
        {t.to[language]} <input type="date" name="to" defaultValue={to} />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small">
        {t.show[language]}
      </button>
    </form>
  )
}

function Summary({ data, language }: { data: ReportData; language: Language }) {
  const items: Array<[string, string, string]> = [
    ['inquiries', t.inquiries[language], String(data.totals.inquiries)],
    ['booked-share', t.bookedShare[language], share(data.totals.booked, data.totals.inquiries, language)],
    ['median', t.median[language], duration(data.totals.medianSeconds)],
    ['p90', t.p90[language], duration(data.totals.p90Seconds)],
  ]
  return (
    <dl className="lead-report__summary" aria-label={t.summary[language]}>
      {items.map(([key, label, value]) => (
        <div key={key} data-testid={`lead-report-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Inquiries (bar) and booked consultations (darker part) per week: scales and bars from visx
 * (a maintained chart library whose shapes are plain SVG elements), rendered here on the server,
 * so the browser gets SVG and no script.
 */
function WeekChart({ data, language }: { data: ReportData; language: Language }) {
  const barWidth = 28
  const gap = 10
  const height = 160
  const width = data.weeks.length * (barWidth + gap) + gap
  const x = scaleBand<string>({
    domain: data.weeks.map((week) => week.week),
    range: [0, width],
    paddingInner: gap / (barWidth + gap),
    paddingOuter: gap / (barWidth + gap) / 2,
  })
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.weeks.map((week) => week.inquiries))], range: [height, 0] })
  const title = t.chartTitle[language]
  return (
    <figure className="lead-report__chart">
      <SideScroll label={title}>
        <svg
          viewBox={`0 0 ${width} ${height + 40}`}
          width={width}
          height={height + 40}
          role="img"
          aria-labelledby="lead-report-chart-title"
        >
          <title id="lead-report-chart-title">{title}</title>
          {data.weeks.map((week) => {
            const left = x(week.week) ?? 0
            const band = x.bandwidth()
            return (
              <Group key={week.week} left={left}>
                <title>{`${reportDay(week.week, language)}: ${week.inquiries} ${t.inquiries[language]}, ${week.booked} ${t.booked[language]}`}</title>
                <Bar className="lead-report__bar" x={0} y={y(week.inquiries)} width={band} height={height - y(week.inquiries)} />
                <Bar
                  className="lead-report__bar lead-report__bar--booked"
                  x={0}
                  y={y(week.booked)}
                  width={band}
                  height={height - y(week.booked)}
                />
                <text x={band / 2} y={y(week.inquiries) - 4} textAnchor="middle" className="lead-report__value">
                  {week.inquiries}
                </text>
                <text x={band / 2} y={height + 14} textAnchor="middle" className="lead-report__label">
                  {reportDay(week.week, language, true)}
                </text>
              </Group>
            )
          })}
        </svg>
      </SideScroll>
      <figcaption>
        <span className="lead-report__key" /> {t.inquiries[language]} <span className="lead-report__key lead-report__key--booked" />{' '}
        {t.booked[language]}
      </figcaption>
    </figure>
  )
}

/** Counts, shares and minutes line up on the right; names on the left. */
const isFigure = (cell: string | number) => typeof cell === 'number' || /^[\d.,]+ %$|^–$/.test(cell)

function Table({ table }: { table: ReportTable }) {
  return (
    <SideScroll label={table.title}>
      <table className="lead-report__table">
        <caption>{table.title}</caption>
        <thead>
          <tr>
            {table.header.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={table.header[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={table.header[index]} className={isFigure(cell) ? 'lead-report__figure' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  )
}

const reportStyles = `
.lead-report__period {
  display: flex;
  flex-wrap: wrap;
  gap: var(--base);
  align-items: end;
  margin-bottom: var(--base);
}
.lead-report__period label {
  display: flex;
  flex-direction: column;
  gap: 4px;
}
/* Without Payload's .btn margins the button lines up with the date fields instead of a line below. */
.lead-report__period .btn {
  margin: 0;
}
.lead-report__period input {
  padding: 6px 8px;
  border: 1px solid var(--theme-elevation-250);
  border-radius: var(--style-radius-s);
  background: var(--theme-input-bg);
  color: var(--theme-text);
}
.lead-report__exports {
  display: flex;
  flex-wrap: wrap;
  gap: var(--base);
}
.lead-report__error {
  color: var(--theme-error-500);
}
.lead-report__summary {
  display: flex;
  flex-wrap: wrap;
  gap: var(--base);
  margin: var(--base) 0;
}
.lead-report__summary > div {
  padding: var(--base);
  border: 1px solid var(--theme-elevation-150);
  border-radius: var(--style-radius-m);
  background: var(--theme-elevation-50);
  min-width: 12rem;
}
.lead-report__summary dt {
  color: var(--theme-elevation-600);
}
.lead-report__summary dd {
  margin: 0;
  font-size: 1.75rem;
  font-weight: 600;
}
.lead-report__chart {
  margin: var(--base) 0;
}
.lead-report__bar {
  fill: var(--theme-elevation-300);
}
.lead-report__bar--booked {
  fill: var(--theme-success-500);
}
.lead-report__value,
.lead-report__label {
  font-size: 11px;
  fill: var(--theme-text);
}
.lead-report__key {
  display: inline-block;
  width: 12px;
  height: 12px;
  background: var(--theme-elevation-300);
  vertical-align: middle;
}
.lead-report__key--booked {
  background: var(--theme-success-500);
}
.lead-report__table {
  border-collapse: collapse;
  margin: calc(var(--base) * 1.5) 0;
  min-width: 60%;
}
.lead-report__table caption {
  text-align: left;
  font-weight: 600;
  font-size: 1.1rem;
  padding-bottom: 6px;
}
.lead-report__table th,
.lead-report__table td {
  border-bottom: 1px solid var(--theme-elevation-150);
  padding: 4px 10px;
  text-align: left;
}
.lead-report__table td {
  text-align: right;
  font-variant-numeric: tabular-nums;
}
.lead-report__note {
  color: var(--theme-elevation-600);
}
`
