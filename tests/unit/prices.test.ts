import { describe, expect, it } from 'vitest'
import {
  benefitCardsFor,
  euroRateFor,
  instalmentMaxMonths,
  monthlyPayment,
  selectableMonths,
  tableMonths,
  toEuros,
} from '@/features/procedures/prices'

const rate = { eurRate: 24.5, eurRateDate: '2026-11-02T12:00:00.000Z', eurRounding: 10 }

describe('approximate prices in euros (Settings → Prices)', () => {
  it('shows euros in English and German by default, not in Czech', () => {
    expect(euroRateFor(rate, 'en')).toEqual({ czkPerEur: 24.5, date: rate.eurRateDate, step: 10 })
    expect(euroRateFor(rate, 'de')).toBeDefined()
    expect(euroRateFor(rate, 'cs')).toBeUndefined()
  })

  it('follows the languages staff choose', () => {
    const languages = { cs: true, en: false, de: null }
    expect(euroRateFor({ ...rate, eurLanguages: languages }, 'cs')).toBeDefined()
    expect(euroRateFor({ ...rate, eurLanguages: languages }, 'en')).toBeUndefined()
    // Not chosen either way (a Settings row from before the field): the default, German on.
    expect(euroRateFor({ ...rate, eurLanguages: languages }, 'de')).toBeDefined()
  })

  it('shows no euros without a rate or without its date', () => {
    expect(euroRateFor({ ...rate, eurRate: null }, 'en')).toBeUndefined()
    expect(euroRateFor({ ...rate, eurRate: 0 }, 'en')).toBeUndefined()
    expect(euroRateFor({ ...rate, eurRateDate: null }, 'en')).toBeUndefined()
    expect(euroRateFor(undefined, 'en')).toBeUndefined()
  })

  it('rounds to the configured step, never down to nothing', () => {
    const euro = euroRateFor(rate, 'en')!
    expect(toEuros(95000, euro)).toBe(3880) // 3877.55…
    expect(toEuros(12000, euro)).toBe(490) // 489.79…
    expect(toEuros(100, euro)).toBe(10) // 4.08 would round to 0
    expect(toEuros(95000, euroRateFor({ ...rate, eurRounding: null }, 'en')!)).toBe(3878)
  })
})

describe('instalments (Settings → Prices)', () => {
  it('are offered only once Settings set the most months, in Czech only by default', () => {
    expect(instalmentMaxMonths({}, 'cs')).toBeUndefined()
    expect(instalmentMaxMonths({ instalmentMaxMonths: null }, 'cs')).toBeUndefined()
    expect(instalmentMaxMonths({ instalmentMaxMonths: 24 }, 'cs')).toBe(24)
    expect(instalmentMaxMonths({ instalmentMaxMonths: 24 }, 'en')).toBeUndefined()
    expect(instalmentMaxMonths({ instalmentLanguages: { cs: false, de: true }, instalmentMaxMonths: 12 }, 'cs')).toBeUndefined()
    expect(instalmentMaxMonths({ instalmentLanguages: { cs: false, de: true }, instalmentMaxMonths: 12 }, 'de')).toBe(12)
  })

  it('divide the price evenly with no surcharge', () => {
    expect(monthlyPayment(95000, 24)).toBe(3958)
    expect(monthlyPayment(12000, 6)).toBe(2000)
  })

  it('offer 6 / 12 / 24 months in the table and the steps up to the maximum in the calculator', () => {
    expect(tableMonths(24)).toEqual([6, 12, 24])
    expect(tableMonths(18)).toEqual([6, 12, 18])
    expect(tableMonths(36)).toEqual([6, 12, 24, 36])
    expect(selectableMonths(24)).toEqual([3, 6, 9, 12, 18, 24])
    expect(selectableMonths(10)).toEqual([3, 6, 9, 10])
  })
})

describe('benefit cards (Settings → Prices)', () => {
  it('are named only as listed, in Czech only by default, blanks left out', () => {
    const cards = [{ name: 'Edenred' }, { name: '  ' }, { name: null }, { name: 'Gusto' }]
    expect(benefitCardsFor({}, 'cs')).toEqual([])
    expect(benefitCardsFor({ benefitCards: cards }, 'cs')).toEqual(['Edenred', 'Gusto'])
    expect(benefitCardsFor({ benefitCards: cards }, 'en')).toEqual([])
    expect(benefitCardsFor({ benefitCards: cards, benefitCardLanguages: { cs: false, en: true } }, 'en')).toEqual(['Edenred', 'Gusto'])
  })
})
