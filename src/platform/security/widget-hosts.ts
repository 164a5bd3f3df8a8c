/**
 * The widget hosts the public site's policy allows come from Settings → Widgets, not from the
 * build (issue 30): the proxy reads them in-process at most every 2 s (src/proxy-data/proxy-data.ts)
 * and builds the page's policy per request (src/platform/security/site-policy.ts). Only https addresses are stored (Settings refuses
 * others), so a host here is always an https origin.
 *
 * Imported by the proxy and Settings: no server-only imports.
 */
import type { ThirdParty } from './third-party-hosts'

/** The widget addresses of Settings, as the proxy reads them: each an https origin or null. */
export interface WidgetHosts {
  review: string | null
  booking: string | null
}

/** `https://host[:port]` of an https address; null for an empty, unparsable or non-https one. */
export function httpsOriginOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    const url = new URL(address)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The hosts of the widgets that are switched on and have an address (what the pages load). */
export function widgetHostsOf(settings: {
  reviewWidget?: { enabled?: boolean | null; baseUrl?: string | null } | null
  bookingWidget?: { enabled?: boolean | null; scriptUrl?: string | null } | null
}): WidgetHosts {
  const review = settings.reviewWidget
  const booking = settings.bookingWidget
  return {
    review: review?.enabled === false ? null : httpsOriginOf(review?.baseUrl),
    booking: booking?.enabled === false ? null : httpsOriginOf(booking?.scriptUrl),
  }
}

/** The parties the widgets add to the policy: the review widget is a frame, the booking one a script that adds frames and calls home. */
export function widgetParties(hosts: WidgetHosts): ThirdParty[] {
  const parties: ThirdParty[] = []
  if (hosts.review) parties.push({ name: 'Review widget', sources: { 'frame-src': [hosts.review] } })
  if (hosts.booking) {
    parties.push({
      name: 'Booking widget',
      sources: { 'script-src': [hosts.booking], 'frame-src': [hosts.booking], 'connect-src': [hosts.booking] },
    })
  }
  return parties
}
