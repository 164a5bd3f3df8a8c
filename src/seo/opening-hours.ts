/** schema.org day names, Monday first. */
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof weekDays)[number]

export interface OpeningHours {
  dayOfWeek: WeekDay[]
  opens: string
  closes: string
}

/**
 * Day words staff may type, compared without accents. Czech wins a clash: the field is not
 * localized and Czech is the site's default, so "So" is Saturday (sobota), not Sunday (Sonntag).
 */
const dayWords: Record<string, number> = {
  po: 0, pondeli: 0, ut: 1, utery: 1, st: 2, streda: 2, ct: 3, ctvrtek: 3, pa: 4, patek: 4, so: 5, sobota: 5, ne: 6, nedele: 6,
  mo: 0, mon: 0, monday: 0, tu: 1, tue: 1, tues: 1, tuesday: 1, we: 2, wed: 2, wednesday: 2, th: 3, thu: 3, thur: 3, thurs: 3, thursday: 3,
  fr: 4, fri: 4, friday: 4, sa: 5, sat: 5, saturday: 5, su: 6, sun: 6, sunday: 6,
  montag: 0, di: 1, dienstag: 1, mi: 2, mittwoch: 2, do: 3, donnerstag: 3, freitag: 4, samstag: 5, sonntag: 6,
}
const everyDayWords = new Set(['denne', 'daily', 'everyday', 'taglich'])
const closedWords = new Set(['zavreno', 'closed', 'geschlossen'])

const fold = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/** "7", "7:00", "07.30", "7 h" -> "07:00"; out-of-range values give null. */
function clock(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours)
  const m = minutes === undefined ? 0 : Number(minutes)
  if (!Number.isInteger(h) || !Number.isInteger(m) || h > 24 || m > 59 || (h === 24 && m > 0)) return null
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

const timeRange = /(\d{1,2})(?:[:.](\d{2}))?\s*(?:h|hod\.?|uhr)?\s*(?:-|–|—|až|do|to|until|bis)\s*(\d{1,2})(?:[:.](\d{2}))?/giu

/** The days a segment names: "Po–Pá", "Mo, We, Fr", "denně"; undefined when it names none. */
function daysOf(text: string): number[] | undefined {
  const words = text.match(/\p{L}+|[-–—]/gu) ?? []
  const days = new Set<number>()
  let rangeFrom: number | undefined
  let pendingRange = false
  for (const raw of words) {
    if (raw === '-' || raw === '–' || raw === '—') {
      pendingRange = rangeFrom !== undefined
      continue
    }
    const word = fold(raw)
    if (everyDayWords.has(word)) return [0, 1, 2, 3, 4, 5, 6]
    const day = dayWords[word]
    if (day === undefined) {
      pendingRange = false
      continue
    }
    if (pendingRange && rangeFrom !== undefined) {
      // A range may wrap over the weekend (Fr–Mo).
      for (let d = rangeFrom; d !== day; d = (d + 1) % 7) days.add(d)
    }
    days.add(day)
    rangeFrom = day
    pendingRange = false
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b) : undefined
}

/**
 * Reads the free-text opening hours of Settings ("7:00 - 18:00", "Po–Pá 7–18, So 8:00–12:00")
 * into schema.org OpeningHoursSpecification parts. A segment without days means Monday to
 * Friday, as the site shows it ("Po–Pá {hours}"). Anything it cannot read is left out rather
 * than guessed.
 */
export function parseOpeningHours(text: string | null | undefined): OpeningHours[] {
  if (!text) return []
  const result: OpeningHours[] = []
  // The days of a time range are the words between it and the previous range ("Po–Pá 7–18, So 8–12").
  let previousEnd = 0
  for (const match of text.matchAll(timeRange)) {
    const before = text.slice(previousEnd, match.index)
    previousEnd = match.index + match[0].length
    if ((before.match(/\p{L}+/gu) ?? []).some((word) => closedWords.has(fold(word)))) continue
    const opens = clock(match[1], match[2])
    const closes = clock(match[3], match[4])
    if (!opens || !closes || opens >= closes) continue
    const days = daysOf(before) ?? [0, 1, 2, 3, 4]
    result.push({ dayOfWeek: days.map((day) => weekDays[day]), opens, closes })
  }
  return result
}
