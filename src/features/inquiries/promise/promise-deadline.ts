import { pragueInstant, wallClockInPrague } from '@/platform/cms/prague-time'
import { addDays, type CalendarDay, daysBetween, isWorkingDay, workingDayAfter } from './working-days'

/**
 * The clinic's promise (specification: a call back "within two working days at the latest"), as a
 * deadline: an inquiry that arrives on a day, in Prague, is due by the END of the second working
 * day after that day. The day of arrival never counts, whatever the hour: Monday 8:00 and Monday
 * 23:59 are both due by Wednesday evening; Friday evening, Saturday and Sunday by Tuesday evening
 * (Thursday and Friday of Easter by the Wednesday after Easter Monday).
 *
 * Computed when read, from the arrival time alone: nothing to store or migrate, and because the
 * deadline never goes down as the arrival time goes up, "due today" and "late" are ranges of
 * arrival times (`promiseWindows`), which the list and the counts query on `createdAt`.
 */

/** How many working days the clinic promises. */
export const promisedWorkingDays = 2

/** The Prague calendar day an instant falls on. */
export function pragueDay(instant: Date): CalendarDay {
  const { year, month, day } = wallClockInPrague(instant)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The instant a Prague day begins (midnight always exists there: the clocks change at 2:00 and 3:00). */
export function pragueMidnight(day: CalendarDay): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number)
  return pragueInstant({ year, month, day: dayOfMonth, hour: 0, minute: 0 }) as Date
}

export type AnswerDeadline = {
  /** The last day of the promise, in Prague. */
  day: CalendarDay
  /** The first instant after it (the next Prague midnight): answered before this is on time. */
  endsAt: Date
}

export function answerDeadline(arrivedAt: Date | string): AnswerDeadline {
  const day = workingDayAfter(pragueDay(new Date(arrivedAt)), promisedWorkingDays)
  return { day, endsAt: pragueMidnight(addDays(day, 1)) }
}

/** Answered within the promise: reception's first status change came before the deadline ended. */
export function answeredOnTime(arrivedAt: Date | string, answeredAt: Date | string | null | undefined): boolean {
  return Boolean(answeredAt) && new Date(answeredAt as string) < answerDeadline(arrivedAt).endsAt
}

/** Where an unanswered inquiry stands against its deadline now. */
export type PromiseState = { state: 'upcoming'; dueDay: CalendarDay } | { state: 'due-today' } | { state: 'late'; daysLate: number }

export function promiseState(arrivedAt: Date | string, now: Date = new Date()): PromiseState {
  const deadline = answerDeadline(arrivedAt)
  const today = pragueDay(now)
  if (deadline.day === today) return { state: 'due-today' }
  if (deadline.day > today) return { state: 'upcoming', dueDay: deadline.day }
  return { state: 'late', daysLate: daysBetween(deadline.day, today) }
}

/**
 * The arrival times whose deadline is today (`dueToday`, empty on a day off) and whose deadline has
 * passed (`lateBefore`), for a query on `createdAt`. Late: at least two working days lie strictly
 * between the day of arrival and today, i.e. it arrived before the second working day before today.
 * Due today (a working day): it arrived from that day up to the working day before today.
 */
export function promiseWindows(now: Date = new Date()): { lateBefore: Date; dueToday: { from: Date; until: Date } | null } {
  const today = pragueDay(now)
  const secondBefore = workingDayAfter(today, -promisedWorkingDays)
  const lateBefore = pragueMidnight(secondBefore)
  if (!isWorkingDay(today)) return { lateBefore, dueToday: null }
  return { lateBefore, dueToday: { from: lateBefore, until: pragueMidnight(workingDayAfter(today, -1)) } }
}
