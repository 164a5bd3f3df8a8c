import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import type { Locale } from '@/routing/locales'
import { decideLanguage, firstVisitOfferScript, languageForCountry, suggestedLanguage } from '@/components/language/language-memory'

const targets = { cs: '/zakroky/zvetseni-prsou', en: '/en/procedures/breast-augmentation', de: '/de/eingriffe/brustvergrosserung' }
const base = {
  pageLocale: 'cs' as const,
  stored: null,
  isBareForeignHome: false,
  redirectAllowedHere: true,
  autoRedirectEnabled: true,
  browserLanguages: ['cs-CZ'],
  targets,
}

describe('country mapping (spec §9)', () => {
  it.each([
    ['CZ', 'cs'],
    ['SK', 'cs'],
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'en'],
    ['US', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language)
  })

  it('reads the country from the browser language region, or from the language itself', () => {
    expect(suggestedLanguage(['de-AT', 'en'])).toBe('de')
    expect(suggestedLanguage(['sk'])).toBe('cs')
    expect(suggestedLanguage(['de-CH'])).toBe('en')
    expect(suggestedLanguage(['fr-FR'])).toBe('en')
    expect(suggestedLanguage([])).toBe('en')
  })
})

describe('language memory (spec §4)', () => {
  it('redirects a returning visitor to the page in the stored language', () => {
    expect(decideLanguage({ ...base, stored: 'en' })).toEqual({ action: 'redirect', to: targets.en })
  })

  it('never leads to a page the site does not have in that language: a German-only page stays put', () => {
    const germanOnly = { ...base, pageLocale: 'de' as const, targets: { de: '/de/bc-tereza-vymyslena' } }
    expect(decideLanguage({ ...germanOnly, stored: 'cs' })).toEqual({ action: 'stay' })
    expect(decideLanguage({ ...germanOnly, stored: 'en' })).toEqual({ action: 'stay' })
    // A first visit with an English browser is not offered an English page that does not exist.
    expect(decideLanguage({ ...germanOnly, browserLanguages: ['en-GB'] })).toEqual({ action: 'stay' })
    expect(decideLanguage({ ...germanOnly, browserLanguages: ['de-DE'] })).toEqual({ action: 'remember', locale: 'de' })
  })

  it('stays when the stored language is the page language', () => {
    expect(decideLanguage({ ...base, stored: 'cs' })).toEqual({ action: 'stay' })
  })

  it('overwrites the stored language on the bare /en and /de home pages', () => {
    expect(decideLanguage({ ...base, pageLocale: 'de', stored: 'cs', isBareForeignHome: true })).toEqual({
      action: 'remember',
      locale: 'de',
    })
  })

  it('never redirects when the clinic turned redirects off, or on blog posts and job offers', () => {
    expect(decideLanguage({ ...base, stored: 'en', autoRedirectEnabled: false })).toEqual({ action: 'stay' })
    expect(decideLanguage({ ...base, stored: 'en', redirectAllowedHere: false })).toEqual({ action: 'stay' })
  })

  it('never redirects a first visit: remembers the page language or suggests another', () => {
    expect(decideLanguage({ ...base })).toEqual({ action: 'remember', locale: 'cs' })
    expect(decideLanguage({ ...base, browserLanguages: ['de-AT'] })).toEqual({ action: 'suggest', locale: 'de' })
    expect(decideLanguage({ ...base, stored: 'xx', browserLanguages: ['en-US'] })).toEqual({ action: 'suggest', locale: 'en' })
  })
})

describe('firstVisitOfferScript: the offer decided before the first paint agrees with decideLanguage', () => {
  const key = 'clinic.language'
  /** Runs the inline script as a browser would, and returns the language it names on <html>. */
  function offerByScript(pageLocale: Locale, targets: Partial<Record<Locale, string>>, languages: string[], stored: string | null) {
    let offered: string | null = null
    const sandbox = {
      localStorage: { getItem: (name: string) => (name === key ? stored : null) },
      navigator: { languages, language: languages[0] ?? '' },
      document: { documentElement: { setAttribute: (_name: string, value: string) => (offered = value) } },
    }
    runInNewContext(firstVisitOfferScript(pageLocale, targets, key), sandbox)
    return offered
  }
  const everywhere = { cs: '/kontakt', en: '/en/contact', de: '/de/kontakt' }
  const czechAndGermanOnly = { cs: '/mudr-x', de: '/de/mudr-x' }
  const browsers = [['de-AT'], ['de'], ['sk'], ['cs-CZ'], ['en-GB'], ['en'], ['fr-FR'], ['pl'], [], ['de-CH'], ['sk-SK', 'en']]

  for (const pageLocale of ['cs', 'en', 'de'] as const) {
    for (const targets of [everywhere, czechAndGermanOnly]) {
      for (const languages of browsers) {
        for (const stored of [null, 'en', 'garbage']) {
          it(`${pageLocale} page, targets ${Object.keys(targets).join('+')}, browser ${languages.join(',') || 'none'}, stored ${stored}`, () => {
            const decision = decideLanguage({
              pageLocale,
              stored,
              isBareForeignHome: false,
              redirectAllowedHere: true,
              autoRedirectEnabled: true,
              browserLanguages: languages,
              targets,
            })
            expect(offerByScript(pageLocale, targets, languages, stored)).toBe(decision.action === 'suggest' ? decision.locale : null)
          })
        }
      }
    }
  }
})
