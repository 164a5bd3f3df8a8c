/**
 * The clinic's wall clock: dates as staff write them ("29. 11. 2026 15:33") and the instants they
 * mean in Prague, whatever the time zone of the browser or the server (issue 30). Used by the
 * scheduling endpoint (which decides) and the admin's scheduling drawer (which shows), so both read
 * a typed date the same way.
 */
export const clinicTimeZone = 'Europe/Prague'

/** A time on the clinic's clock, to the minute; months 1–12. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

// Day. month. year hour:minute; spaces after the dots and a comma before the time are optional
// ("29.11.2026 15:33", "29. 11. 2026, 9:05").
const typedDateTime = /^\s*(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})\s*,?\s+(\d{1,2})\s*:\s*(\d{2})\s*$/

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The typed text as a time on the clinic's clock; undefined when it is not one (e.g. 31. 11.). */
export function parseWallClock(text: string): WallClock | undefined {
  const match = typedDateTime.exec(text)
  if (!match) return undefined
  const [day, month, year, hour, minute] = match.slice(1).map(Number)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59) return undefined
  return { year, month, day, hour, minute }
}

/** "29. 11. 2026 15:33", "1. 8. 2026 09:05": the admin's date format (`d. M. yyyy HH:mm`). */
export function formatWallClock({ year, month, day, hour, minute }: WallClock): string {
  const two = (value: number) => String(value).padStart(2, '0')
  return `${day}. ${month}. ${year} ${two(hour)}:${two(minute)}`
}

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: clinicTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** What the clock in Prague showed at an instant. */
export function wallClockInPrague(instant: Date): WallClock {
  const parts = Object.fromEntries(pragueParts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]))
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute }
}

const asUtcMs = ({ year, month, day, hour, minute }: WallClock) => Date.UTC(year, month - 1, day, hour, minute)

/**
 * The instant at which Prague's clock shows this time. Undefined for the hour skipped when the
 * clocks go forward (the last Sunday of March, 2:00–2:59); in the hour that repeats in October the
 * first (summer-time) one.
 */
export function pragueInstant(clock: WallClock): Date | undefined {
  const wanted = asUtcMs(clock)
  // Prague is UTC+1 or UTC+2: of the instants those offsets give, the earlier one that shows `clock`.
  for (const offsetHours of [2, 1]) {
    const instant = new Date(wanted - offsetHours * 3_600_000)
    if (asUtcMs(wallClockInPrague(instant)) === wanted) return instant
  }
  return undefined
}

/** "29. 11. 2026 15:33" of an instant, on the clinic's clock. */
export function formatInPrague(instant: Date | string): string {
  return formatWallClock(wallClockInPrague(new Date(instant)))
}
