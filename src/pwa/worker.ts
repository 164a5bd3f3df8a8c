import type { Locale } from '@/routing/locales'
import { offlineLocale, requestPolicy } from './policy'

/**
 * The service worker, written as TypeScript functions and sent as their source text by the
 * `/sw.js` route (serviceWorkerScript below). A function passed this way must not use anything
 * outside its own body except its parameters and the worker's globals (Request, Response, URL).
 */

export interface WorkerConfig {
  /** The build id: a new deployment gives new cache names, so the worker script changes too. */
  version: string
  /** The offline page's HTML per language, kept in the script so it needs no network. */
  offlinePages: Record<Locale, string>
  /** Most entries kept per cache; the oldest go first. */
  limits: { pages: number; assets: number }
}

/** The parts of the service-worker globals used here (the project compiles against the DOM lib). */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request
  preloadResponse?: Promise<Response | undefined>
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  registration: { unregister(): Promise<boolean>; navigationPreload?: { enable(): Promise<void> } }
  location: { origin: string }
  caches: CacheStorage
  fetch(input: Request | string, init?: RequestInit): Promise<Response>
}

/** What a page posts after it loaded or navigated, so that pages and files fetched before the
 * worker controlled it, or by the router without a page load, can be read offline too. */
export interface RememberMessage {
  type: 'clinic:remember'
  page?: string
  resources?: string[]
}

export function serviceWorker(
  scope: WorkerScope,
  config: WorkerConfig,
  policy: typeof requestPolicy,
  localeOf: typeof offlineLocale,
): void {
  const names = {
    pages: `clinic-pages-${config.version}`,
    static: `clinic-static-${config.version}`,
    assets: `clinic-assets-${config.version}`,
  }
  const current = [names.pages, names.static, names.assets]
  const origin = scope.location.origin
  // Keys are plain URLs and Vary is ignored: a page fetched for the warm-up (no navigation headers)
  // must answer a later navigation, and an image fetched either way is the same picture.
  const lookup = { ignoreVary: true }

  const storable = (response: Response) =>
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    !/no-store/i.test(response.headers.get('Cache-Control') ?? '')

  async function store(cacheName: string, url: string, response: Response, max: number) {
    const cache = await scope.caches.open(cacheName)
    await cache.put(url, response)
    if (!Number.isFinite(max)) return
    const keys = await cache.keys()
    // Cache keys keep insertion order and a put moves the key to the end: trim the oldest.
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
  }

  const cached = async (cacheName: string, url: string) => (await scope.caches.open(cacheName)).match(url, lookup)

  function offlinePage(url: string) {
    return new Response(config.offlinePages[localeOf(new URL(url).pathname)], {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }

  async function page(event: FetchEventLike): Promise<Response> {
    const { request } = event
    let response: Response
    try {
      response = (await event.preloadResponse) ?? (await scope.fetch(request))
    } catch {
      // Offline (or the server is unreachable): the copy from the last visit, else the offline page.
      return (await cached(names.pages, request.url)) ?? offlinePage(request.url)
    }
    if (storable(response)) {
      event.waitUntil(store(names.pages, request.url, response.clone(), config.limits.pages))
    } else if (response.status === 404 || response.status === 410) {
      // A removed page must not live on in the offline copy.
      event.waitUntil(scope.caches.open(names.pages).then((cache) => cache.delete(request.url, lookup)))
    } else if (response.status >= 500) {
      return (await cached(names.pages, request.url)) ?? response
    }
    return response
  }

  async function cacheFirst(event: FetchEventLike): Promise<Response> {
    const { request } = event
    const hit = await cached(names.static, request.url)
    if (hit) return hit
    const response = await scope.fetch(request)
    // Build files are few and replaced with the build: no limit needed.
    if (storable(response)) event.waitUntil(store(names.static, request.url, response.clone(), Number.POSITIVE_INFINITY))
    return response
  }

  async function staleWhileRevalidate(event: FetchEventLike): Promise<Response> {
    const { request } = event
    const hit = await cached(names.assets, request.url)
    const refresh = scope.fetch(request).then(async (response) => {
      if (storable(response)) await store(names.assets, request.url, response.clone(), config.limits.assets)
      return response
    })
    if (!hit) return refresh
    event.waitUntil(refresh.catch(() => undefined))
    return hit
  }

  /** Caches what a page reports: its own HTML (when the router navigated without a page load) and
   * the files it loaded before this worker controlled it. */
  async function remember(message: RememberMessage) {
    if (typeof message.page === 'string' && policy({ url: message.page, method: 'GET', mode: 'navigate' }, origin) === 'page') {
      try {
        const response = await scope.fetch(message.page, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
        if (storable(response)) await store(names.pages, message.page, response, config.limits.pages)
      } catch {
        // Offline meanwhile: nothing to remember.
      }
    }
    for (const url of Array.isArray(message.resources) ? message.resources.slice(0, 300) : []) {
      const strategy = typeof url === 'string' ? policy({ url, method: 'GET', mode: 'no-cors' }, origin) : 'none'
      if (strategy !== 'static' && strategy !== 'asset') continue
      const cacheName = strategy === 'static' ? names.static : names.assets
      if (await cached(cacheName, url)) continue
      try {
        const response = await scope.fetch(url, { credentials: 'same-origin' })
        if (storable(response))
          await store(cacheName, url, response, strategy === 'static' ? Number.POSITIVE_INFINITY : config.limits.assets)
      } catch {
        // Offline meanwhile: skip.
      }
    }
  }

  scope.addEventListener('install', (event) => {
    // The offline pages are part of this script; nothing to download. Take over at once.
    event.waitUntil(scope.skipWaiting())
  })

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Every cache but this version's goes: earlier builds' and any older worker's on this path.
        const existing = await scope.caches.keys()
        await Promise.all(existing.filter((name) => !current.includes(name)).map((name) => scope.caches.delete(name)))
        // Pages start downloading while the worker starts up.
        await scope.registration.navigationPreload?.enable()
        await scope.clients.claim()
      })(),
    )
  })

  scope.addEventListener('fetch', (event) => {
    const { request } = event
    const strategy = policy({ url: request.url, method: request.method, mode: request.mode, rsc: request.headers.has('RSC') }, origin)
    if (strategy === 'page') event.respondWith(page(event))
    else if (strategy === 'static') event.respondWith(cacheFirst(event))
    else if (strategy === 'asset') event.respondWith(staleWhileRevalidate(event))
    else if (request.mode === 'navigate' && request.method === 'GET' && event.preloadResponse) {
      // The admin or an API file opened as a page: navigation preload has asked the network
      // already; hand that answer over (uncached) instead of fetching it a second time.
      const preloaded = event.preloadResponse
      event.respondWith(preloaded.then((response) => response ?? scope.fetch(request)))
    }
    // Anything else: no respondWith, the browser fetches as if there were no worker.
  })

  scope.addEventListener('message', (event) => {
    const message = event.data as Partial<RememberMessage> | null
    if (message?.type === 'clinic:remember') event.waitUntil(remember(message as RememberMessage))
  })
}

/** Served outside production builds: removes itself and its caches, so `next dev` on a port where
 * the production site once ran is not served stale files. */
function retiringWorker(scope: WorkerScope): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const existing = await scope.caches.keys()
        await Promise.all(existing.map((name) => scope.caches.delete(name)))
        await scope.registration.unregister()
      })(),
    )
  })
}

export function serviceWorkerScript(config: WorkerConfig): string {
  return `/* Service worker of the clinic website, build ${config.version}. Generated by src/pwa/worker.ts. */
'use strict';
(${serviceWorker.toString()})(self, ${JSON.stringify(config)}, ${requestPolicy.toString()}, ${offlineLocale.toString()});
`
}

export function retiringWorkerScript(): string {
  return `/* Development: this worker removes itself. */
'use strict';
(${retiringWorker.toString()})(self);
`
}
