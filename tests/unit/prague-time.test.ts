import { describe, expect, it } from 'vitest'
import { formatInPrague, formatWallClock, parseWallClock, pragueInstant, wallClockInPrague } from '@/platform/cms/prague-time'

describe('the clinic wall clock (issue 30: scheduling in Prague time)', () => {
  it('reads a time as Czech staff type it, with or without the spaces, and refuses what is no date', () => {
    const expected = { year: 2026, month: 11, day: 29, hour: 15, minute: 33 }
    for (const typed of ['29. 11. 2026 15:33', '29.11.2026 15:33', ' 29. 11. 2026, 15:33 ', '29 . 11 . 2026  15 : 33']) {
      expect(parseWallClock(typed), typed).toEqual(expected)
    }
    expect(parseWallClock('1. 8. 2026 9:05')).toEqual({ year: 2026, month: 8, day: 1, hour: 9, minute: 5 })
    for (const typed of [
      '',
      'zítra',
      'lis 29, 2026 3:33 odp.',
      '31. 11. 2026 15:33',
      '29. 2. 2026 10:00',
      '29. 13. 2026 10:00',
      '1. 1. 2026 24:00',
      '1. 1. 2026 10:60',
      '2026-11-29 15:33',
      '29. 11. 2026',
    ]) {
      expect(parseWallClock(typed), typed).toBeUndefined()
    }
    expect(parseWallClock('29. 2. 2028 10:00')).toEqual({ year: 2028, month: 2, day: 29, hour: 10, minute: 0 })
  })

  it('writes times as the admin shows them (d. M. yyyy HH:mm)', () => {
    expect(formatWallClock({ year: 2026, month: 8, day: 1, hour: 9, minute: 5 })).toBe('1. 8. 2026 09:05')
    expect(formatWallClock({ year: 2026, month: 11, day: 29, hour: 15, minute: 33 })).toBe('29. 11. 2026 15:33')
  })

  it('finds the instant a Prague time means in winter and in summer, whatever the process zone', () => {
    expect(pragueInstant({ year: 2026, month: 11, day: 29, hour: 15, minute: 33 })?.toISOString()).toBe('2026-11-29T14:33:00.000Z')
    expect(pragueInstant({ year: 2026, month: 8, day: 1, hour: 15, minute: 33 })?.toISOString()).toBe('2026-08-01T13:33:00.000Z')
    expect(pragueInstant({ year: 2026, month: 1, day: 1, hour: 0, minute: 30 })?.toISOString()).toBe('2025-12-31T23:30:00.000Z')
  })

  it('has no instant for the hour the clocks skip in March, and the first of the one they repeat in October', () => {
    // 29 March 2026: 2:00 becomes 3:00.
    expect(pragueInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 })).toBeUndefined()
    expect(pragueInstant({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 })?.toISOString()).toBe('2026-03-29T01:00:00.000Z')
    // 25 October 2026: 3:00 goes back to 2:00; 2:30 happens twice, first in summer time.
    expect(pragueInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 })?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })

  it('shows an instant on the Prague clock', () => {
    expect(wallClockInPrague(new Date('2026-11-29T14:33:00Z'))).toEqual({ year: 2026, month: 11, day: 29, hour: 15, minute: 33 })
    expect(formatInPrague('2026-08-01T13:33:00.000Z')).toBe('1. 8. 2026 15:33')
    expect(formatInPrague('2026-12-31T23:05:00.000Z')).toBe('1. 1. 2027 00:05')
  })
})
