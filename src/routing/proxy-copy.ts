/**
 * A copy of some of the app's data for the proxy (src/proxy.ts), which must not query the database
 * on every request: each server process asks its own route handler at most every `refreshEveryMs`
 * (a short time-to-live rather than invalidation, so that several instances stay right without
 * talking to each other); in between, lookups are in memory only.
 */
const answerWithinMs = 3000

/** The server's own address: requests from the proxy must not leave the machine. */
function internalOrigin(requestOrigin: string): string {
  if (process.env.SITE_URL_INTERNAL) return process.env.SITE_URL_INTERNAL.replace(/\/+$/, '')
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : requestOrigin
}

export function proxyCopy<T>({
  path,
  isValid,
  refreshEveryMs,
}: {
  path: string
  isValid: (value: unknown) => value is T
  refreshEveryMs: number
}) {
  let copy: T | undefined
  let refreshedAt = 0
  let refreshing: Promise<void> | undefined

  function refresh(requestOrigin: string, query = ''): Promise<void> {
    refreshing ??= (async () => {
      try {
        const response = await fetch(`${internalOrigin(requestOrigin)}${path}${query}`, {
          cache: 'no-store',
          signal: AbortSignal.timeout(answerWithinMs),
        })
        const body: unknown = response.ok ? await response.json() : undefined
        if (isValid(body)) copy = body
      } catch {
        // Server still starting or the database busy: keep the last copy, ask again after the interval.
      } finally {
        refreshedAt = Date.now()
        refreshing = undefined
      }
    })()
    return refreshing
  }

  return {
    /** The copy, refreshed first when older than the interval; undefined until one arrived. */
    async current(requestOrigin: string): Promise<T | undefined> {
      if (Date.now() - refreshedAt >= refreshEveryMs) await refresh(requestOrigin)
      return copy
    },
    /** The copy, read anew (`?fresh`, past the route's own short cache) unless it is younger than `maxAgeMs`. */
    async fresherThan(maxAgeMs: number, requestOrigin: string): Promise<T | undefined> {
      if (Date.now() - refreshedAt >= maxAgeMs) await refresh(requestOrigin, '?fresh')
      return copy
    },
  }
}
