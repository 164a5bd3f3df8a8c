'use client'

import './ConsentDialog.css'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { consentStore } from './consent-store'
import { settingsRequestedAttribute } from './consent-prompt-script'
import type { ConsentDialogTexts } from './consent-texts'
import { useConsentState } from './use-consent'

// The dialog's code is fetched only when it shows: first visit, or the visitor asked for it.
const ConsentDialog = lazy(() => import('./ConsentDialog'))

interface Props {
  locale: string
  texts: ConsentDialogTexts
  privacyHref?: string
  /** The banner's first layer as server HTML (ConsentBanner): shown until the dialog's code is here. */
  children: ReactNode
}

/** Shows the consent dialog while there is no valid choice, or when the settings were requested. */
export function ConsentDialogLoader({ locale, texts, privacyHref, children }: Props) {
  const { ready, choice, settingsOpen } = useConsentState()

  // "Settings" pressed on the server's banner before this code ran (later ones reach the store as
  // an event): open them now.
  useEffect(() => {
    const root = document.documentElement
    if (!root.hasAttribute(settingsRequestedAttribute)) return
    root.removeAttribute(settingsRequestedAttribute)
    consentStore.openSettings()
  }, [])

  // Server and hydration: the server's banner (the inline script shows or hides it).
  if (!ready) return children
  if (choice && !settingsOpen) return null
  return (
    <Suspense fallback={choice ? null : children}>
      <ConsentDialog locale={locale} texts={texts} choice={choice} settingsRequested={settingsOpen} privacyHref={privacyHref} />
    </Suspense>
  )
}
