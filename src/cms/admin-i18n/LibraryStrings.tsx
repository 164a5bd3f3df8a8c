'use client'
import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'
import {
  libraryAttributeStrings,
  libraryLabelPrefixes,
  libraryTextStrings,
  repairCardLabels,
  repairCheckboxTitles,
  translateLibraryStrings,
} from './library-strings'
import { type DistanceLocale, inflectPastDistance } from './past-distance'

/**
 * Some English strings of the admin are written into the page by libraries Payload's i18n does
 * not reach: react-datepicker's "Time", month buttons and day labels, Lexical's handles and link button,
 * sonner's "Close toast" and its region's "Notifications alt+T". This provider rewrites exactly
 * those strings, in the admin user's language, as they appear (issue 30). English users see them
 * unchanged. It also repairs the dashboard's "Vytvořit nový [object Object]" labels, in both languages,
 * and puts date-fns' "před 24 minut" into the right case (past-distance.ts).
 */
export function LibraryStrings({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'cs'
  // Before the views below render with it: "před 24 minutami", not "před 24 minut" (past-distance.ts).
  if (language === 'cs') inflectPastDistance(i18n.dateFNS as DistanceLocale | undefined)
  useEffect(() => {
    const createLabel = (label: string) => i18n.t('general:createNewLabel', { label })
    const apply = () => {
      repairCardLabels(document.body, createLabel)
      repairCheckboxTitles(document.body)
      if (language === 'cs')
        translateLibraryStrings(document.body, libraryAttributeStrings.cs, libraryTextStrings.cs, libraryLabelPrefixes.cs)
    }
    apply()
    // What just appeared or changed is translated at once, before the browser paints it or a
    // screen reader announces it (a toast's close button); the whole page once per frame after.
    let pending = 0
    const observer = new MutationObserver((records) => {
      if (language === 'cs') {
        for (const record of records) {
          const changed = record.type === 'childList' ? [...record.addedNodes] : [record.target.parentElement ?? record.target]
          for (const node of changed) {
            if (node instanceof HTMLElement)
              translateLibraryStrings(node, libraryAttributeStrings.cs, libraryTextStrings.cs, libraryLabelPrefixes.cs)
          }
        }
      }
      if (pending) return
      pending = requestAnimationFrame(() => {
        pending = 0
        apply()
      })
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(pending)
    }
  }, [language, i18n])
  return <>{children}</>
}
