import type { Locale } from '@/routing/locales'

const intlLocale: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB', de: 'de-DE' }

export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(amount)
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))
}
