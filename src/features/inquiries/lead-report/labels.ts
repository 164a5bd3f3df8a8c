import type { Payload } from 'payload'
import { type AdminText, tx } from '@/platform/cms/i18n'
import { type InquiryStatus, inquiryLanguageLabels, inquiryStatusLabels } from '../reception/inquiry-labels'
import type { ReportData } from './report'

export type Language = 'cs' | 'en'

export const reportTexts = {
  title: tx('Odkud přicházejí pacienti', 'Where patients come from'),
  navLink: tx('Zdroje poptávek', 'Inquiry sources'),
  intro: tx(
    'Poptávky po týdnech (pondělí–neděle, pražský čas) bez spamu, včetně anonymních počtů poptávek už smazaných po uplynutí doby uchování. Zdroj je známý jen u návštěvníků, kteří souhlasili s analytickými cookies.',
    'Inquiries per week (Monday–Sunday, Prague time) without spam, including the anonymous counts of inquiries already deleted after their retention period. The source is known only for visitors who allowed analytics.',
  ),
  from: tx('Od', 'From'),
  to: tx('Do', 'To'),
  show: tx('Zobrazit', 'Show'),
  exportCsv: tx('Stáhnout CSV', 'Download CSV'),
  exportXlsx: tx('Stáhnout XLSX', 'Download XLSX'),
  forbidden: tx(
    'Přehled zdrojů poptávek vidí jen administrátoři a recepce.',
    'Only administrators and reception may see the inquiry sources report.',
  ),
  summary: tx('Souhrn', 'Summary'),
  inquiries: tx('Poptávky', 'Inquiries'),
  booked: tx('Konzultace objednána', 'Consultation booked'),
  bookedShare: tx('Podíl objednaných konzultací', 'Share that booked a consultation'),
  median: tx('Medián odezvy recepce', 'Median response time'),
  p90: tx('90. percentil odezvy', '90th percentile response time'),
  answered: tx('Zpracované (změněn stav)', 'Answered (status changed)'),
  responseNote: tx(
    'Odezva = čas od přijetí poptávky do první změny jejího stavu. Percentil podle nejbližšího pořadí.',
    'Response time = from the inquiry’s arrival to the first change of its status. Nearest-rank percentiles.',
  ),
  week: tx('Týden od', 'Week of'),
  weeksTitle: tx('Po týdnech', 'Per week'),
  chartTitle: tx('Poptávky a objednané konzultace po týdnech', 'Inquiries and booked consultations per week'),
  byProcedure: tx('Podle zákroku (stránka odeslání)', 'By procedure (sending page)'),
  procedure: tx('Zákrok', 'Procedure'),
  noProcedure: tx('(jiná stránka než zákrok)', '(a page other than a procedure)'),
  deletedProcedure: tx('(smazaný zákrok)', '(deleted procedure)'),
  byLanguage: tx('Podle jazyka', 'By language'),
  language: tx('Jazyk', 'Language'),
  bySource: tx('Podle zdroje a kampaně', 'By source and campaign'),
  source: tx('Zdroj', 'Source'),
  medium: tx('Médium', 'Medium'),
  campaign: tx('Kampaň', 'Campaign'),
  unknownSource: tx('(neznámý – bez souhlasu nebo přímý přístup)', '(unknown – no consent or direct)'),
  byStatus: tx('Podle stavu', 'By status'),
  status: tx('Stav', 'Status'),
  total: tx('Celkem', 'Total'),
  empty: tx('Za toto období nejsou žádné poptávky.', 'No inquiries in this period.'),
  minutes: tx('min', 'min'),
  period: tx('Období', 'Period'),
  badFormat: tx('Parametr format musí být csv nebo xlsx.', 'format must be csv or xlsx.'),
} satisfies Record<string, AdminText>

const shareFormats = {
  cs: new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
}

/** "12,5 %" in Czech, "12.5 %" in English: the admin's own decimal mark (the space before % is Czech usage, kept in both). */
export function share(part: number, whole: number, language: Language): string {
  return whole > 0 ? `${shareFormats[language].format((part / whole) * 100)} %` : '–'
}

const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
  enShort: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' }),
}

/**
 * A day of the report (YYYY-MM-DD, e.g. a week's Monday) as staff write dates (issue 42: it read
 * "2026-11-30" and "11-30"): "30. 11. 2026", `short` "30. 11." for the chart; "30 Nov 2026" in English.
 */
export function reportDay(isoDay: string, language: Language, short = false): string {
  const [year, month, dayOfMonth] = isoDay.split('-').map(Number)
  if (language === 'en') return (short ? dayFormats.enShort : dayFormats.en).format(Date.UTC(year, month - 1, dayOfMonth))
  return short ? `${dayOfMonth}. ${month}.` : `${dayOfMonth}. ${month}. ${year}`
}

/** "45 min", "3 h 05 min", "2 d 4 h": reception reads hours and days, not seconds. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

/** The procedures' names in the admin's language (Czech name when the language has none). */
export async function procedureNames(payload: Payload, data: ReportData, language: Language): Promise<Map<number, string>> {
  const ids = data.byProcedure.map((row) => row.procedure).filter((id): id is number => id !== null)
  const names = new Map<number, string>()
  if (ids.length === 0) return names
  const found = await payload.find({
    collection: 'procedures',
    where: { id: { in: ids } },
    locale: language === 'en' ? 'en' : 'cs',
    fallbackLocale: 'cs',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    draft: true,
    select: { name: true },
  })
  for (const doc of found.docs) names.set(Number(doc.id), String((doc as { name?: unknown }).name ?? `#${doc.id}`))
  return names
}

export const procedureLabel = (names: Map<number, string>, id: number | null, language: Language) =>
  id === null ? reportTexts.noProcedure[language] : (names.get(id) ?? `${reportTexts.deletedProcedure[language]} #${id}`)
export const languageLabel = (lang: string, language: Language) =>
  inquiryLanguageLabels[lang as keyof typeof inquiryLanguageLabels]?.[language] ?? lang
export const statusLabel = (status: string, language: Language) => inquiryStatusLabels[status as InquiryStatus]?.[language] ?? status
export const sourceLabel = (source: string, language: Language) => source || reportTexts.unknownSource[language]
