import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { reportDay } from '@/features/inquiries/lead-report/labels'
import { mondayOf, pragueMidnight, reportPeriod } from '@/features/inquiries/lead-report/report'
import { dialectSql } from '@/features/inquiries/lead-report/sql'

/** Monday of the Prague week, computed independently with Intl (the reference). */
const pragueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' })
function referenceMonday(instant: Date): string {
  const local = pragueDay.format(instant)
  const date = new Date(`${local}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

// Around the week's turn and both clock changes of 2026 (29 March, 25 October) and New Year.
const instants = [
  '2026-11-29T22:59:59.000Z', // Sunday 23:59:59 in Prague: still the week of 23 November
  '2026-11-29T23:00:00.000Z', // Monday 00:00 in Prague: the week of 30 November (UTC still says Sunday)
  '2026-03-29T00:59:59.000Z',
  '2026-03-29T01:00:00.000Z',
  '2026-03-29T22:30:00.000Z', // Monday 00:30 summer time
  '2026-03-29T21:59:00.000Z',
  '2026-10-25T00:59:59.000Z',
  '2026-10-25T01:00:00.000Z',
  '2026-10-25T22:30:00.000Z', // Sunday 23:30 winter time
  '2026-10-25T23:00:00.000Z', // Monday 00:00 winter time
  '2025-12-31T23:30:00.000Z',
  '2027-03-28T22:00:00.000Z',
]

describe('the lead report counts weeks on the clinic calendar (Prague), issue 42', () => {
  it('puts an instant into its Prague week, in JavaScript and in the SQLite expression alike', () => {
    const db = new DatabaseSync(':memory:')
    const week = db.prepare(`SELECT ${dialectSql('sqlite').week('?1')} AS week`)
    for (const iso of instants) {
      const expected = referenceMonday(new Date(iso))
      expect(mondayOf(new Date(iso)), iso).toBe(expected)
      expect((week.get(iso) as { week: string }).week, `SQLite ${iso}`).toBe(expected)
    }
    // Every hour of two years, against Intl.
    for (let time = Date.parse('2026-01-01T00:00:00Z'); time < Date.parse('2028-01-01T00:00:00Z'); time += 3_600_000) {
      const iso = new Date(time).toISOString()
      const got = (week.get(iso) as { week: string }).week
      if (got !== referenceMonday(new Date(time))) expect(got, `SQLite ${iso}`).toBe(referenceMonday(new Date(time)))
    }
    db.close()
  })

  it('starts and ends a period at midnight in Prague', () => {
    expect(pragueMidnight('2026-11-30')).toBe('2026-11-29T23:00:00.000Z')
    expect(pragueMidnight('2026-07-06')).toBe('2026-07-05T22:00:00.000Z')
    expect(reportPeriod('2026-11-04', '2026-11-12')).toEqual({ from: '2026-11-02', to: '2026-11-15' })
    // Monday 00:30 in Prague is already that Monday's week, though UTC still says Sunday.
    expect(reportPeriod(undefined, undefined, new Date('2026-11-29T23:30:00Z'))).toMatchObject({ to: '2026-12-06' })
  })

  it('writes the days as Czech staff do', () => {
    expect(reportDay('2026-11-30', 'cs')).toBe('30. 11. 2026')
    expect(reportDay('2026-11-02', 'cs', true)).toBe('2. 11.')
    expect(reportDay('2026-11-30', 'en')).toBe('30 Nov 2026')
    expect(reportDay('2026-11-30', 'en', true)).toBe('30 Nov')
  })
})
