'use client'

import './LanguageMemory.css'
import { useEffect, useState } from 'react'
import type { Locale } from '@/routing/locales'
import { readStored, storageKeys, writeStored } from '../ui/browser-storage'
import { decideLanguage } from './language-memory'

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

export function LanguageMemory({ locale, targets, isBareForeignHome, redirectAllowedHere, autoRedirectEnabled, suggestions }: Props) {
  const [suggested, setSuggested] = useState<Locale | null>(null)

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
    if (decision.action === 'suggest') setSuggested(decision.locale)
  }, [locale, targets, isBareForeignHome, redirectAllowedHere, autoRedirectEnabled])

  if (!suggested) return null
  const offer = suggestions[suggested]
  const target = targets[suggested]
  if (!target) return null
  const remember = (chosen: Locale) => {
    writeStored('local', storageKeys.language, chosen)
    setSuggested(null)
  }
  return (
    <aside className="language-suggestion" lang={suggested}>
      <div className="container language-suggestion__inner">
        <p>{offer.text}</p>
        <a href={target} hrefLang={suggested} onClick={() => remember(suggested)}>
          {offer.link}
        </a>
        <button type="button" onClick={() => remember(locale)}>
          {offer.dismiss}
        </button>
      </div>
    </aside>
  )
}
