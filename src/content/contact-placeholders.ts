import { tx } from '@/platform/cms/i18n'
import { clinicNameOf, clinicShortNameOf } from '@/content/clinic-identity'
import { keepFallbackMarks } from '@/content/fallback-language'
import type { Locale } from '@/routing/locales'
import { formatOpeningHours, type OpeningHoursRow } from './opening-hours'

/**
 * Contact facts live in Settings only. Texts staff write (rich text, meta descriptions, popups,
 * seed content) name them with placeholders such as {telefon} or {hours}; the site puts in the
 * current value from Settings when it renders, so a changed phone or opening hours reaches every
 * text at once. Unknown placeholders are left as typed.
 */

export type ContactFact = 'hours' | 'phone' | 'email' | 'address' | 'emergencyPhone' | 'clinic' | 'clinicShort'

/** The names staff may type, Czech and English, case-insensitive. */
export const contactPlaceholderNames: Record<ContactFact, readonly string[]> = {
  hours: ['hodiny', 'hours'],
  phone: ['telefon', 'phone'],
  email: ['email', 'e-mail'],
  address: ['adresa', 'address'],
  emergencyPhone: ['pohotovost', 'emergency'],
  // The clinic's name (Settings → Identity), so that no text written in the admin hard-codes it.
  // The short name suits Czech inflection: "primář Kliniky {kratky-nazev}".
  clinic: ['klinika', 'clinic'],
  clinicShort: ['kratky-nazev', 'krátký-název', 'short-name'],
}

/** For field descriptions in the admin: the placeholders a text may use. */
export const contactPlaceholderHelp = tx(
  'Kontaktní údaje a název kliniky pište zástupnými značkami, web je nahradí aktuálními údaji z Nastavení: {hodiny} otevírací doba, {telefon} hlavní telefon, {email}, {adresa}, {pohotovost} pohotovostní linka, {klinika} název kliniky, {kratky-nazev} krátký název (např. „primář Kliniky {kratky-nazev}“).',
  'Write contact facts and the clinic’s name as placeholders; the site replaces them with the current values from Settings: {hours} opening hours, {phone} main phone, {email}, {address}, {emergency} emergency line, {clinic} the clinic’s name, {short-name} its short name.',
)

export type ContactFacts = Record<ContactFact, string>

/** The parts of Settings the facts come from. */
interface ContactSettings {
  clinicName?: string | null
  clinicShortName?: string | null
  openingHours?: readonly OpeningHoursRow[] | null
  phone?: string | null
  email?: string | null
  address?: { street?: string | null; city?: string | null } | null
  emergencyPhone?: string | null
}

/** The values the placeholders stand for, in the page's language. */
export function contactFacts(settings: ContactSettings, locale: Locale): ContactFacts {
  return {
    hours: formatOpeningHours(settings.openingHours, locale),
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    address: [settings.address?.street, settings.address?.city].filter(Boolean).join(', '),
    emergencyPhone: settings.emergencyPhone ?? '',
    clinic: clinicNameOf(settings) ?? '',
    clinicShort: clinicShortNameOf(settings) ?? '',
  }
}

const factByName = new Map(
  Object.entries(contactPlaceholderNames).flatMap(([fact, names]) => names.map((name) => [name, fact as ContactFact])),
)
const placeholder = /\{\s*([\p{L}-]+)\s*\}/gu

/** A text with its placeholders replaced: "Volejte {telefon}" → "Volejte +420 222 000 111". */
export function fillContactPlaceholders(text: string, facts: ContactFacts): string
export function fillContactPlaceholders(text: string | null | undefined, facts: ContactFacts): string | null | undefined
export function fillContactPlaceholders(text: string | null | undefined, facts: ContactFacts): string | null | undefined {
  if (!text?.includes('{')) return text
  return text.replace(placeholder, (whole, name: string) => {
    const fact = factByName.get(name.toLowerCase())
    return fact ? facts[fact] : whole
  })
}

/**
 * Every string inside a value replaced: rich text (Lexical JSON), a loaded document or global,
 * schema.org nodes. Returns a copy; the value passed in is not changed (it may be a cached object).
 */
export function fillContactPlaceholdersDeep<T>(value: T, facts: ContactFacts): T {
  if (typeof value === 'string') return fillContactPlaceholders(value, facts) as T
  if (Array.isArray(value)) return value.map((item) => fillContactPlaceholdersDeep(item, facts)) as T
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillContactPlaceholdersDeep(item, facts)]))
    return keepFallbackMarks(value, copy) as T
  }
  return value
}
