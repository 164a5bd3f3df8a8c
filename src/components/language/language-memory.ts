import { isLocale, type Locale } from '@/routing/locales'

/** Spec §9 country mapping: CZ and SK give Czech, DE and AT give German, others English. */
export function languageForCountry(country: string | undefined): Locale {
  const code = country?.toUpperCase()
  if (code === 'CZ' || code === 'SK') return 'cs'
  if (code === 'DE' || code === 'AT') return 'de'
  return 'en'
}

/**
 * The browser reports no country, so the region of the visitor's preferred language stands in for
 * it ("de-AT" -> AT); a bare language ("sk", "de") maps through the country of that language.
 */
export function suggestedLanguage(browserLanguages: readonly string[]): Locale {
  const first = browserLanguages[0]
  if (!first) return 'en'
  const [language, region] = first.split('-')
  if (region) return languageForCountry(region)
  const countryOfLanguage: Record<string, string> = { cs: 'CZ', sk: 'SK', de: 'DE' }
  return languageForCountry(countryOfLanguage[language.toLowerCase()])
}

type MemoryDecision =
  | { action: 'stay' }
  | { action: 'remember'; locale: Locale }
  | { action: 'redirect'; to: string }
  | { action: 'suggest'; locale: Locale }

interface Situation {
  pageLocale: Locale
  stored: string | null
  /** The bare /en or /de home page. */
  isBareForeignHome: boolean
  /** Blog posts and job offers never redirect (spec §2 template route keys). */
  redirectAllowedHere: boolean
  autoRedirectEnabled: boolean
  browserLanguages: readonly string[]
  /** This page's address in each language it exists in (none for a language it lacks). */
  targets: Partial<Record<Locale, string>>
}

/**
 * Spec §4 Language. A returning visitor whose stored language differs is sent to the matching
 * page, except on the bare English or German home page (the stored language is overwritten
 * there), on blog posts and job offers, or when the clinic turned redirects off. A first visit is
 * never redirected — search engines and shared links must land where they point — and the page's
 * language is remembered; if the browser suggests another language, a banner offers it instead.
 * Both only lead to this page in the other language: where the page does not exist in it (a
 * German-only doctor's page), the visitor stays, and nothing is offered or remembered.
 */
export function decideLanguage(situation: Situation): MemoryDecision {
  const { pageLocale, stored } = situation
  if (!isLocale(stored)) {
    const suggested = suggestedLanguage(situation.browserLanguages)
    if (suggested === pageLocale) return { action: 'remember', locale: pageLocale }
    return situation.targets[suggested] ? { action: 'suggest', locale: suggested } : { action: 'stay' }
  }
  if (stored === pageLocale) return { action: 'stay' }
  if (situation.isBareForeignHome) return { action: 'remember', locale: pageLocale }
  const matchingPage = situation.targets[stored]
  if (!situation.autoRedirectEnabled || !situation.redirectAllowedHere || !matchingPage) return { action: 'stay' }
  return { action: 'redirect', to: matchingPage }
}

/**
 * The first-visit offer decided before the page is painted, so it never pushes the page down once
 * shown (a layout shift of 0.1–0.2 on a phone). An inline script run by the parser just before the
 * offers: when no language is stored and the browser's language leads to another one this page
 * exists in, it names that language on <html> (`data-language-offer`), which CSS shows. It mirrors
 * `suggestedLanguage` and the first-visit branch of `decideLanguage` (tests/unit/language-memory
 * checks them against each other); the component's effect then decides as before.
 */
export function firstVisitOfferScript(pageLocale: Locale, targets: Partial<Record<Locale, string>>, storageKey: string): string {
  const offered = Object.entries(targets)
    .filter(([locale, href]) => href && locale !== pageLocale)
    .map(([locale]) => locale)
  return `(function(){try{var s=localStorage.getItem(${JSON.stringify(storageKey)});if(s==="cs"||s==="en"||s==="de")return;var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];var f=l[0]||"";var p=f.split("-");var c=p[1]?p[1]:f?{cs:"CZ",sk:"SK",de:"DE"}[p[0].toLowerCase()]:"";c=(c||"").toUpperCase();var g=c==="CZ"||c==="SK"?"cs":c==="DE"||c==="AT"?"de":"en";if(${JSON.stringify(offered)}.indexOf(g)>=0)document.documentElement.setAttribute("data-language-offer",g)}catch(e){}})()`
}
