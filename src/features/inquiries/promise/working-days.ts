/**
 * Prague's working days: Monday to Friday except the Czech public holidays (Act 245/2000 Coll.),
 * Easter's two computed each year, never typed in. Days are calendar dates written YYYY-MM-DD,
 * with no time and no zone: which day an instant falls on in Prague is `promise-deadline.ts`'s job.
 */

export type CalendarDay = string

const dayMs = 24 * 60 * 60 * 1000

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayOf(Date.UTC(year, month - 1, day))
}

/** The fixed-date holidays, as MM-DD: New Year and Restoration Day, Labour Day, Liberation, Cyril and Methodius, Jan Hus, Statehood, Independence, Freedom and Democracy, Christmas. */
const fixedHolidays = new Set(['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'])

/** Czech public holidays of a year: the fixed ones and Good Friday and Easter Monday. */
export function czechHolidays(year: number): CalendarDay[] {
  const easter = easterSunday(year)
  const movable = [addDays(easter, -2), addDays(easter, 1)]
  const fixed = [...fixedHolidays].map((monthDay) => `${year}-${monthDay}`)
  return [...fixed, ...movable].sort()
}

export function isCzechHoliday(day: CalendarDay): boolean {
  if (fixedHolidays.has(day.slice(5))) return true
  const easter = easterSunday(Number(day.slice(0, 4)))
  return day === addDays(easter, -2) || day === addDays(easter, 1)
}

export function isWorkingDay(day: CalendarDay): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isCzechHoliday(day)
}

function dayOf(utcMs: number): CalendarDay {
  return new Date(utcMs).toISOString().slice(0, 10)
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * dayMs)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)
}

/** The `count`-th working day after `day` (`day` itself not counted); a negative count goes back. */
export function workingDayAfter(day: CalendarDay, count: number): CalendarDay {
  const step = count < 0 ? -1 : 1
  let current = day
  for (let found = 0; found < Math.abs(count); ) {
    current = addDays(current, step)
    if (isWorkingDay(current)) found += 1
  }
  return current
}
