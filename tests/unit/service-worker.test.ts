import { describe, expect, it } from 'vitest'
import { offlinePageHtml } from '@/pwa/offline-page'
import { offlineLocale, requestPolicy } from '@/pwa/policy'
import { mayRegister } from '@/pwa/register'
import { retiringWorkerScript, serviceWorkerScript, type WorkerConfig } from '@/pwa/worker'

const origin = 'https://clinic.example'
const get = (path: string, mode = 'no-cors', extra: { method?: string; rsc?: boolean } = {}) =>
  requestPolicy({ url: path.startsWith('http') ? path : origin + path, method: extra.method ?? 'GET', mode, rsc: extra.rsc }, origin)

describe('which requests the service worker handles', () => {
  it('answers page loads network first', () => {
    expect(get('/', 'navigate')).toBe('page')
    expect(get('/en/procedures/face-lift', 'navigate')).toBe('page')
    expect(get('/blog?page=2', 'navigate')).toBe('page')
  })

  it('never touches the APIs, the admin, other methods, other hosts or router data', () => {
    expect(get('/api/v1/inquiries/standard', 'cors', { method: 'POST' })).toBe('none')
    expect(get('/api/globals/settings', 'cors')).toBe('none')
    expect(get('/api/media/file/photo.jpg')).toBe('none')
    expect(get('/admin', 'navigate')).toBe('none')
    expect(get('/admin/collections/pages', 'navigate')).toBe('none')
    expect(get('/kontakt', 'navigate', { method: 'POST' })).toBe('none')
    expect(get('https://www.googletagmanager.com/gtm.js')).toBe('none')
    expect(get('https://cdn.example/logo.png')).toBe('none')
    expect(get('/kontakt', 'cors', { rsc: true })).toBe('none')
    expect(get('/kontakt?_rsc=1x2y3', 'cors')).toBe('none')
    expect(get('not a url')).toBe('none')
  })

  it('keeps build files cache first and images and fonts stale while revalidating', () => {
    expect(get('/_next/static/chunks/app-abc123.js')).toBe('static')
    expect(get('/_next/static/media/inter-latin-ext.woff2')).toBe('static')
    expect(get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75')).toBe('asset')
    expect(get('/icon-192.png')).toBe('asset')
    expect(get('/sw.js')).toBe('none')
    expect(get('/manifest.webmanifest')).toBe('none')
    expect(get('/sitemap.xml')).toBe('none')
  })

  it('picks the offline page language from the path prefix', () => {
    expect(offlineLocale('/')).toBe('cs')
    expect(offlineLocale('/kontakt')).toBe('cs')
    expect(offlineLocale('/en')).toBe('en')
    expect(offlineLocale('/en/contact')).toBe('en')
    expect(offlineLocale('/de/kontakt')).toBe('de')
    expect(offlineLocale('/english-page')).toBe('cs')
  })

  it('registers only over https or on the local machine (spec §7)', () => {
    expect(mayRegister('https:', 'aurelia-clinic.example')).toBe(true)
    expect(mayRegister('http:', 'localhost')).toBe(true)
    expect(mayRegister('http:', '127.0.0.1')).toBe(true)
    expect(mayRegister('http:', 'aurelia-clinic.example')).toBe(false)
  })
})

describe('offline page', () => {
  const texts = {
    clinicName: 'Aurelia <Clinic>',
    title: 'You are offline',
    text: 'Not visited.',
    call: 'Call us:',
    retry: 'Try again',
    home: 'Home',
  }

  it('is in the given language, escapes texts and links the phone number', () => {
    const html = offlinePageHtml({ locale: 'en', texts, phone: '+420 222 000 111', homeHref: '/en' })
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Aurelia &lt;Clinic&gt;')
    expect(html).toContain('<a class="offline__phone" href="tel:+420222000111">+420 222 000 111</a>')
    expect(html).toContain('<a href="/en">Home</a>')
    expect(html).not.toContain('<script')
  })
})

// ---- The generated script, run against an in-memory stand-in for the browser's worker globals. ----

class MemoryCache {
  entries = new Map<string, Response>()
  async put(key: string | Request, response: Response) {
    const url = typeof key === 'string' ? key : key.url
    this.entries.delete(url)
    this.entries.set(url, response)
  }
  async match(key: string | Request) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone()
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async delete(key: string | Request) {
    return this.entries.delete(typeof key === 'string' ? key : key.url)
  }
}

class MemoryCacheStorage {
  stores = new Map<string, MemoryCache>()
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache())
    return this.stores.get(name) as MemoryCache
  }
  async keys() {
    return [...this.stores.keys()]
  }
  async delete(name: string) {
    return this.stores.delete(name)
  }
  allUrls() {
    return [...this.stores.values()].flatMap((cache) => [...cache.entries.keys()])
  }
}

/** Responses as the browser's fetch gives them for this origin ('basic'; Node says 'default'). */
function served(body: string, init: ResponseInit = {}) {
  const response = new Response(body, { status: 200, ...init })
  Object.defineProperty(response, 'type', { value: 'basic' })
  return response
}

type Listener = (event: unknown) => void

function startWorker(config: WorkerConfig, script = serviceWorkerScript(config)) {
  const listeners = new Map<string, Listener>()
  const caches = new MemoryCacheStorage()
  const state = { online: true, claimed: false, skippedWaiting: false, unregistered: false, fetched: [] as string[] }
  const site: Record<string, () => Response> = {}
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {
      state.skippedWaiting = true
    },
    clients: {
      claim: async () => {
        state.claimed = true
      },
    },
    registration: {
      unregister: async () => {
        state.unregistered = true
        return true
      },
    },
    location: { origin },
    caches,
    fetch: async (input: string | { url: string }) => {
      const url = typeof input === 'string' ? input : input.url
      state.fetched.push(url)
      if (!state.online) throw new TypeError('Failed to fetch')
      const path = url.slice(origin.length)
      return site[path]?.() ?? served('missing', { status: 404 })
    },
  }
  new Function('self', script)(scope)

  async function lifecycle(type: 'install' | 'activate') {
    const pending: Promise<unknown>[] = []
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    await Promise.all(pending)
  }

  /** A request as the browser dispatches it; undefined when the worker leaves it to the browser. */
  async function request(
    path: string,
    { mode = 'navigate', method = 'GET', preloadResponse = undefined as Promise<Response | undefined> | undefined } = {},
  ) {
    const pending: Promise<unknown>[] = []
    let answer: Promise<Response> | undefined
    listeners.get('fetch')?.({
      request: { url: origin + path, method, mode, headers: new Headers() },
      preloadResponse,
      respondWith: (response: Promise<Response>) => {
        answer = response
      },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    })
    const response = await answer
    await Promise.all(pending)
    return response
  }

  async function message(data: unknown) {
    const pending: Promise<unknown>[] = []
    listeners.get('message')?.({ data, waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    await Promise.all(pending)
  }

  return { lifecycle, request, message, caches, state, site }
}

const config: WorkerConfig = {
  version: 'build-2',
  offlinePages: { cs: '<p>offline cs</p>', en: '<p>offline en</p>', de: '<p>offline de</p>' },
  limits: { pages: 3, assets: 10 },
}

describe('service worker script', () => {
  it('takes over at once and deletes every cache of other versions and older workers', async () => {
    const worker = startWorker(config)
    await worker.caches.open('clinic-pages-build-1')
    await worker.caches.open('workbox-precache-v2-https://clinic.example/')
    await worker.caches.open('clinic-pages-build-2')
    await worker.lifecycle('install')
    expect(worker.state.skippedWaiting).toBe(true)
    await worker.lifecycle('activate')
    expect(await worker.caches.keys()).toEqual(['clinic-pages-build-2'])
    expect(worker.state.claimed).toBe(true)
  })

  it('serves visited pages offline and the offline page in the language of the path otherwise', async () => {
    const worker = startWorker(config)
    worker.site['/kontakt'] = () => served('<h1>Kontakt</h1>', { headers: { 'Content-Type': 'text/html' } })
    expect(await (await worker.request('/kontakt'))?.text()).toBe('<h1>Kontakt</h1>')

    worker.state.online = false
    expect(await (await worker.request('/kontakt'))?.text()).toBe('<h1>Kontakt</h1>')
    const unvisited = await worker.request('/en/contact')
    expect(unvisited?.status).toBe(503)
    expect(await unvisited?.text()).toBe('<p>offline en</p>')
    expect(await (await worker.request('/de/kontakt'))?.text()).toBe('<p>offline de</p>')
    expect(await (await worker.request('/o-nas'))?.text()).toBe('<p>offline cs</p>')
  })

  it('prefers the network while online, and never stores no-store pages, errors or redirects', async () => {
    const worker = startWorker(config)
    let version = 1
    worker.site['/blog'] = () => served(`blog v${version}`)
    worker.site['/private'] = () => served('private', { headers: { 'Cache-Control': 'private, no-store' } })
    worker.site['/broken'] = () => served('error', { status: 500 })
    await worker.request('/blog')
    version = 2
    expect(await (await worker.request('/blog'))?.text()).toBe('blog v2')
    await worker.request('/private')
    await worker.request('/broken')
    expect(worker.caches.allUrls()).toEqual([`${origin}/blog`])
  })

  it('falls back to the stored copy on a server error and forgets a page that is gone', async () => {
    const worker = startWorker(config)
    worker.site['/blog'] = () => served('blog')
    await worker.request('/blog')
    worker.site['/blog'] = () => served('bad gateway', { status: 502 })
    expect(await (await worker.request('/blog'))?.text()).toBe('blog')
    worker.site['/blog'] = () => served('gone', { status: 404 })
    expect((await worker.request('/blog'))?.status).toBe(404)
    expect(worker.caches.allUrls()).toEqual([])
  })

  it('keeps at most the configured number of pages, dropping the oldest', async () => {
    const worker = startWorker(config)
    for (const path of ['/a', '/b', '/c', '/d']) {
      worker.site[path] = () => served(path)
      await worker.request(path)
    }
    expect(worker.caches.allUrls()).toEqual(['/b', '/c', '/d'].map((path) => origin + path))
  })

  it('leaves the APIs, the admin and posts to the browser', async () => {
    const worker = startWorker(config)
    expect(await worker.request('/api/globals/settings', { mode: 'cors' })).toBeUndefined()
    expect(await worker.request('/admin')).toBeUndefined()
    expect(await worker.request('/kontakt', { method: 'POST' })).toBeUndefined()
    expect(worker.state.fetched).toEqual([])
  })

  it('hands an admin page its navigation preload answer, without fetching again or caching', async () => {
    const worker = startWorker(config)
    const response = await worker.request('/admin/login', { preloadResponse: Promise.resolve(served('admin')) })
    expect(await response?.text()).toBe('admin')
    expect(worker.state.fetched).toEqual([])
    expect(worker.caches.allUrls()).toEqual([])
  })

  it('uses the navigation preload answer for pages and stores it', async () => {
    const worker = startWorker(config)
    const response = await worker.request('/kontakt', { preloadResponse: Promise.resolve(served('kontakt')) })
    expect(await response?.text()).toBe('kontakt')
    expect(worker.state.fetched).toEqual([])
    expect(worker.caches.allUrls()).toEqual([`${origin}/kontakt`])
  })

  it('serves build files from the cache once fetched', async () => {
    const worker = startWorker(config)
    worker.site['/_next/static/chunks/a.js'] = () => served('chunk')
    await worker.request('/_next/static/chunks/a.js', { mode: 'no-cors' })
    worker.state.online = false
    expect(await (await worker.request('/_next/static/chunks/a.js', { mode: 'no-cors' }))?.text()).toBe('chunk')
  })

  it('caches what a page reports: its HTML and its build files and images, nothing else', async () => {
    const worker = startWorker(config)
    worker.site['/nas-tym'] = () => served('team')
    worker.site['/_next/static/css/site.css'] = () => served('css')
    worker.site['/icon-192.png'] = () => served('png')
    worker.site['/api/globals/settings'] = () => served('{}')
    await worker.message({
      type: 'clinic:remember',
      page: `${origin}/nas-tym`,
      resources: [
        `${origin}/_next/static/css/site.css`,
        `${origin}/icon-192.png`,
        `${origin}/api/globals/settings`,
        'https://www.googletagmanager.com/gtm.js',
      ],
    })
    expect(worker.caches.allUrls().sort()).toEqual([`${origin}/_next/static/css/site.css`, `${origin}/icon-192.png`, `${origin}/nas-tym`])
    await worker.message({ type: 'clinic:remember', resources: 'not a list' })
    await worker.message(null)
  })

  it('outside production removes itself and every cache', async () => {
    const worker = startWorker(config, retiringWorkerScript())
    await worker.caches.open('clinic-pages-build-1')
    await worker.lifecycle('install')
    await worker.lifecycle('activate')
    expect(await worker.caches.keys()).toEqual([])
    expect(worker.state.unregistered).toBe(true)
  })
})
