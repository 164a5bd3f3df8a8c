import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benefitCardsFor, euroRateFor, instalmentMaxMonths } from '@/features/procedures/prices'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('Settings → Prices (columns from the i28 prices and i41 claims migrations)', () => {
  // Issue 41: the migrations give no default claim, also once staff first save Settings (a new row).
  it('on a new installation, before and after the first save: no euros, instalments, benefit cards or free consultation', async () => {
    for (const step of ['new', 'saved'] as const) {
      if (step === 'saved') await payload.updateGlobal({ slug: 'settings', data: { clinicName: 'Klinika Nová' } })
      const settings = await payload.findGlobal({ slug: 'settings' })
      expect(euroRateFor(settings.prices, 'en'), step).toBeUndefined()
      for (const locale of ['cs', 'en', 'de'] as const) {
        expect(instalmentMaxMonths(settings.prices, locale), `${step} ${locale}`).toBeUndefined()
        expect(benefitCardsFor(settings.prices, locale), `${step} ${locale}`).toEqual([])
      }
      expect(settings.prices?.freeConsultation ?? false, step).toBe(false)
      expect(settings.foundingYear ?? null, step).toBeNull()
      expect(settings.replyWorkingDays ?? null, step).toBeNull()
    }
  })

  it('names the benefit cards staff list, in the languages they tick (Czech by default)', async () => {
    await payload.updateGlobal({
      slug: 'settings',
      data: { prices: { benefitCards: [{ name: 'Karta A' }, { name: ' Karta B ' }], instalmentMaxMonths: 24 } },
    })
    let settings = await payload.findGlobal({ slug: 'settings' })
    expect(benefitCardsFor(settings.prices, 'cs')).toEqual(['Karta A', 'Karta B'])
    expect(benefitCardsFor(settings.prices, 'en')).toEqual([])
    expect(instalmentMaxMonths(settings.prices, 'cs')).toBe(24)
    await payload.updateGlobal({ slug: 'settings', data: { prices: { benefitCardLanguages: { cs: false, de: true } } } })
    settings = await payload.findGlobal({ slug: 'settings' })
    expect(benefitCardsFor(settings.prices, 'cs')).toEqual([])
    expect(benefitCardsFor(settings.prices, 'de')).toEqual(['Karta A', 'Karta B'])
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
    await expect(payload.updateGlobal({ slug: 'settings', data: { foundingYear: new Date().getFullYear() + 1 } })).rejects.toThrow(
      /Rok založení/,
    )
    await expect(payload.updateGlobal({ slug: 'settings', data: { replyWorkingDays: 0 } })).rejects.toThrow(/pracovních dnů/)
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
