import { defaultLocale, locales } from './locales.data.mjs'

/** The one list of the site's languages; everything else (CMS, routing, scripts, seed) derives from it. */
export { defaultLocale, locales }

export type Locale = (typeof locales)[number]
export type DefaultLocale = typeof defaultLocale

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The default language's value, else the first language's that has one (x-default, fallbacks). */
export function firstByLocale<T>(values: Partial<Record<Locale, T>>): T | undefined {
  for (const locale of locales) {
    const value = values[locale]
    if (value !== undefined && value !== null) return value
  }
  return undefined
}

/** Every language but the default: each lives under its /{locale} prefix. */
export const otherLocales = locales.filter((locale): locale is Exclude<Locale, DefaultLocale> => locale !== defaultLocale)

/** Each language's name in itself: the language switcher, the admin's locale menu, the preview links. */
export const nativeLocaleNames = { cs: 'Čeština', en: 'English', de: 'Deutsch' } as const satisfies Record<Locale, string>

/** Each language's name in the admin's two languages (Czech, English), for what staff read and choose. */
export const adminLocaleNames = {
  cs: { cs: 'Čeština', en: 'Czech' },
  en: { cs: 'Angličtina', en: 'English' },
  de: { cs: 'Němčina', en: 'German' },
} as const satisfies Record<Locale, { cs: string; en: string }>

/** The languages as the options of a select field in the admin. */
export const localeOptions = locales.map((value) => ({ label: adminLocaleNames[value], value }))

/** Each language with the country the site writes for: number and date formats, og:locale. */
export const localeRegionTags = { cs: 'cs-CZ', en: 'en-GB', de: 'de-DE' } as const satisfies Record<Locale, string>
