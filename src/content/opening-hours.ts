/**
 * The clinic's opening hours as Settings keeps them: rows of days with an opening and a closing
 * time (24-hour "HH:mm"), or marked closed. One source for the text the site shows in every
 * language and for schema.org's OpeningHoursSpecification.
 */

import type { Locale } from '@/routing/locales'

/** Settings' day values, Monday first. */
export const dayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type DayKey = (typeof dayKeys)[number]

/** schema.org day names, in the order of dayKeys. */
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof weekDays)[number]

/** One row of Settings → Opening hours (the shape Payload stores). */
export interface OpeningHoursRow {
  days?: DayKey[] | null
  closed?: boolean | null
  opens?: string | null
  closes?: string | null
}

export interface OpeningHours {
  dayOfWeek: WeekDay[]
  opens: string
  closes: string
}

/** The demo clinic's hours, set by its seed (Settings has no default); also what the old single text "7:00 - 18:00" meant. */
export const defaultOpeningHours: OpeningHoursRow[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], closed: false, opens: '07:00', closes: '18:00' },
]

/** "HH:mm" on a 24-hour clock; "24:00" closes at midnight. */
const timePattern = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/

export const isTime = (value: unknown): value is string => typeof value === 'string' && timePattern.test(value)

/** What staff type ("7:00", "7.30", " 08:00 ") as "HH:mm"; anything else is returned unchanged for validation to refuse. */
export function normalizeTime(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const match = value.trim().match(/^(\d{1,2})[:.](\d{2})$/)
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : value.trim()
}

const dayNames: Record<Locale, readonly string[]> = {
  cs: ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
}
const closedWord: Record<Locale, string> = { cs: 'zavřeno', en: 'closed', de: 'geschlossen' }

type DayState = { opens: string; closes: string } | 'closed' | undefined

/** Each day's hours, Monday first; a day named by two rows takes the first (Settings refuses that anyway). */
function daysOf(rows: readonly OpeningHoursRow[] | null | undefined): DayState[] {
  const states: DayState[] = new Array(7).fill(undefined)
  for (const row of rows ?? []) {
    const state: DayState = row.closed
      ? 'closed'
      : isTime(row.opens) && isTime(row.closes) && row.opens < row.closes
        ? { opens: row.opens, closes: row.closes }
        : undefined
    if (!state) continue
    for (const day of row.days ?? []) {
      const index = dayKeys.indexOf(day)
      if (index >= 0 && states[index] === undefined) states[index] = state
    }
  }
  return states
}

const sameState = (a: DayState, b: DayState) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a.opens === b.opens && a.closes === b.closes)

/** "07:00" → "7:00", as the site writes times. */
const shortTime = (time: string) => time.replace(/^0(\d)/, '$1')

/**
 * The hours as one line: consecutive days with equal hours grouped, days not in any row left out.
 * cs "Po–Pá 7:00–18:00, So 8:00–12:00", en "Mon–Fri 7:00–18:00, Sat 8:00–12:00", de "Mo–Fr 7:00–18:00, Sa 8:00–12:00".
 */
export function formatOpeningHours(rows: readonly OpeningHoursRow[] | null | undefined, locale: Locale): string {
  const states = daysOf(rows)
  const parts: string[] = []
  for (let first = 0; first < 7; ) {
    let last = first
    while (last + 1 < 7 && states[first] !== undefined && sameState(states[last + 1], states[first])) last++
    const state = states[first]
    if (state !== undefined) {
      const days = first === last ? dayNames[locale][first] : `${dayNames[locale][first]}–${dayNames[locale][last]}`
      parts.push(`${days} ${state === 'closed' ? closedWord[locale] : `${shortTime(state.opens)}–${shortTime(state.closes)}`}`)
    }
    first = last + 1
  }
  return parts.join(', ')
}

/** schema.org OpeningHoursSpecification parts: one per distinct opening and closing time, closed days left out. */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[] | null | undefined): OpeningHours[] {
  const result: OpeningHours[] = []
  daysOf(rows).forEach((state, index) => {
    if (typeof state !== 'object') return
    const same = result.find((hours) => hours.opens === state.opens && hours.closes === state.closes)
    if (same) same.dayOfWeek.push(weekDays[index])
    else result.push({ dayOfWeek: [weekDays[index]], opens: state.opens, closes: state.closes })
  })
  return result
}

/** A day that two rows name (Settings refuses it: the site could show only one of them). */
export function repeatedDay(rows: readonly OpeningHoursRow[] | null | undefined): DayKey | undefined {
  const seen = new Set<DayKey>()
  for (const row of rows ?? []) {
    for (const day of row.days ?? []) {
      if (seen.has(day)) return day
      seen.add(day)
    }
  }
  return undefined
}
