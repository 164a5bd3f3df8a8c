import { type Locale, localeRegionTags } from '@/routing/locales'

/** A price in crowns, whole crowns in the language's style. */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(amount)
}

/** An approximate price in euros (Settings → Prices), whole euros in the language's style. */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)
}
