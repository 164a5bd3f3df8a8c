import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { euroRateFor, instalmentMaxMonths } from '@/prices/prices'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('Settings → Prices (columns from the i28 prices migration)', () => {
  it('on a new installation: no euros (no rate), instalments in Czech up to 24 months', async () => {
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(euroRateFor(settings.prices, 'en')).toBeUndefined()
    expect(instalmentMaxMonths(settings.prices, 'cs')).toBe(24)
    expect(instalmentMaxMonths(settings.prices, 'en')).toBeUndefined()
  })

  it('stores a rate with its date; English and German show euros, Czech does not', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { prices: { eurRate: 25.1, eurRateDate: '2026-11-20T12:00:00.000Z', eurRounding: 5 } },
    })
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(euroRateFor(settings.prices, 'de')).toEqual({ czkPerEur: 25.1, date: '2026-11-20T12:00:00.000Z', step: 5 })
    expect(euroRateFor(settings.prices, 'en')).toBeDefined()
    expect(euroRateFor(settings.prices, 'cs')).toBeUndefined()
  })

  // The admin's language is Czech by default: the error names the field by its Czech label.
  it('refuses a rate without its date, and a rate or a number of months that makes no sense', async () => {
    await expect(payload.updateGlobal({ slug: 'settings', data: { prices: { eurRate: 25, eurRateDate: null } } })).rejects.toThrow(
      /Datum kurzu/,
    )
    await expect(payload.updateGlobal({ slug: 'settings', data: { prices: { eurRate: -3 } } })).rejects.toThrow(/Kurz: Kč za 1 €/)
    await expect(payload.updateGlobal({ slug: 'settings', data: { prices: { instalmentMaxMonths: 1.5 } } })).rejects.toThrow(
      /Nejvíce měsíčních splátek/,
    )
  })

  it('follows the languages staff tick', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: {
        prices: { eurLanguages: { cs: true, en: false, de: true }, instalmentLanguages: { cs: false, en: true }, instalmentMaxMonths: 12 },
      },
    })
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(euroRateFor(settings.prices, 'cs')).toBeDefined()
    expect(euroRateFor(settings.prices, 'en')).toBeUndefined()
    expect(instalmentMaxMonths(settings.prices, 'cs')).toBeUndefined()
    expect(instalmentMaxMonths(settings.prices, 'en')).toBe(12)
  })
})
