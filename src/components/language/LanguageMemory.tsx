'use client'

import './LanguageMemory.css'
import { useEffect } from 'react'
import { type Locale, locales } from '@/routing/locales'
import { readStored, storageKeys, writeStored } from '@/ui/browser-storage'
import { decideLanguage, firstVisitOfferScript } from './language-memory'

interface Props {
  locale: Locale
  /** This page in each language it exists in. */
  targets: Partial<Record<Locale, string>>
  isBareForeignHome: boolean
  redirectAllowedHere: boolean
  autoRedirectEnabled: boolean
  /** The offer in each language, shown in the suggested one. */
  suggestions: Record<Locale, { text: string; link: string; dismiss: string }>
}

/** Which offer shows: named on <html> (see firstVisitOfferScript), shown by LanguageMemory.css. */
const offerAttribute = 'data-language-offer'
const showOffer = (locale: Locale | null) =>
  locale ? document.documentElement.setAttribute(offerAttribute, locale) : document.documentElement.removeAttribute(offerAttribute)

export function LanguageMemory({ locale, targets, isBareForeignHome, redirectAllowedHere, autoRedirectEnabled, suggestions }: Props) {
  useEffect(() => {
    const decision = decideLanguage({
      pageLocale: locale,
      stored: readStored('local', storageKeys.language),
      isBareForeignHome,
      redirectAllowedHere,
      autoRedirectEnabled,
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
      targets,
    })
    if (decision.action === 'remember') writeStored('local', storageKeys.language, decision.locale)
    if (decision.action === 'redirect') window.location.replace(decision.to + window.location.hash)
    showOffer(decision.action === 'suggest' ? decision.locale : null)
  }, [locale, targets, isBareForeignHome, redirectAllowedHere, autoRedirectEnabled])

  const remember = (chosen: Locale) => {
    writeStored('local', storageKeys.language, chosen)
    showOffer(null)
  }
  // Every language this page exists in is in the HTML, hidden; the script shows the one offered
  // before the first paint, so the page never moves when it appears.
  const offers = locales.filter((other) => other !== locale && targets[other])
  if (offers.length === 0) return null
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from the page's languages */}
      <script dangerouslySetInnerHTML={{ __html: firstVisitOfferScript(locale, targets, storageKeys.language) }} />
      {offers.map((offered) => (
        <aside key={offered} className="language-suggestion" data-offer={offered} lang={offered}>
          <div className="container language-suggestion__inner">
            <p>{suggestions[offered].text}</p>
            <a href={targets[offered]} hrefLang={offered} onClick={() => remember(offered)}>
              {suggestions[offered].link}
            </a>
            <button type="button" onClick={() => remember(locale)}>
              {suggestions[offered].dismiss}
            </button>
          </div>
        </aside>
      ))}
    </>
  )
}
