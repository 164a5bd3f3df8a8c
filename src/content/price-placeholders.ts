import { tx } from '@/platform/cms/i18n'
import { formatPrice } from '@/content/format'
import { keepFallbackMarks } from '@/content/fallback-language'
import type { Locale } from '@/routing/locales'

/**
 * A procedure's texts name its price with a placeholder ({cena}) instead of repeating the number:
 * the site puts in the lowest amount of the procedure's Prices, formatted as the price list shows
 * it in the page's language, so a changed price reaches the meta description, perex and text at once.
 */
export const pricePlaceholderNames: readonly string[] = ['cena', 'price', 'preis']

/** For field descriptions in the admin. */
export const pricePlaceholderHelp = tx(
  'Cenu zákroku pište jako {cena}: web ji nahradí nejnižší částkou z pole Ceny, ve formátu daného jazyka (např. „Cena od {cena}“ → „Cena od 4 500 Kč“).',
  'Write the procedure’s price as {price}: the site replaces it with the lowest amount of its Prices, formatted for the language (e.g. "From {price}" → "From CZK 4,500").',
)

type Raw = Record<string, unknown>

/** The lowest amount of a document's Prices, formatted; undefined when it has none. */
function priceOf(doc: Raw, locale: Locale): string | undefined {
  if (!Array.isArray(doc.prices)) return undefined
  const amounts = doc.prices.map((item) => (item as Raw | null)?.amount).filter((amount): amount is number => typeof amount === 'number')
  return amounts.length ? formatPrice(Math.min(...amounts), locale) : undefined
}

const placeholder = new RegExp(`\\{\\s*(${pricePlaceholderNames.join('|')})\\s*\\}`, 'giu')

/**
 * Every string inside a value with {cena} replaced by the price of the nearest document holding it
 * (a procedure, also when it is a relation of another document). Left as typed where no price is known.
 * Returns a copy; the value passed in is not changed (it may be a cached object).
 */
export function fillPricePlaceholdersDeep<T>(value: T, locale: Locale, price?: string): T {
  if (typeof value === 'string') return (price && value.includes('{') ? value.replace(placeholder, price) : value) as T
  if (Array.isArray(value)) return value.map((item) => fillPricePlaceholdersDeep(item, locale, price)) as T
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const own = priceOf(value as Raw, locale) ?? price
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPricePlaceholdersDeep(item, locale, own)]))
    return keepFallbackMarks(value, copy) as T
  }
  return value
}
