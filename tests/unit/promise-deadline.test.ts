import { describe, expect, it } from 'vitest'
import { answerDeadline, promiseState, promiseWindows } from '@/features/inquiries/promise/promise-deadline'
import { czechHolidays, easterSunday, isWorkingDay, workingDayAfter } from '@/features/inquiries/promise/working-days'

describe('Prague working days', () => {
  it('computes Easter Sunday for years far apart', () => {
    expect(easterSunday(2019)).toBe('2019-04-21')
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
    // The earliest and latest possible dates.
    expect(easterSunday(2285)).toBe('2285-03-22')
    expect(easterSunday(1943)).toBe('1943-04-25')
  })

  it('lists the thirteen Czech public holidays with Good Friday and Easter Monday', () => {
    expect(czechHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ])
    expect(czechHolidays(2027)).toContain('2027-03-26')
    expect(czechHolidays(2027)).toContain('2027-03-29')
  })

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-12-02')).toBe(true) // Wednesday
    expect(isWorkingDay('2026-12-05')).toBe(false) // Saturday
    expect(isWorkingDay('2026-11-17')).toBe(false) // Tuesday, a holiday
    expect(isWorkingDay('2027-03-29')).toBe(false) // Easter Monday
    expect(workingDayAfter('2026-12-23', 1)).toBe('2026-12-28')
    expect(workingDayAfter('2026-12-28', -2)).toBe('2026-12-22')
  })
})

describe('the answer deadline', () => {
  it('a Friday-evening arrival is due by the end of Tuesday', () => {
    // Friday 27 November 2026, 19:30 in Prague (UTC+1).
    const deadline = answerDeadline('2026-11-27T18:30:00Z')
    expect(deadline.day).toBe('2026-12-01')
    expect(deadline.endsAt.toISOString()).toBe('2026-12-01T23:00:00.000Z')
  })

  it('the hour of arrival does not matter, only its day in Prague', () => {
    expect(answerDeadline('2026-12-07T07:00:00Z').day).toBe('2026-12-09') // Monday 8:00
    expect(answerDeadline('2026-12-07T22:59:00Z').day).toBe('2026-12-09') // Monday 23:59
    expect(answerDeadline('2026-12-06T23:30:00Z').day).toBe('2026-12-09') // Sunday UTC, Monday 0:30 in Prague
  })

  it('skips Good Friday and Easter Monday', () => {
    // Maundy Thursday 2 April 2026: Friday 3 and Monday 6 are holidays.
    expect(answerDeadline('2026-04-02T08:00:00Z').day).toBe('2026-04-08')
    expect(answerDeadline('2027-03-25T08:00:00Z').day).toBe('2027-03-31')
  })

  it('skips Christmas', () => {
    expect(answerDeadline('2026-12-22T09:00:00Z').day).toBe('2026-12-28')
    expect(answerDeadline('2026-12-23T09:00:00Z').day).toBe('2026-12-29')
    // 17 November 2026 is a Tuesday.
    expect(answerDeadline('2026-11-16T09:00:00Z').day).toBe('2026-11-19')
  })

  it('ends at Prague midnight across the changes of the clocks', () => {
    // Thursday 26 March 2026, 23:30 in Prague (winter time): due Monday 30 March, which ends in summer time.
    const spring = answerDeadline('2026-03-26T22:30:00Z')
    expect(spring.day).toBe('2026-03-30')
    expect(spring.endsAt.toISOString()).toBe('2026-03-30T22:00:00.000Z')
    // 23:30 UTC on Friday is Saturday 0:30 in Prague: due Tuesday 31 March.
    expect(answerDeadline('2026-03-27T23:30:00Z').day).toBe('2026-03-31')
    // Friday 23 October 2026 (summer time): Monday 26, Tuesday 27, after the clocks went back.
    const autumn = answerDeadline('2026-10-23T10:00:00Z')
    expect(autumn.day).toBe('2026-10-27')
    expect(autumn.endsAt.toISOString()).toBe('2026-10-27T23:00:00.000Z')
  })
})

describe('due today and late', () => {
  it('says where an unanswered inquiry stands', () => {
    const arrived = '2026-11-27T18:30:00Z' // due Tuesday 1 December
    expect(promiseState(arrived, new Date('2026-11-30T10:00:00Z'))).toEqual({ state: 'upcoming', dueDay: '2026-12-01' })
    expect(promiseState(arrived, new Date('2026-12-01T22:59:00Z'))).toEqual({ state: 'due-today' })
    expect(promiseState(arrived, new Date('2026-12-01T23:00:00Z'))).toEqual({ state: 'late', daysLate: 1 })
    expect(promiseState(arrived, new Date('2026-12-04T09:00:00Z'))).toEqual({ state: 'late', daysLate: 3 })
  })

  it('the arrival windows agree with each inquiry’s own deadline, hour by hour', () => {
    const nows = ['2026-12-01T06:00:00Z', '2026-12-05T10:00:00Z', '2026-12-28T06:30:00Z', '2026-04-07T06:30:00Z', '2026-10-26T23:30:00Z']
    for (const nowText of nows) {
      const now = new Date(nowText)
      const windows = promiseWindows(now)
      for (let hour = 0; hour < 24 * 21; hour += 1) {
        const arrived = new Date(now.getTime() - hour * 3_600_000)
        const { state } = promiseState(arrived, now)
        const inDueToday = windows.dueToday !== null && arrived >= windows.dueToday.from && arrived < windows.dueToday.until
        expect({ nowText, arrived, late: arrived < windows.lateBefore, dueToday: inDueToday }).toEqual({
          nowText,
          arrived,
          late: state === 'late',
          dueToday: state === 'due-today',
        })
      }
    }
  })

  it('nothing is due on a day off, and what was due on Friday is late on Saturday', () => {
    const saturday = new Date('2026-12-05T10:00:00Z')
    expect(promiseWindows(saturday).dueToday).toBeNull()
    // Due Friday 4 December: arrived Wednesday 2 December.
    expect(promiseState('2026-12-02T10:00:00Z', saturday)).toEqual({ state: 'late', daysLate: 1 })
  })
})
