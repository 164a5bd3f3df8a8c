// Public pages are rendered a few at a time (issue 41, point 3). A fresh instance (a deploy, a
// flushed page cache) renders every page its first visitors and crawlers ask for, and each render in
// progress holds its content, its React tree and its HTML in V8's heap. Within the heap limit the
// image sets (Dockerfile, NODE_OPTIONS) what grows with more renders at once is the live heap and
// the risk of reaching that limit, not speed: on two cores they do not finish sooner (256 pages
// asked 32 at a time: 412–425 MiB unqueued, 377 MiB queued;
// docs/decisions/0079-cold-start-heap-limit-and-render-queue.md).
// Only renders wait, not requests: serve.mjs hands each request for the public site (not /_next
// files, /api, /admin) a ticket, and the page cache (cache-handler.mjs) waits with it for one of
// PAGE_RENDER_CONCURRENCY places when it has no copy of the page, first come first served. A page
// from the cache never waits. A place is freed when the answer is complete (handed to Node, not
// when a slow client has read it), or when Next is done with a request whose client has left.
import { AsyncLocalStorage } from 'node:async_hooks'
import { metrics } from '../metrics.mjs'
import { isPublicSitePath } from '../public-paths.mjs'

export const defaultPageRenderConcurrency = 2

/** A whole number of at least 1 from the variable `name` (its value `given`), else `fallback`; anything else is refused, naming it. */
function placesFromEnv(given, name, fallback, what) {
  const text = given?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} is "${text}": it must be a whole number of at least 1, ${what} (default ${fallback})`)
  }
  return value
}

/** PAGE_RENDER_CONCURRENCY: how many public pages are rendered at once (a whole number ≥ 1). */
export function pageRenderConcurrency(env = process.env) {
  return placesFromEnv(env.PAGE_RENDER_CONCURRENCY, 'PAGE_RENDER_CONCURRENCY', defaultPageRenderConcurrency, 'the pages rendered at once')
}

/** At most `limit` tasks run at once; the others wait in order. */
export function boundedQueue(limit) {
  let running = 0
  const waiting = []
  const startNext = () => {
    while (running < limit && waiting.length) {
      const start = waiting.shift()
      running++
      let released = false
      start(() => {
        if (released) return
        released = true
        running--
        startNext()
      })
    }
  }
  return {
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    /** Calls start(release) now or once a place is free; release() gives the place back (a second call does nothing). */
    enqueue(start) {
      waiting.push(start)
      startNext()
    },
  }
}

/**
 * A queue of places for one kind of request, handed out by ticket. `wrap(req, res, handle)` answers
 * a request that `applies` with a ticket in `tickets`, which the cache takes (`take()`) only when it
 * has no copy of what is asked: the request then waits for a place, and holds it until its answer is
 * complete or Next is done with it (a client that left). The gauge shows the places taken and the
 * requests waiting at each scrape.
 */
function ticketQueue({ limit, applies, tickets, gauge, busyState }) {
  const queue = boundedQueue(limit)
  metrics().beforeScrape.add(async () => {
    gauge.set({ state: busyState }, queue.running)
    gauge.set({ state: 'waiting' }, queue.waiting)
  })
  const wrap = (req, res, handle) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !applies(String(req.url ?? '/'))) return handle()
    let place
    let release = () => {}
    let over = false
    const take = () => {
      place ??= new Promise((resolve) =>
        queue.enqueue((releasePlace) => {
          release = releasePlace
          if (over) releasePlace()
          // The work's memory and CPU are free once its answer is complete; sending it is the socket's work.
          const end = res.end
          res.end = function endAndRelease(...args) {
            releasePlace()
            return end.apply(this, args)
          }
          resolve()
        }),
      )
      return place
    }
    // Also once Next is done with the request, whether it ended the answer or not (a client that
    // left): a place is never held by a request that is over, nor freed while its work runs.
    return Promise.resolve(tickets.run({ take }, handle)).finally(() => {
      over = true
      release()
    })
  }
  wrap.queue = queue
  return wrap
}

/** One store of tickets per queue and process, through globalThis: the server and Next's bundled copy of the cache must share it. */
function ticketStore(name) {
  const key = Symbol.for(`clinic.${name}Tickets`)
  globalThis[key] ??= new AsyncLocalStorage()
  /** @type {AsyncLocalStorage<{ take(): Promise<void> }>} */
  return globalThis[key]
}
const renderTickets = ticketStore('render')
const imageTickets = ticketStore('image')

/**
 * serve.mjs's wrapper around Next: `queuePage(req, res, () => handle(req, res))` answers a request
 * for the public site with a ticket for the render queue, which the page cache uses if it must
 * render. `handle` returns the promise of Next's handling.
 */
export function renderQueue({ limit = pageRenderConcurrency() } = {}) {
  return ticketQueue({ limit, applies: isPublicSitePath, tickets: renderTickets, gauge: metrics().pageRenders, busyState: 'rendering' })
}

/**
 * Where a render begins (the page cache has no copy of the page): waits for the request's place in
 * the render queue. Without a ticket (not a request for the public site, or no server of ours
 * around it: a job, a test) it returns at once.
 */
export async function waitForRenderPlace() {
  await renderTickets.getStore()?.take()
}

// Next's image optimizer (/_next/image) encodes a variant it has not made yet: seconds of CPU for
// an AVIF, on every core sharp's threads get (issue 40, point 4). Like renders, those encodings take
// turns, at most IMAGE_OPTIMIZER_CONCURRENCY at once; a variant in the image cache (Redis or this
// process's memory, cache-handler.mjs) is sent without waiting. Why 1:
// docs/decisions/0080-bounded-image-optimizer.md.
export const defaultImageOptimizerConcurrency = 1

/** IMAGE_OPTIMIZER_CONCURRENCY: how many images are optimized at once (a whole number ≥ 1). */
export function imageOptimizerConcurrency(env = process.env) {
  return placesFromEnv(
    env.IMAGE_OPTIMIZER_CONCURRENCY,
    'IMAGE_OPTIMIZER_CONCURRENCY',
    defaultImageOptimizerConcurrency,
    'images encoded at once',
  )
}

/** `queueImage(req, res, handle)`: a ticket for the image queue for each request to Next's image optimizer. */
export function imageQueue({ limit = imageOptimizerConcurrency() } = {}) {
  return ticketQueue({
    limit,
    // As Next tells its optimizer's requests (next-server.js, handleNextImageRequest).
    applies: (url) => url.startsWith('/_next/image'),
    tickets: imageTickets,
    gauge: metrics().imageOptimizations,
    busyState: 'optimizing',
  })
}

/** Where an optimization begins (the image cache has no fresh copy): waits for the request's place. */
export async function waitForImagePlace() {
  await imageTickets.getStore()?.take()
}
