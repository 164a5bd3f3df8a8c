/**
 * Spec §9: "Prefetch batches of 4, 3 s between batches". Links in view are not prefetched all at
 * once (Next's default: every link the moment it is seen) but queued, and every 3 s the next 4
 * pages are prefetched, in the order their links appear on the page. A link that leaves the view
 * before its turn leaves the queue. Hover, touch and focus do not wait (`prefetchNow`).
 */
export const prefetchBatchSize = 4
export const prefetchBatchIntervalMs = 3_000
// As Next's own in-view prefetching: a link about to scroll into view counts as in view.
const viewMargin = '200px'
// Next keeps a prefetched page this long (its default stale time for static pages); after that a
// link may be prefetched again.
const prefetchedForMs = 5 * 60_000

type Prefetch = (href: string) => void

interface Link {
  href: string
  prefetch: Prefetch
  inView: boolean
}

const links = new Map<Element, Link>()
const prefetchedAt = new Map<string, number>()
let observer: IntersectionObserver | undefined
let timer: number | undefined
let lastBatchAt = Number.NEGATIVE_INFINITY

const isFresh = (href: string) => performance.now() - (prefetchedAt.get(href) ?? Number.NEGATIVE_INFINITY) < prefetchedForMs

function prefetchPage(link: Pick<Link, 'href' | 'prefetch'>) {
  prefetchedAt.set(link.href, performance.now())
  link.prefetch(link.href)
}

/**
 * The next batch: links in view whose page is not prefetched yet (nor the page being shown), one
 * per page, in page order.
 */
function nextBatch(): Link[] {
  const here = window.location.pathname
  const waiting = [...links].filter(([, link]) => link.inView && link.href !== here && !isFresh(link.href))
  waiting.sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  const batch = new Map<string, Link>()
  for (const [, link] of waiting) {
    if (batch.size === prefetchBatchSize) break
    if (!batch.has(link.href)) batch.set(link.href, link)
  }
  return [...batch.values()]
}

function schedule() {
  if (timer !== undefined) return
  const wait = Math.max(0, lastBatchAt + prefetchBatchIntervalMs - performance.now())
  timer = window.setTimeout(runBatch, wait)
}

/**
 * Next sends at most 4 prefetch requests at a time and queues the rest: on a slow server a batch's
 * requests may still be under way when the next is due, and the next batch's requests would then
 * leave together with them. So a batch also waits until the previous one's requests are answered
 * (checked every 250 ms, for at most 10 s after it started). Counted in a `fetch` wrapper by Next's
 * prefetch headers (see data-load-retry.ts for those).
 */
let prefetchesInFlight = 0
const waitForAnswersMs = 10_000
// The 3 s count from when a batch's first request leaves, not from when it was handed to Next's
// router: while the page is still loading (a slow phone, a busy server) the router holds the
// requests back, and the next batch would then follow the first by less than 3 s on the network.
let batchDeparting = false

function countPrefetchRequests() {
  const fetchBefore = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (headers.get('rsc') !== '1' || headers.get('next-router-prefetch') !== '1') return fetchBefore(input, init)
    prefetchesInFlight++
    if (batchDeparting) {
      batchDeparting = false
      if (performance.now() - lastBatchAt < waitForAnswersMs) lastBatchAt = performance.now()
    }
    const answer = fetchBefore(input, init)
    answer.then(
      () => prefetchesInFlight--,
      () => prefetchesInFlight--,
    )
    return answer
  }
}

function runBatch() {
  timer = undefined
  // The previous batch left later than it was handed over: its 3 s count from then.
  const due = lastBatchAt + prefetchBatchIntervalMs - performance.now()
  if (due > 0) {
    timer = window.setTimeout(runBatch, due)
    return
  }
  if (prefetchesInFlight > 0 && performance.now() - lastBatchAt < waitForAnswersMs) {
    timer = window.setTimeout(runBatch, 250)
    return
  }
  const batch = nextBatch()
  if (!batch.length) return
  lastBatchAt = performance.now()
  batchDeparting = true
  for (const link of batch) prefetchPage(link)
  if (nextBatch().length) schedule()
}

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const link = links.get(entry.target)
    if (link) link.inView = entry.isIntersecting
  }
  if (nextBatch().length) schedule()
}

/** Queues the link's page for prefetching while the link is in view; returns the cleanup. */
export function prefetchWhenInView(element: Element, href: string, prefetch: Prefetch): () => void {
  if (!observer) {
    observer = new IntersectionObserver(onIntersection, { rootMargin: viewMargin })
    countPrefetchRequests()
  }
  links.set(element, { href, prefetch, inView: false })
  observer.observe(element)
  return () => {
    links.delete(element)
    observer?.unobserve(element)
  }
}

/** The visitor is about to follow the link (hover, touch, focus): prefetch at once, outside the batches. */
export function prefetchNow(href: string, prefetch: Prefetch) {
  if (!isFresh(href)) prefetchPage({ href, prefetch })
}
