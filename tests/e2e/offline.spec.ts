import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { test } from './helpers'

/** Waits until the worker is active and controls this page (it claims open pages on activation). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${baseURL}/sw.js`)
}

/** Every URL path (with query) in the page's Cache Storage, across all caches. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const url = new URL(request.url)
        paths.push(url.pathname + url.search)
      }
    }
    return paths.sort()
  })
}

const heading = (page: Page) => page.locator('main h1').first()

const buildId = () => readFileSync(path.join(process.env.E2E_DIST_DIR || '.next-e2e', 'BUILD_ID'), 'utf8').trim()

/**
 * Makes the registered worker check /sw.js until a new one has taken over the page. The new worker
 * precaches the build's files before it activates: on a loaded machine that takes a while, and a
 * single update() call may find the script unchanged if the browser's own check raced it.
 */
async function updateWorker(page: Page) {
  await page.evaluate(() => Object.assign(window, { __controllerBefore: navigator.serviceWorker.controller }))
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const before = (window as unknown as { __controllerBefore: ServiceWorker | null }).__controllerBefore
          if (navigator.serviceWorker.controller !== before) return true
          const registration = await navigator.serviceWorker.getRegistration()
          // Only when nothing is on its way already: a new worker installing is waited for, not replaced.
          if (registration && !registration.installing && !registration.waiting) await registration.update().catch(() => {})
          return navigator.serviceWorker.controller !== before
        }),
      { timeout: 90_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true)
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

test.describe('offline support and install (spec §7, §9)', () => {
  // A Czech browser: the language memory neither suggests nor redirects between the Czech pages.
  test.use({ locale: 'cs-CZ' })

  test('/sw.js is served uncached, carries the build id and registers on localhost', async ({ page, request }) => {
    const script = await request.get('/sw.js')
    expect(script.status()).toBe(200)
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/)
    expect(script.headers()['cache-control']).toMatch(/no-cache|no-store/)
    expect(script.headers()['cache-control']).not.toMatch(/max-age=[1-9]/)
    // A new build has a new id, so the script changes and browsers install the new worker.
    expect(buildId()).toBeTruthy()
    expect(await script.text()).toContain(`"version":"${buildId()}"`)

    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' && /service worker/i.test(message.text())) warnings.push(message.text())
    })
    await page.goto('/')
    await waitForWorker(page)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${baseURL}/`)
    expect(warnings).toEqual([])
  })

  test('visited pages open offline; an unvisited one shows the offline page with the phone number', async ({ page, context }) => {
    // The first page loads before the worker exists: the page reports it and the worker fetches it.
    await page.goto('/o-nas')
    const aboutHeading = await heading(page).textContent()
    await waitForWorker(page)
    // The second is a normal page load through the worker.
    await page.goto('/nas-tym')
    const teamHeading = await heading(page).textContent()
    expect(aboutHeading).toBeTruthy()
    expect(teamHeading).toBeTruthy()
    await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/o-nas', '/nas-tym']))

    await context.setOffline(true)
    await page.goto('/o-nas')
    await expect(heading(page)).toHaveText(aboutHeading as string)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await page.goto('/nas-tym')
    await expect(heading(page)).toHaveText(teamHeading as string)
    // The stored page still finds its styles and scripts offline (next/font names Inter's family
    // after the layout's `inter` constant, with a hash).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/inter/i)

    for (const [path, lang, title, call] of [
      ['/de/kontakt', 'de', 'Sie sind offline', 'Rufen Sie uns an'],
      ['/en/our-team', 'en', 'You are offline', 'Call us'],
      ['/kontakt', 'cs', 'Jste offline', 'Zavolejte nám'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByText(call)).toBeVisible()
      await expect(page.getByRole('link', { name: '+420 222 000 111' })).toHaveAttribute('href', 'tel:+420222000111')
    }

    // Back online, the network answers again.
    await context.setOffline(false)
    await page.goto('/kontakt')
    await expect(page.locator('#contact-form')).toBeAttached()
  })

  test('a page reached without a page load (router navigation) is cached too', async ({ page, context }) => {
    await page.goto('/')
    await waitForWorker(page)
    // Next's router keeps pushState in sync with usePathname, exactly as after a client-side link.
    await page.evaluate(() => history.pushState(null, '', '/kontakt'))
    await expect.poll(() => cachedPaths(page)).toContain('/kontakt')
    await context.setOffline(true)
    await page.goto('/kontakt')
    await expect(heading(page)).not.toHaveText('Jste offline')
    await expect(page.locator('#contact-form')).toBeAttached()
  })

  test('the API and the admin never end up in the cache', async ({ page }) => {
    await page.goto('/en')
    await waitForWorker(page)
    const status = await page.evaluate(async () => (await fetch('/api/globals/settings?locale=en')).status)
    expect(status).toBe(200)
    await page.goto('/admin/login')
    await page.goto('/en/about-us')
    await expect.poll(() => cachedPaths(page)).toContain('/en/about-us')
    const paths = await cachedPaths(page)
    // The cache works (pages and build files are in it) …
    expect(paths.some((p) => p.startsWith('/_next/static/'))).toBe(true)
    // … and holds nothing of the API or the admin.
    expect(paths.filter((p) => p.startsWith('/api') || p.startsWith('/admin'))).toEqual([])
  })

  test('after a new deployment the new worker takes over and deletes the caches of the earlier build', async ({ page, context }) => {
    test.setTimeout(150_000)
    // The earlier build: this build's script under another build id, served by the test.
    await context.route('**/sw.js', async (route) => {
      const current = await route.fetch()
      const body = (await current.text()).replace(`"version":"${buildId()}"`, '"version":"earlier-build"')
      await route.fulfill({ response: current, body })
    })
    await page.goto('/')
    await waitForWorker(page)
    await page.goto('/o-nas')
    await expect.poll(() => cacheNames(page)).toContain('clinic-pages-earlier-build')

    await context.unroute('**/sw.js')
    await updateWorker(page)
    await expect.poll(() => cacheNames(page)).not.toContain('clinic-pages-earlier-build')
    expect((await cacheNames(page)).filter((name) => name.includes('earlier-build'))).toEqual([])
    await page.goto('/o-nas')
    await expect.poll(() => cacheNames(page)).toContain(`clinic-pages-${buildId()}`)
  })

  test('replaces an older worker registered at /sw.js and removes its caches', async ({ page, context }) => {
    test.setTimeout(150_000)
    // Stand-in for the previous website's worker at the same path (served by the test, not the site).
    const olderWorker = `self.addEventListener('install', (event) => { self.skipWaiting(); event.waitUntil(caches.open('old-site-precache').then((cache) => cache.put('/old', new Response('old')))) })
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))`
    await context.route('**/sw.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', headers: { 'Cache-Control': 'no-cache' }, body: olderWorker }),
    )
    await page.goto('/')
    await expect.poll(() => cacheNames(page)).toContain('old-site-precache')

    await context.unroute('**/sw.js')
    await updateWorker(page)
    await expect.poll(() => cacheNames(page)).not.toContain('old-site-precache')
    // The site's worker now answers: an unvisited page offline gets the offline page.
    await context.setOffline(true)
    await page.goto('/kontakt')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jste offline')
  })

  test('the web app manifest is linked and has what installing needs', async ({ page, request }) => {
    await page.goto('/de')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const response = await request.get('/manifest.webmanifest')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'minimal-ui',
      background_color: '#ffffff',
      name: 'Klinika Aurelia',
      short_name: 'Aurelia',
    })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type']).toBe(icon.type)
    }
  })
})
