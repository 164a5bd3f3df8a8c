/** Spec §9: no link prefetching on data-saving or 2G connections, nor for bots (they do not navigate). */
const botPattern = /bot|crawl|spider|slurp|lighthouse|headlesschrome.*(bot|inspect)|facebookexternalhit|embedly|preview/i

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

export function mayPrefetch(userAgent: string, connection: NetworkInformationLike | undefined): boolean {
  if (connection?.saveData) return false
  // effectiveType is 'slow-2g', '2g', '3g' or '4g'.
  if (connection?.effectiveType?.endsWith('2g')) return false
  return !botPattern.test(userAgent)
}

/** In the browser: what this visitor's connection and agent allow; on the server: the default. */
export function browserMayPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true
  return mayPrefetch(navigator.userAgent, (navigator as Navigator & { connection?: NetworkInformationLike }).connection)
}

/**
 * Phones (touch, no hover) prefetch a page only when the visitor touches its link, not every link
 * that scrolls into view: on a phone's data and CPU those prefetches cost more than they save.
 */
export function browserPrefetchesInView(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true
  return !window.matchMedia('(hover: none)').matches
}
