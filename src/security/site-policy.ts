/**
 * The public pages' Content-Security-Policy, per request in the proxy (src/proxy.ts): the build's
 * policy (src/security/headers.ts) with the widget hosts Settings hold now instead of those of the
 * environment, so that a widget address changed in Settings is allowed within seconds, without a
 * rebuild (issue 30). The copy of the hosts is at most 2 s old; until the first copy arrives the
 * build's header (next.config.ts) stays as it is. Our server adds the inline scripts' hashes to
 * this header as the page goes out (src/server/script-hashes.mjs), as before.
 */
import { proxyCopy } from '@/routing/proxy-copy'
import { draftModeCookie, siteCsp } from './headers'
import { thirdParties } from './third-party-hosts'
import { type WidgetHosts, widgetParties } from './widget-hosts'

const widgetHosts = proxyCopy({ read: (data) => data.widgetHosts(), refreshEveryMs: 2000 })

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

/**
 * Sets the page's policy from the current Settings copy; leaves the build's header when there is
 * none yet. A request in draft mode keeps the preview's framing by the site itself, as the build's
 * draft-mode header rule gives it (src/security/headers.ts).
 */
export async function applySitePolicy(
  response: Response,
  request: { nextUrl: { origin: string }; cookies: { has(name: string): boolean } },
): Promise<Response> {
  const hosts = await widgetHosts.current()
  const framing = request.cookies.has(draftModeCookie) ? 'self' : 'none'
  if (hosts) response.headers.set('Content-Security-Policy', sitePolicyWith(hosts, process.env, framing))
  return response
}
