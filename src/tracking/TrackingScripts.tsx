'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isAllowed, noConsent } from '@/consent/consent-record'
import { useConsentState } from '@/consent/useConsent'
import { clearTrackerCookies } from './cookies'
import type { TrackerIds } from './ids'
import { loadPixel, revokePixel, trackPixel } from './pixel'
import { noteRoute, sendRouteEvents } from './route-events'
import { loadTagManager, updateConsentMode } from './tag-manager'

/** The contact form announces a successful send with this window event (no field values in it). */
export const inquirySentEvent = 'clinic:inquiry-sent'

/**
 * Loads the tag manager only with "analytics" and the ad pixel only with "marketing", follows
 * changes of the choice (withdrawal included) and sends the spec's events. Renders nothing.
 */
export function TrackingScripts({ gtmId, metaPixelId }: TrackerIds) {
  const { choice } = useConsentState()
  const analytics = isAllowed(choice, 'analytics')
  const marketing = isAllowed(choice, 'marketing')
  const pathname = usePathname()
  const marketingNow = useRef(false)
  marketingNow.current = marketing && Boolean(metaPixelId)

  // Load or update on every change of the choice.
  useEffect(() => {
    const purposes = choice?.purposes ?? noConsent
    if (gtmId) {
      if (analytics) loadTagManager(gtmId, purposes)
      else updateConsentMode(purposes)
    }
    if (metaPixelId) {
      if (marketing) loadPixel(metaPixelId)
      else revokePixel()
    }
    if (choice && !analytics) clearTrackerCookies('analytics')
    if (choice && !marketing) clearTrackerCookies('marketing')
  }, [choice, analytics, marketing, gtmId, metaPixelId])

  // Declared after the loader, so a tracker loaded by this render gets this route update.
  useEffect(() => {
    noteRoute(pathname)
    sendRouteEvents({ pixel: marketing && Boolean(metaPixelId), tagManager: analytics && Boolean(gtmId) })
  }, [pathname, analytics, marketing, gtmId, metaPixelId])

  // Spec §7: the Lead conversion when the contact form was sent successfully.
  useEffect(() => {
    const onSent = (event: Event) => {
      if (!marketingNow.current) return
      const ctaName = (event as CustomEvent<{ ctaName?: unknown }>).detail?.ctaName
      // Only the developer-set name of the form's place on the site, never what the visitor typed.
      trackPixel('Lead', typeof ctaName === 'string' ? { content_name: ctaName } : undefined)
    }
    window.addEventListener(inquirySentEvent, onSent)
    return () => window.removeEventListener(inquirySentEvent, onSent)
  }, [])

  return null
}
