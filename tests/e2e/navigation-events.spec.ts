import { type BrowserContext, expect, type Page, type Request } from '@playwright/test'
import { baseURL } from '../../playwright.config'
import { consentStorageKey, fullConsent, makeChoice, serializeChoice } from '../../src/features/consent/consent-record'
import { closePopup, openStickyCallback, test } from './helpers'

/**
 * Issue 32: the delayed-load event (spec §4, §9), the call-back's tracking (§4), the data-load
 * retries (§7, §9) and the route-change event's 50 ms (§7), on a production build. The tag manager's
 * and the pixel's hosts are third parties this machine cannot reach: they are mocked (tiny scripts),
 * every other third-party request is aborted.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })

const consentGiven = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [{ name: consentStorageKey, value: serializeChoice(makeChoice(fullConsent, new Date('2026-01-01T00:00:00Z'))) }],
    },
  ],
}

const isThirdParty = (url: URL) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1' && /^https?:$/.test(url.protocol)
const isRouterData = (request: Request) => request.headers().rsc === '1'
const isNavigationData = (request: Request) => isRouterData(request) && request.headers()['next-router-prefetch'] === undefined

type Recorded = { kind: 'fbq' | 'dataLayer' | 'event'; t: number; args: unknown[] }

/** Mocks the two trackers and records the site's calls to them and its window events, with their time. */
async function watchTrackers(context: BrowserContext) {
  const thirdParty: string[] = []
  context.on('request', (request) => {
    if (isThirdParty(new URL(request.url()))) thirdParty.push(request.url())
  })
  await context.route(isThirdParty, (route) => route.abort())
  await context.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoaded = true' }),
  )
  // Like Meta's fbevents.js: takes over the queue, sends nothing.
  await context.route('https://connect.facebook.net/en_US/fbevents.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'var f = window.fbq; f.callMethod = function () {}; f.queue = [];' }),
  )
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __recorded: unknown[] }
    w.__recorded = []
    const plain = (value: unknown): unknown =>
      Object.prototype.toString.call(value) === '[object Arguments]' ? Array.from(value as ArrayLike<unknown>) : value
    const record = (kind: string, args: unknown[]) =>
      w.__recorded.push({ kind, t: performance.now(), args: JSON.parse(JSON.stringify(args.map(plain))) })
    let fbq: ((...args: unknown[]) => unknown) | undefined
    Object.defineProperty(window, 'fbq', {
      configurable: true,
      get: () => fbq,
      set: (value) => {
        fbq = new Proxy(value, {
          apply(target, self, args) {
            record('fbq', args)
            return Reflect.apply(target, self, args)
          },
        })
      },
    })
    let dataLayer: unknown[] | undefined
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => dataLayer,
      set: (value: unknown[]) => {
        dataLayer = value
        const push = value.push.bind(value)
        value.push = (...items: unknown[]) => {
          record('dataLayer', items)
          return push(...items)
        }
      },
    })
    for (const name of ['clinic:delayed-load', 'clinic:call-me-sent']) {
      window.addEventListener(name, (event) => record('event', [name, (event as CustomEvent).detail ?? null]))
    }
    // Next writes a client navigation's address with history.pushState: the route update.
    const pushState = history.pushState.bind(history)
    history.pushState = (...args: Parameters<History['pushState']>) => {
      pushState(...args)
      record('event', ['pushState', location.pathname])
    }
  })
  return thirdParty
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __recorded: Recorded[] }).__recorded)
const events = (list: Recorded[], name: string) => list.filter((entry) => entry.kind === 'event' && entry.args[0] === name)
const dataLayerEvents = (list: Recorded[], name: string) =>
  list.filter((entry) => entry.kind === 'dataLayer' && (entry.args[0] as { event?: string })?.event === name)

/** Data-saving connection: no prefetching, so each navigation loads its data on the click. */
async function saveData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) })
  })
}

const aboutLink = (page: Page) => page.locator('.main-nav a[href="/en/about-us"]')

function recordDocuments(page: Page) {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname)
  })
  return documents
}

test.describe('delayed-load event', () => {
  test.use({ storageState: consentGiven })

  test('a navigation held 2 s raises it once after 1 s, beside the progress bar, into the data layer', async ({ page, context }) => {
    await watchTrackers(context)
    await saveData(page)
    await page.goto('/en')
    await closePopup(page)
    await page.route('**/*', async (route) => {
      if (isNavigationData(route.request())) await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    const clickedAt = await page.evaluate(() => performance.now())
    await aboutLink(page).click()
    await expect(page.getByRole('progressbar')).toBeVisible({ timeout: 1_800 })
    await expect(page).toHaveURL(/\/en\/about-us$/, { timeout: 10_000 })
    await page.waitForTimeout(300)
    const list = await recorded(page)
    const raised = events(list, 'clinic:delayed-load')
    expect(raised).toHaveLength(1)
    expect(raised[0].args[1]).toEqual({ from: '/en', to: '/en/about-us' })
    expect(raised[0].t - clickedAt).toBeGreaterThanOrEqual(1_000)
    expect(raised[0].t - clickedAt).toBeLessThan(1_800)
    expect(dataLayerEvents(list, 'delayed-load').map((entry) => entry.args[0])).toEqual([
      { event: 'delayed-load', from: '/en', to: '/en/about-us' },
    ])
  })

  test('a navigation done within 1 s raises none, and none before 1 s ever', async ({ page, context, request }) => {
    await watchTrackers(context)
    await saveData(page)
    // The target page rendered once before, so the click is served from the page cache.
    expect((await request.get('/en/about-us')).ok()).toBe(true)
    await page.goto('/en')
    await closePopup(page)
    const clickedAt = await page.evaluate(() => performance.now())
    await aboutLink(page).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await page.waitForTimeout(1_300)
    const list = await recorded(page)
    const navigatedAt = list.find((entry) => entry.kind === 'event' && entry.args[0] === 'pushState')?.t
    expect(navigatedAt).toBeDefined()
    const raised = events(list, 'clinic:delayed-load')
    for (const event of raised) expect(event.t - clickedAt).toBeGreaterThanOrEqual(1_000)
    // A busy test machine may itself hold the click past 1 s; then the event is right to come (once).
    if ((navigatedAt as number) - clickedAt < 950) expect(raised).toEqual([])
    else expect(raised.length).toBeLessThanOrEqual(1)
  })
})

test('without analytics consent the delayed-load event stays in the page: nothing in a data layer', async ({ page, context }) => {
  const thirdParty = await watchTrackers(context)
  await saveData(page)
  await page.goto('/en')
  await closePopup(page)
  await page.route('**/*', async (route) => {
    if (isNavigationData(route.request())) await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await aboutLink(page).click()
  await expect(page).toHaveURL(/\/en\/about-us$/, { timeout: 10_000 })
  const list = await recorded(page)
  expect(events(list, 'clinic:delayed-load')).toHaveLength(1)
  expect(list.filter((entry) => entry.kind !== 'event')).toEqual([])
  expect(thirdParty).toEqual([])
})

test.describe('call-back tracking', () => {
  // A visitor of its own (the server trusts one proxy): the call-me limit is 3 per 10 minutes.
  const visitor = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` })

  async function sendCallBack(page: Page) {
    await page.goto('/en')
    await closePopup(page)
    const sticky = await openStickyCallback(page)
    await sticky.locator('input[type="tel"]').fill('+420 777 000 333')
    const response = page.waitForResponse('**/api/v1/inquiries/call-me')
    await sticky.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await response).status()).toBeLessThan(300)
    await expect(sticky).toContainText('Thank you, we will call you back shortly.')
    await page.waitForTimeout(300)
    return recorded(page)
  }

  test.describe('with consent', () => {
    test.use({ storageState: consentGiven, extraHTTPHeaders: visitor(32) })
    test('a successful request goes to the data layer and to the pixel as a Lead of its own name', async ({ page, context }) => {
      await watchTrackers(context)
      const list = await sendCallBack(page)
      expect(events(list, 'clinic:call-me-sent')).toHaveLength(1)
      expect(dataLayerEvents(list, 'call-me-sent').map((entry) => entry.args[0])).toEqual([{ event: 'call-me-sent' }])
      const leads = list.filter((entry) => entry.kind === 'fbq' && entry.args[1] === 'Lead').map((entry) => entry.args)
      expect(leads).toEqual([['track', 'Lead', { content_name: 'call-back' }]])
    })
  })

  test.describe('without consent', () => {
    test.use({ extraHTTPHeaders: visitor(33) })
    test('a successful request reaches no tracker', async ({ page, context }) => {
      const thirdParty = await watchTrackers(context)
      const list = await sendCallBack(page)
      expect(events(list, 'clinic:call-me-sent')).toHaveLength(1)
      expect(list.filter((entry) => entry.kind !== 'event')).toEqual([])
      expect(thirdParty).toEqual([])
    })
  })
})

test.describe('data-load retries', () => {
  test('a failing data load is tried 1 + 3 times, then the page is loaded in full', async ({ page }) => {
    await saveData(page)
    await page.goto('/en')
    await closePopup(page)
    let attempts = 0
    await page.route('**/*', (route) => {
      if (!isNavigationData(route.request())) return route.continue()
      attempts++
      return route.fulfill({ status: 503, body: 'Service Unavailable' })
    })
    const documents = recordDocuments(page)
    await aboutLink(page).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.locator('h1')).not.toBeEmpty()
    await expect.poll(() => documents).toEqual(['/en/about-us'])
    expect(attempts).toBe(4)
  })

  test('a data load that fails twice and then succeeds stays a client-side navigation', async ({ page }) => {
    await saveData(page)
    await page.goto('/en')
    await closePopup(page)
    let attempts = 0
    await page.route('**/*', (route) => {
      if (!isNavigationData(route.request())) return route.continue()
      attempts++
      return attempts <= 2 ? route.abort('failed') : route.continue()
    })
    const documents = recordDocuments(page)
    await aboutLink(page).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.locator('h1')).not.toBeEmpty()
    await page.waitForTimeout(500)
    expect(attempts).toBe(3)
    expect(documents).toEqual([])
  })
})

test.describe('route-change event', () => {
  test.use({ storageState: consentGiven })
  test('reaches the data layer 50 ms after a client-side route update', async ({ page, context }) => {
    await watchTrackers(context)
    await saveData(page)
    await page.goto('/en')
    await closePopup(page)
    await expect.poll(async () => dataLayerEvents(await recorded(page), 'route-change').length).toBe(1)
    await aboutLink(page).click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect.poll(async () => dataLayerEvents(await recorded(page), 'route-change').length).toBe(2)
    const list = await recorded(page)
    const [update] = events(list, 'pushState')
    const change = dataLayerEvents(list, 'route-change')[1]
    const delay = change.t - update.t
    test.info().annotations.push({ type: 'route-change delay (ms)', description: delay.toFixed(1) })
    // Never early. A timer on a busy main thread (the new page is rendering) fires late: 91 ms
    // measured with the machine's load average at 20 (107 before issue 32, when the 50 ms started
    // in a passive effect).
    expect(delay).toBeGreaterThanOrEqual(50)
    expect(delay).toBeLessThan(150)
  })
})
