/**
 * The public pages' Content-Security-Policy with the widget hosts Settings hold now instead of
 * those of the environment (issue 30): the build's policy (src/platform/security/headers.ts) otherwise. The
 * proxy sets it per request (src/proxy-data/page-policy.ts), so that a widget address changed in
 * Settings is allowed within seconds, without a rebuild. Our server adds the inline scripts' hashes
 * to this header as the page goes out (src/platform/server/script-hashes.mjs), as before.
 */
import { siteCsp } from './headers'
import { thirdParties } from './third-party-hosts'
import { type WidgetHosts, widgetParties } from './widget-hosts'

// The widgets' entries of the build's list (from REVIEW_WIDGET_URL / BOOKING_WIDGET_SCRIPT_URL) give way to Settings'.
const widgetNames = new Set(['Review widget', 'Booking widget'])

/** The site's policy with exactly these widget hosts; framing 'self' for a draft preview (Payload's live preview pane). */
export function sitePolicyWith(
  hosts: WidgetHosts,
  env: Record<string, string | undefined> = process.env,
  framing: 'none' | 'self' = 'none',
): string {
  const fixed = thirdParties(env).filter((party) => !widgetNames.has(party.name))
  return siteCsp([...fixed, ...widgetParties(hosts)], env.NODE_ENV === 'development' ? 'unsafe-inline' : 'hashed', framing)
}
