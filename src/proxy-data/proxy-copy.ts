import { type ProxyData, proxyData } from './proxy-data'

/**
 * A copy of some of the app's data for the proxy (src/proxy.ts), which must not query the database
 * on every request: each server process reads it through the app's reader (proxy-data.ts) at most
 * every `refreshEveryMs` (a short time-to-live rather than invalidation, so that several instances
 * stay right without talking to each other); in between, lookups are in memory only.
 */
const answerWithinMs = 3000

export function proxyCopy<T>({ read, refreshEveryMs }: { read: (data: ProxyData) => Promise<T>; refreshEveryMs: number }) {
  let copy: T | undefined
  let refreshedAt = 0
  let refreshing: Promise<void> | undefined

  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      const data = proxyData()
      try {
        if (!data) return // the app has not started yet: ask again after the interval
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), answerWithinMs)
        })
        try {
          copy = await Promise.race([read(data), late])
        } finally {
          clearTimeout(timer)
        }
      } catch {
        // The database busy or down: keep the last copy, read again after the interval.
      } finally {
        refreshedAt = Date.now()
        refreshing = undefined
      }
    })()
    return refreshing
  }

  return {
    /** The copy, refreshed first when older than the interval; undefined until one arrived. */
    async current(): Promise<T | undefined> {
      if (Date.now() - refreshedAt >= refreshEveryMs) await refresh()
      return copy
    },
    /** The copy, read anew unless it is younger than `maxAgeMs`. */
    async fresherThan(maxAgeMs: number): Promise<T | undefined> {
      if (Date.now() - refreshedAt >= maxAgeMs) await refresh()
      return copy
    },
  }
}
