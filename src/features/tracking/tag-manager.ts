import type { ConsentPurposes } from '@/features/consent/consent-record'

/**
 * Google Tag Manager with Consent Mode v2, written as Google's snippet does it but from our own
 * bundle: no inline script, so the Content-Security-Policy needs no 'unsafe-inline' for it.
 */

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type ConsentMode = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', 'granted' | 'denied'>

export const tagManagerOrigin = 'https://www.googletagmanager.com'

/** Spec §7: the data-layer route-change event follows each route update after 50 ms. */
export const routeChangeDelayMs = 50
export const routeChangeEvent = 'route-change'
/** Spec §4: a navigation still loading after 1 s (NavigationProgress). */
export const delayedLoadDataLayerEvent = 'delayed-load'
/** Spec §4: a successful call-me request (CallMeForm). */
export const callMeSentDataLayerEvent = 'call-me-sent'

const dataLayer = () => {
  window.dataLayer ??= []
  return window.dataLayer
}

/** Google's gtag(): Consent Mode commands must reach the data layer as an Arguments object. */
function gtag(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: the tag manager reads consent commands only from an Arguments object
  dataLayer().push(arguments)
}

export function consentModeOf(purposes: ConsentPurposes): ConsentMode {
  const ads = purposes.marketing ? 'granted' : 'denied'
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: purposes.analytics ? 'granted' : 'denied' }
}

let loadedId: string | undefined

/**
 * Loads the container once: Consent Mode defaults (everything denied) first, then the visitor's
 * choice, then the tag manager itself.
 */
export function loadTagManager(id: string, purposes: ConsentPurposes) {
  if (loadedId) return
  loadedId = id
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  })
  gtag('consent', 'update', consentModeOf(purposes))
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
}

/** A changed choice (including a withdrawal) after the container has loaded. */
export function updateConsentMode(purposes: ConsentPurposes) {
  if (loadedId) gtag('consent', 'update', consentModeOf(purposes))
}

export function pushRouteChange() {
  if (loadedId) dataLayer().push({ event: routeChangeEvent })
}

/** A data-layer event; only once the container was loaded (that is, analytics was allowed). */
export function pushDataLayerEvent(event: string, fields?: Record<string, string>) {
  if (loadedId) dataLayer().push({ event, ...fields })
}
