import { draftModeCookie } from '@/platform/security/headers'
import { sitePolicyWith } from '@/platform/security/site-policy'
import { proxyCopy } from './proxy-copy'

/**
 * The public pages' Content-Security-Policy, per request in the proxy (src/proxy.ts), with the
 * widget hosts of Settings (src/platform/security/site-policy.ts). The copy of the hosts is at most 2 s old;
 * until the first copy arrives the build's header (next.config.ts) stays as it is.
 */
const widgetHosts = proxyCopy({ read: (data) => data.widgetHosts(), refreshEveryMs: 2000 })

/**
 * Sets the page's policy from the current Settings copy; leaves the build's header when there is
 * none yet. A request in draft mode keeps the preview's framing by the site itself, as the build's
 * draft-mode header rule gives it (src/platform/security/headers.ts).
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
