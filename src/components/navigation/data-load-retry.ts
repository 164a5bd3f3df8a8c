/**
 * Spec §7, §9: a navigation's data load is retried up to 3 times before the router gives up and
 * loads the page in full; a 404 or 500 answer is final at once (the full load shows the 404 or 500
 * page). Next's router loads a page's data with the global `fetch` and marks the request with the
 * `RSC: 1` header (prefetches add `Next-Router-Prefetch: 1`), headers Next documents for caches in
 * front of it; the server refuses to start with a Next that names them otherwise
 * (src/platform/server/next-internals.mjs). Prefetches are
 * not retried: a failed prefetch costs nothing, the navigation loads the data again.
 */
export const dataLoadRetryLimit = 3
// Pauses before the 1st, 2nd and 3rd retry: brief, as the visitor is waiting.
const retryPauseMs = [250, 500, 1_000]

export function isNavigationDataLoad(headers: Headers): boolean {
  return headers.get('rsc') === '1' && headers.get('next-router-prefetch') === null
}

/** An answer worth asking again for: any failure except "not found" and a server error. */
export function isRetryableStatus(status: number): boolean {
  return !(status >= 200 && status < 400) && status !== 404 && status !== 500
}

const pause = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      window.clearTimeout(timer)
      resolve()
    })
  })

let installed = false

/** Wraps `window.fetch` once, for this page's lifetime. */
export function installDataLoadRetry() {
  if (installed || typeof window === 'undefined') return
  installed = true
  const fetchOnce = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (!isNavigationDataLoad(headers)) return fetchOnce(input, init)
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    for (let retry = 0; ; retry++) {
      const last = retry === dataLoadRetryLimit
      try {
        const response = await fetchOnce(input, init)
        if (last || !isRetryableStatus(response.status)) return response
        void response.body?.cancel().catch(() => {})
      } catch (error) {
        // A navigation superseded by another aborts its request: that is no failure to retry.
        if (last || signal?.aborted) throw error
      }
      await pause(retryPauseMs[retry] ?? 1_000, signal)
      if (signal?.aborted) return fetchOnce(input, init)
    }
  }
}
