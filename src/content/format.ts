import { type Locale, localeRegionTags } from '@/routing/locales'

/** A date as the page's language writes it (2. prosince 2026, 2 December 2026). */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRegionTags[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))
}

/** A price in crowns, whole crowns in the language's style. */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(amount)
}

/** An approximate price in euros (Settings → Prices), whole euros in the language's style. */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)
}
