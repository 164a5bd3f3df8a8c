import { normalizeSitePath } from './redirect-addresses'
import type { RedirectMap } from './redirect-map'

/**
 * The proxy's copy of the redirect map. Each server process asks its own route handler for it at
 * most every `refreshEveryMs` (a short time-to-live rather than invalidation, so that several
 * instances stay right without talking to each other); between refreshes a URL is looked up in
 * memory only, so unknown URLs cost no database query.
 */
const refreshEveryMs = 2000
const answerWithinMs = 3000

let map: RedirectMap = {}
let refreshedAt = 0
let refreshing: Promise<void> | undefined

/** The server's own address: requests from the proxy must not leave the machine. */
function internalOrigin(requestOrigin: string): string {
  if (process.env.SITE_URL_INTERNAL) return process.env.SITE_URL_INTERNAL.replace(/\/+$/, '')
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : requestOrigin
}

function isRedirectMap(value: unknown): value is RedirectMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((target) => typeof target === 'string')
  )
}

function refresh(requestOrigin: string): Promise<void> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${internalOrigin(requestOrigin)}/api/v1/redirects`, {
        cache: 'no-store',
        signal: AbortSignal.timeout(answerWithinMs),
      })
      const body: unknown = response.ok ? await response.json() : undefined
      if (isRedirectMap(body)) map = body
    } catch {
      // Server still starting or the database busy: keep the last map, ask again after the interval.
    } finally {
      refreshedAt = Date.now()
      refreshing = undefined
    }
  })()
  return refreshing
}

/** Where a public path redirects to (a site path or a full URL), if it does. */
export async function redirectTargetOf(pathname: string, requestOrigin: string): Promise<string | undefined> {
  if (Date.now() - refreshedAt >= refreshEveryMs) await refresh(requestOrigin)
  return map[normalizeSitePath(pathname)]
}
