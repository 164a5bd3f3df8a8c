import type { Locale } from '@/routing/locales'

/** Settings → Prices, as the site reads them (every field may be unset on a new installation). */
export interface PriceSettings {
  eurRate?: number | null
  eurRateDate?: string | null
  eurRounding?: number | null
  eurLanguages?: Partial<Record<Locale, boolean | null>> | null
  instalmentLanguages?: Partial<Record<Locale, boolean | null>> | null
  instalmentMaxMonths?: number | null
  benefitCards?: { name?: string | null }[] | null
  benefitCardLanguages?: Partial<Record<Locale, boolean | null>> | null
  freeConsultation?: boolean | null
}

/**
 * Where euros, instalments and benefit cards show while Settings holds no choice (the fields'
 * defaults). Only where: whether at all is the rate, the months and the cards, none by default.
 */
export const defaultEuroLanguages: readonly Locale[] = ['en', 'de']
export const defaultInstalmentLanguages: readonly Locale[] = ['cs']
export const defaultBenefitCardLanguages: readonly Locale[] = ['cs']

export interface EuroRate {
  czkPerEur: number
  /** ISO date of the rate: shown with the amounts, which are approximate. */
  date: string
  step: number
}

/** The rate to show euros with in this language, or none (no rate, no date, or not for this language). */
export function euroRateFor(settings: PriceSettings | null | undefined, locale: Locale): EuroRate | undefined {
  const rate = settings?.eurRate
  if (!rate || !(rate > 0) || !settings?.eurRateDate) return undefined
  if (!(settings.eurLanguages?.[locale] ?? defaultEuroLanguages.includes(locale))) return undefined
  const step = settings.eurRounding && settings.eurRounding > 0 ? settings.eurRounding : 1
  return { czkPerEur: rate, date: settings.eurRateDate, step }
}

/** A price in CZK in euros, rounded to the configured step (never to 0 for a priced procedure). */
export function toEuros(czk: number, rate: EuroRate): number {
  const euros = czk / rate.czkPerEur
  return Math.max(rate.step, Math.round(euros / rate.step) * rate.step)
}

/** The instalment months on offer here: none when Settings set no maximum or this language does not offer them. */
export function instalmentMaxMonths(settings: PriceSettings | null | undefined, locale: Locale): number | undefined {
  if (!(settings?.instalmentLanguages?.[locale] ?? defaultInstalmentLanguages.includes(locale))) return undefined
  const max = settings?.instalmentMaxMonths
  return typeof max === 'number' && Number.isInteger(max) && max >= 2 ? max : undefined
}

/** The benefit cards to name in this language: none when Settings list none or this language does not mention them. */
export function benefitCardsFor(settings: PriceSettings | null | undefined, locale: Locale): string[] {
  if (!(settings?.benefitCardLanguages?.[locale] ?? defaultBenefitCardLanguages.includes(locale))) return []
  return (settings?.benefitCards ?? []).map((card) => card.name?.trim() ?? '').filter(Boolean)
}

/** The no-script table's columns (6 / 12 / 24 months), limited by the maximum and always ending with it. */
export function tableMonths(max: number): number[] {
  const months = [6, 12, 24].filter((count) => count < max)
  return [...months, max]
}

/** The months the calculator offers: the usual steps up to the maximum, and the maximum itself. */
export function selectableMonths(max: number): number[] {
  const steps = [3, 6, 9, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120].filter((count) => count < max)
  return [...steps, max]
}

/** A monthly payment with no surcharge: the price divided evenly, rounded to whole crowns (the total stays the price). */
export function monthlyPayment(czk: number, months: number): number {
  return Math.round(czk / months)
}
