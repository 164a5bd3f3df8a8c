'use client'

import './ConsentDialog.css'
import dynamic from 'next/dynamic'
import type { ConsentDialogTexts } from './consent-texts'
import { useConsentState } from './use-consent'

// The dialog's code is fetched only when it shows: first visit, or the visitor asked for it.
const ConsentDialog = dynamic(() => import('./ConsentDialog'), { ssr: false })

/** Shows the consent dialog while there is no valid choice, or when the settings were requested. */
export function ConsentDialogLoader({ locale, texts, privacyHref }: { locale: string; texts: ConsentDialogTexts; privacyHref?: string }) {
  const { ready, choice, settingsOpen } = useConsentState()
  if (!ready || (choice && !settingsOpen)) return null
  return <ConsentDialog locale={locale} texts={texts} choice={choice} settingsRequested={settingsOpen} privacyHref={privacyHref} />
}
