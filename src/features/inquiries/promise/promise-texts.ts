import { type AdminText, tx } from '@/platform/cms/i18n'
import type { PromiseState } from './promise-deadline'
import type { CalendarDay } from './working-days'

type Language = 'cs' | 'en'

/** "1. 12." — the admin's day format without the year (the deadline is never far away). */
export function shortDay(day: CalendarDay): string {
  const [, month, dayOfMonth] = day.split('-').map(Number)
  return `${dayOfMonth}. ${month}.`
}

/** "1. 12. 2026", the admin's date format. */
export function fullDay(day: CalendarDay): string {
  return `${shortDay(day)} ${day.slice(0, 4)}`
}

const czechDays = { one: 'den', few: 'dny', other: 'dní' }

function daysLate(count: number, language: Language): string {
  if (language === 'en') return count === 1 ? '1 day late' : `${count} days late`
  const form = new Intl.PluralRules('cs').select(count)
  return `po termínu ${count} ${form === 'one' ? czechDays.one : form === 'few' ? czechDays.few : czechDays.other}`
}

/** What the "Termín" column says of an unanswered inquiry: "dnes", "po termínu 2 dny", "do 3. 12.". */
export function promiseStateText(state: PromiseState, language: Language): string {
  if (state.state === 'due-today') return language === 'cs' ? 'dnes' : 'today'
  if (state.state === 'late') return daysLate(state.daysLate, language)
  return `${language === 'cs' ? 'do' : 'by'} ${shortDay(state.dueDay)}`
}

export const promiseTexts = {
  column: tx('Termín', 'Due'),
  answered: tx('Zodpovězeno', 'Answered'),
  spam: tx('Spam', 'Spam'),
  fieldLabel: tx('Termín odpovědi', 'Answer due'),
  fieldHint: tx(
    'Klinika slibuje ozvat se nejpozději do dvou pracovních dnů: do konce druhého pracovního dne po dni přijetí (pražský čas, bez víkendů a státních svátků).',
    'The clinic promises to answer within two working days: by the end of the second working day after the day of arrival (Prague time, weekends and public holidays skipped).',
  ),
  dueToday: tx('Dnes k vyřízení', 'Due today'),
  late: tx('Po termínu', 'Late'),
} satisfies Record<string, AdminText>
