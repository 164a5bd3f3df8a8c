import { type APIResponse, expect, type Page } from '@playwright/test'
import { closePopup, logInToAdmin, test } from './helpers'

/** Headers every response carries, whatever it is. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  const permissions = headers['permissions-policy'].split(/,\s*/)
  expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']))
  // Served over plain http here: no HSTS unless a proxy says the visitor came over https.
  expect(headers['strict-transport-security']).toBeUndefined()
  const csp = directives(headers['content-security-policy'])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(csp['base-uri']).toEqual(["'none'"])
  return csp
}

const directives = (policy: string | undefined): Record<string, string[]> => {
  expect(policy, 'Content-Security-Policy header').toBeTruthy()
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

// Exactly these third-party hosts, per directive (src/platform/security/third-party-hosts.ts defaults).
const siteSources = {
  'script-src': [
    "'self'",
    'https://www.googletagmanager.com',
    'https://connect.facebook.net',
    'https://www.youtube.com',
    'https://booking.example-widget.com',
  ],
  'img-src': ["'self'", 'data:', 'blob:', 'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://www.facebook.com'],
  'connect-src': [
    "'self'",
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.facebook.com',
    'https://booking.example-widget.com',
  ],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://reviews.example-widget.com', 'https://booking.example-widget.com'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'default-src': ["'self'"],
}

/** A page (HTML) names its inline scripts by hash in script-src (src/platform/server/html-pages.mjs); nothing else does. */
function expectSitePolicy(csp: Record<string, string[]>, { page = false } = {}) {
  const hashes = csp['script-src'].filter((source) => source.startsWith("'sha256-"))
  expect(hashes.length > 0, 'inline scripts allowed by their hashes').toBe(page)
  const withoutHashes: Record<string, string[]> = { ...csp, 'script-src': csp['script-src'].filter((source) => !hashes.includes(source)) }
  for (const [directive, sources] of Object.entries(siteSources)) expect(withoutHashes[directive], directive).toEqual(sources)
  expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'")
}

test.describe('security headers', () => {
  for (const url of ['/', '/kontakt', '/en', '/en/contact', '/de', '/de/kontakt']) {
    test(`on the page ${url}`, async ({ request }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      expectSitePolicy(expectCommonHeaders(response), { page: true })
    })
  }

  test('on a 404, a redirect, static files and the image optimizer', async ({ request }) => {
    const missing = await request.get('/tahle-stranka-neexistuje')
    expect(missing.status()).toBe(404)
    expectSitePolicy(expectCommonHeaders(missing), { page: true })

    const redirect = await request.get('/cs/kontakt', { maxRedirects: 0 })
    expect([307, 308]).toContain(redirect.status())
    expectSitePolicy(expectCommonHeaders(redirect))

    const icon = await request.get('/favicon-32.png')
    expect(icon.headers()['content-type']).toBe('image/png')
    expectSitePolicy(expectCommonHeaders(icon))

    const html = await (await request.get('/en')).text()
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(chunk).toBeTruthy()
    const script = await request.get(chunk!)
    expect(script.status()).toBe(200)
    expectSitePolicy(expectCommonHeaders(script))

    const optimized = /(\/_next\/image\?url=[^"\s]+)/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(optimized).toBeTruthy()
    const image = await request.get(optimized!)
    expect(image.status()).toBe(200)
    const imagePolicy = expectCommonHeaders(image)
    expect(imagePolicy['default-src']).toEqual(["'none'"])
    expect(imagePolicy['object-src']).toEqual(["'none'"])
  })

  test('on API answers and uploaded files', async ({ request }) => {
    // Payload's REST API and one of our own routes; JSON needs nothing, so nothing is allowed.
    for (const response of [await request.get('/api/users/me'), await request.post('/api/v1/revalidate')]) {
      expect(response.headers()['content-type']).toMatch(/^application\/json/)
      const csp = expectCommonHeaders(response)
      expect(csp['default-src']).toEqual(["'none'"])
      expect(csp['object-src']).toEqual(["'none'"])
    }
    const html = await (await request.get('/en')).text()
    const file = /\/api\/media\/file\/[^"?&\s]+/.exec(html)?.[0]
    expect(file).toBeTruthy()
    const upload = await request.get(file!)
    expect(upload.status()).toBe(200)
    const csp = expectCommonHeaders(upload)
    expect(csp['default-src']).toEqual(["'none'"])
    // Chrome's PDF viewer embeds the file itself: object-src 'self' is the one exception (docs/decisions/0024-security-headers.md).
    expect(csp['object-src']).toEqual(["'self'"])
  })

  test('on the admin: its own policy without third parties', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.status()).toBe(200)
    const csp = expectCommonHeaders(response)
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    // Its inline scripts by their hashes, which the server adds to each admin page; never 'unsafe-inline'.
    expect(csp['script-src'].filter((source) => !/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toEqual(["'self'"])
    expect(csp['script-src'].length).toBeGreaterThan(1)
    expect(
      Object.values(csp)
        .flat()
        .filter((source) => source.startsWith('https:')),
    ).toEqual([])
  })

  test('HSTS for one year with subdomains when the proxy reports https', async ({ request }) => {
    for (const url of ['/', '/en', '/api/users/me', '/favicon-32.png', '/admin/login']) {
      const secure = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } })
      expect(secure.headers()['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
      const plain = await request.get(url, { headers: { 'x-forwarded-proto': 'http' } })
      expect(plain.headers()['strict-transport-security'], url).toBeUndefined()
    }
    const forwarded = await request.get('/de', { headers: { forwarded: 'for=192.0.2.60;proto=https;by=203.0.113.43' } })
    expect(forwarded.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

/**
 * Collects what the browser reports under the page's policy: `securitypolicyviolation` events (in
 * the page and its same-origin frames) and console messages about the Content Security Policy.
 */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  const messages: string[] = []
  page.on('console', (message) => {
    if (/content[ -]security[ -]policy/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`)
  })
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...messages]
}

/** The third-party hosts cannot be reached from this machine: the widgets' hosts are mocked. */
async function mockWidgets(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  )
  await page.route('https://booking.example-widget.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "document.getElementById('booking-widget').textContent = 'Booking calendar loaded'",
    }),
  )
}

test.describe('pages hydrate with zero CSP violations (Chromium)', () => {
  test('home: the popup and the video player work', async ({ page }) => {
    const violations = await watchPolicy(page)
    await mockWidgets(page)
    await page.goto('/')
    await closePopup(page)
    await page.getByRole('button', { name: /^Přehrát video/ }).click()
    await expect(page.locator('.video iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await expect(page.frameLocator('.video iframe').getByText('player')).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('contact: the form validates in the browser and the booking widget loads', async ({ page }) => {
    const violations = await watchPolicy(page)
    await mockWidgets(page)
    await page.goto('/kontakt')
    await closePopup(page)
    const form = page.locator('#contact-form form')
    await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
    await page.locator('#booking').scrollIntoViewIfNeeded()
    // The visitor refused external media (playwright.config.ts): the widget loads on their click.
    await page.locator('#booking').getByRole('button', { name: 'Načíst obsah' }).click()
    await expect(page.locator('#booking-widget')).toHaveText('Booking calendar loaded')
    expect(await violations()).toEqual([])
  })

  for (const url of ['/zakroky/zvetseni-prsou', '/en/', '/de/']) {
    test(`${url}: the popup opens and closes`, async ({ page }) => {
      const violations = await watchPolicy(page)
      await page.goto(url)
      await closePopup(page)
      expect(await violations()).toEqual([])
    })
  }

  test('the admin: login page, sign-in and the dashboard', async ({ page }) => {
    const violations = await watchPolicy(page)
    await logInToAdmin(page)
    await expect(page.locator('.dashboard')).toBeVisible()
    // A picked file is previewed from a blob: URL.
    await page.goto('/admin/collections/media/create')
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      })
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('a host not on the list, and eval, are blocked and reported', async ({ page }) => {
    // The check above would pass vacuously if nothing were reported; here something must be.
    const violations = await watchPolicy(page)
    await page.goto('/en')
    await closePopup(page)
    await page.evaluate(() => {
      const image = document.createElement('img')
      image.src = 'https://tracker.example.net/pixel.gif'
      document.body.append(image)
      const frame = document.createElement('iframe')
      frame.src = 'https://www.youtube.com/embed/x'
      document.body.append(frame)
    })
    // No 'unsafe-eval': even a script from a listed host cannot compile strings to code. (The
    // pixel's host cannot be reached from here: mocked. Code evaluated by the test itself is
    // exempt from the policy, hence a real script element.)
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "try { new Function('')(); document.body.dataset.evaluated = 'ran' } catch { document.body.dataset.evaluated = 'blocked' }",
      }),
    )
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://connect.facebook.net/en_US/fbevents.js'
      document.head.append(script)
    })
    await expect(page.locator('body')).toHaveAttribute('data-evaluated', 'blocked')
    await expect
      .poll(violations)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^img-src blocked https:\/\/tracker\.example\.net\/pixel\.gif/),
          expect.stringMatching(/^frame-src blocked https:\/\/www\.youtube\.com/),
          expect.stringMatching(/^script-src blocked eval at https:\/\/connect\.facebook\.net\//),
        ]),
      )
  })
})
