'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { isAllowed, noConsent } from '@/features/consent/consent-record'
import { useConsentState } from '@/features/consent/use-consent'
import { clearTrackerCookies } from './cookies'
import type { TrackerIds } from './ids'
import { loadPixel, revokePixel, trackPixel } from './pixel'
import { noteRoute, sendRouteEvents } from './route-events'
import { callMeSentEvent, type DelayedLoadDetail, delayedLoadEvent } from './site-events'
import { callMeSentDataLayerEvent, delayedLoadDataLayerEvent, loadTagManager, pushDataLayerEvent, updateConsentMode } from './tag-manager'

/** The contact form announces a successful send with this window event (no field values in it). */
export const inquirySentEvent = 'clinic:inquiry-sent'
/** The pixel's Lead for a call-back request, told apart from the contact forms ('home', 'contact'). */
export const callMeLeadName = 'call-back'

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
  const analyticsNow = useRef(false)
  analyticsNow.current = analytics && Boolean(gtmId)

  // Load or update on every change of the choice. Layout effects, here and below: they run in the
  // commit that shows the new route, where Next writes its address to the history, so the
  // route-change event's 50 ms count from the route update, not from the passive effects, which
  // the browser may run only after painting the new page.
  useLayoutEffect(() => {
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
  useLayoutEffect(() => {
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

  // Spec §4: the delayed-load event (NavigationProgress) reaches the data layer.
  useEffect(() => {
    const onDelayed = (event: Event) => {
      if (!analyticsNow.current) return
      const { from, to } = (event as CustomEvent<DelayedLoadDetail>).detail ?? {}
      pushDataLayerEvent(delayedLoadDataLayerEvent, { from: String(from), to: String(to) })
    }
    window.addEventListener(delayedLoadEvent, onDelayed)
    return () => window.removeEventListener(delayedLoadEvent, onDelayed)
  }, [])

  // Spec §4: a successful call-back request "triggers tracking": the data layer and the pixel's Lead.
  useEffect(() => {
    const onCallMeSent = () => {
      if (analyticsNow.current) pushDataLayerEvent(callMeSentDataLayerEvent)
      if (marketingNow.current) trackPixel('Lead', { content_name: callMeLeadName })
    }
    window.addEventListener(callMeSentEvent, onCallMeSent)
    return () => window.removeEventListener(callMeSentEvent, onCallMeSent)
  }, [])

  return null
}
