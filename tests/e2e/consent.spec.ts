import { type BrowserContext, expect, type Page } from '@playwright/test'
import { closePopup, promoPopup, test } from './helpers'

/**
 * Consent before tracking (issue 7): a fresh browser profile, every request recorded. The tag
 * manager's and the pixel's hosts cannot be reached from this machine, so they are mocked with
 * page routes serving tiny scripts; every other third-party request is aborted (and counted).
 */

// An empty profile: the config gives other tests a stored refusal, these start from nothing.
test.use({ storageState: { cookies: [], origins: [] } })

const gtmId = 'GTM-E2ETEST' // playwright.config.ts passes these to the server
const pixelId = '1234567890'
const texts = {
  title: 'Soukromí a cookies',
  accept: 'Přijmout vše',
  reject: 'Odmítnout vše',
  settings: 'Nastavení',
  save: 'Uložit volby',
  footer: 'Nastavení cookies',
}
const form = {
  name: 'Jana Souhlasová',
  email: 'jana.souhlas@example.com',
  phone: '+420 777 123 456',
  message: 'Dobrý den, prosím o termín konzultace.',
}

type Call = { kind: 'fbq' | 'dataLayer'; t: number; path: string; args: unknown[] }
type Recorded = { thirdParty: string[]; bodies: string[] }

const isThirdParty = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return /^(https?|wss?):$/.test(protocol) && hostname !== 'localhost' && hostname !== '127.0.0.1'
}

/** Records every third-party request of the context, aborts it, and mocks the two trackers. */
async function watchNetwork(context: BrowserContext): Promise<Recorded> {
  const recorded: Recorded = { thirdParty: [], bodies: [] }
  context.on('request', (request) => {
    if (!isThirdParty(request.url())) return
    recorded.thirdParty.push(request.url())
    recorded.bodies.push(request.postData() ?? '')
  })
  await context.route(
    (url) => isThirdParty(url.href),
    (route) => route.abort(),
  )
  // Mock of Google Tag Manager: marks itself loaded, nothing else.
  await context.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__mockLoaded = (window.__mockLoaded || []).concat("gtm")' }),
  )
  // Mock of Meta's fbevents.js: takes over the queue like the real one, without sending anything.
  await context.route('https://connect.facebook.net/en_US/fbevents.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__mockLoaded = (window.__mockLoaded || []).concat("pixel"); var f = window.fbq; f.callMethod = function () {}; f.queue = [];',
    }),
  )
  // Records the site's calls to window.fbq and window.dataLayer.push with their time.
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __calls: unknown[] }
    w.__calls = []
    const plain = (value: unknown): unknown =>
      Object.prototype.toString.call(value) === '[object Arguments]' ? Array.from(value as ArrayLike<unknown>) : value
    const record = (kind: string, args: unknown[]) =>
      w.__calls.push({ kind, t: performance.now(), path: location.pathname, args: JSON.parse(JSON.stringify(args.map(plain))) })
    let fbq: ((...args: unknown[]) => unknown) | undefined
    let fbqProxy: unknown
    Object.defineProperty(window, 'fbq', {
      configurable: true,
      get: () => (fbq ? fbqProxy : undefined),
      set: (value) => {
        fbq = value
        fbqProxy = new Proxy(value, {
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
  })
  return recorded
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __calls: Call[] }).__calls)
const viewContents = (list: Call[]) =>
  list.filter((call) => call.kind === 'fbq' && call.args[0] === 'track' && call.args[1] === 'ViewContent')
const routeChanges = (list: Call[]) =>
  list.filter((call) => call.kind === 'dataLayer' && (call.args[0] as { event?: string })?.event === 'route-change')
const storedChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('clinic.consent') ?? 'null'))

/** A visitor's look at a page: loaded, scrolled to the end (lazy content), back to the top. */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForTimeout(500)
}

const banner = (page: Page) => page.getByRole('dialog', { name: texts.title })

test.describe('consent before tracking', () => {
  test('nothing goes to a third-party host before a choice and after "Reject all"; the refusal is kept', async ({ page, context }) => {
    const recorded = await watchNetwork(context)
    const started = Date.now()
    await visit(page, '/')
    await expect(banner(page)).toBeVisible()
    for (const path of ['/reference', '/kontakt']) {
      await visit(page, path)
      await expect(banner(page)).toBeVisible()
    }
    // Soft: a failure here should not hide whether the refusal below holds too.
    expect.soft(recorded.thirdParty, 'third-party requests before a choice').toEqual([])

    const beforeRefusal = recorded.thirdParty.length
    await banner(page).getByRole('button', { name: texts.reject, exact: true }).click()
    await expect(banner(page)).toHaveCount(0)
    await closePopup(page)
    const choice = await storedChoice(page)
    expect(choice).toMatchObject({ version: 1, purposes: { analytics: false, marketing: false, externalMedia: false } })
    expect(choice.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(Date.parse(choice.timestamp)).toBeGreaterThanOrEqual(started - 1000)

    for (const path of ['/', '/reference', '/kontakt', '/en', '/de']) {
      await visit(page, path)
      await expect(banner(page)).toHaveCount(0)
    }
    await page.reload()
    await page.waitForTimeout(500)
    await expect(banner(page)).toHaveCount(0)
    expect(await storedChoice(page)).toEqual(choice)
    expect(recorded.thirdParty.slice(beforeRefusal), 'third-party requests after "Reject all"').toEqual([])
    expect(await calls(page)).toEqual([])
  })

  test('on a first visit the promo popup waits until the banner is answered, then shows', async ({ page, context }) => {
    await watchNetwork(context)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const popup = promoPopup(page)
    // Well past the popup's 100 ms pick delay: still only the banner.
    await page.waitForTimeout(1_000)
    await expect(popup).toHaveCount(0)
    await banner(page).getByRole('button', { name: texts.reject, exact: true }).click()
    await expect(popup).toBeVisible()
    await expect(popup).toBeFocused()
  })

  test('the banner weighs both answers the same, is keyboard operable and pre-ticks nothing', async ({ page, context }) => {
    await watchNetwork(context)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/contact')
    const dialog = page.getByRole('dialog', { name: 'Privacy and cookies' })
    await expect(dialog).toBeVisible()
    // Measured once the page's code has taken over from the server's banner (same look, other node).
    await expect(page.getByTestId('consent-dialog')).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toHaveAttribute('aria-describedby', /.+/)
    const accept = dialog.getByRole('button', { name: 'Accept all', exact: true })
    const reject = dialog.getByRole('button', { name: 'Reject all', exact: true })
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return {
          background: style.backgroundColor,
          color: style.color,
          size: style.fontSize,
          weight: style.fontWeight,
          border: style.border,
          height: box.height,
          width: box.width,
        }
      })
    expect(await look(accept)).toEqual(await look(reject))

    // From the top of the page the dialog is the next stop after the skip link.
    await page.locator('.skip-link').focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

    await dialog.getByRole('button', { name: 'Settings', exact: true }).focus()
    await page.keyboard.press('Enter')
    const switches = dialog.getByRole('switch')
    await expect(switches).toHaveCount(3)
    for (const name of ['Analytics', 'Marketing', 'External media']) await expect(dialog.getByRole('switch', { name })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Save choices', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    expect((await storedChoice(page)).purposes).toEqual({ analytics: true, marketing: false, externalMedia: false })
    // Analytics only: the tag manager loads, the pixel does not.
    await page.reload()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __mockLoaded?: string[] }).__mockLoaded ?? [])).toEqual(['gtm'])
    await page.waitForTimeout(300)
    expect((await calls(page)).filter((call) => call.kind === 'fbq')).toEqual([])
  })

  test('"Accept all" loads the tag manager after the denied defaults and the pixel; events per route update', async ({ page, context }) => {
    const recorded = await watchNetwork(context)
    await page.goto('/')
    await page.waitForTimeout(300)
    expect(recorded.thirdParty).toEqual([])
    const gtmRequest = page.waitForRequest(`https://www.googletagmanager.com/gtm.js?id=${gtmId}`)
    const pixelRequest = page.waitForRequest('https://connect.facebook.net/en_US/fbevents.js')
    await banner(page).getByRole('button', { name: texts.accept, exact: true }).click()
    await Promise.all([gtmRequest, pixelRequest])
    await expect.poll(async () => routeChanges(await calls(page)).length).toBe(1)

    const home = await calls(page)
    const dataLayer = home.filter((call) => call.kind === 'dataLayer').map((call) => call.args[0])
    // Consent Mode v2: everything denied first, then the visitor's choice, then the container starts.
    expect(dataLayer[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ])
    expect(dataLayer[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ])
    expect(dataLayer[2]).toMatchObject({ event: 'gtm.js' })
    expect(home.filter((call) => call.kind === 'fbq').map((call) => call.args)).toEqual([
      ['init', pixelId],
      ['track', 'ViewContent'],
    ])
    const checkTiming = (list: Call[], count: number) => {
      const views = viewContents(list)
      const changes = routeChanges(list)
      expect(views).toHaveLength(count)
      expect(changes).toHaveLength(count)
      views.forEach((view, index) => {
        const delay = changes[index].t - view.t
        expect(delay, `route-change ${delay} ms after ViewContent`).toBeGreaterThanOrEqual(30)
        expect(delay).toBeLessThanOrEqual(500)
      })
    }
    checkTiming(home, 1)

    // Each page load is a route update: one ViewContent, one route-change, on every page.
    for (const path of ['/reference', '/kontakt', '/en']) {
      await page.goto(path)
      await expect.poll(async () => routeChanges(await calls(page)).length).toBe(1)
      await page.waitForTimeout(300)
      checkTiming(await calls(page), 1)
    }
    // A client-side change of the path (Next.js follows history.pushState) is a route update too.
    await page.evaluate(() => window.history.pushState(null, '', '/en/contact'))
    await expect.poll(async () => routeChanges(await calls(page)).length).toBe(2)
    await page.waitForTimeout(300)
    checkTiming(await calls(page), 2)
    expect((await calls(page)).filter((call) => call.args[1] === 'ViewContent').map((call) => call.path)).toEqual(['/en', '/en/contact'])

    const hosts = new Set(recorded.thirdParty.map((url) => new URL(url).host))
    expect([...hosts].sort()).toEqual(['connect.facebook.net', 'www.googletagmanager.com'])
  })

  test('Lead fires once after a successful contact form, with no field values in any tracker payload', async ({ page, context }) => {
    const recorded = await watchNetwork(context)
    await page.goto('/kontakt')
    await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
    await banner(page).getByRole('button', { name: texts.accept, exact: true }).click()
    await closePopup(page)
    await expect.poll(async () => viewContents(await calls(page)).length).toBe(1)

    const contact = page.locator('#contact-form form')
    await contact.getByLabel('Jméno a příjmení', { exact: true }).fill(form.name)
    await contact.getByLabel('E-mail', { exact: true }).fill(form.email)
    await contact.getByLabel('Telefon', { exact: true }).fill(form.phone)
    await contact.getByLabel('Váš dotaz', { exact: true }).fill(form.message)
    const response = page.waitForResponse('**/api/v1/inquiries/standard')
    await contact.getByRole('button', { name: 'Odeslat', exact: true }).click()
    expect((await response).status()).toBe(201)
    await expect(page.locator('#contact-form')).toContainText('Ozveme se vám obratem')
    await expect.poll(async () => (await calls(page)).filter((call) => call.args[1] === 'Lead').length).toBe(1)
    await page.waitForTimeout(500)
    const all = await calls(page)
    expect(all.filter((call) => call.args[1] === 'Lead')).toHaveLength(1)

    const payloads = [JSON.stringify(all), ...recorded.thirdParty, ...recorded.bodies].join('\n').toLowerCase()
    for (const value of [
      form.name,
      'Souhlasová',
      form.email,
      'jana.souhlas',
      form.phone,
      '777123456',
      '777 123 456',
      form.message,
      'konzultace',
    ]) {
      expect(payloads, `tracker payloads must not contain "${value}"`).not.toContain(value.toLowerCase())
    }
  })

  test('the footer link reopens the dialog; withdrawing is one click and stops the trackers', async ({ page, context }) => {
    const recorded = await watchNetwork(context)
    await page.goto('/reference')
    await banner(page).getByRole('button', { name: texts.accept, exact: true }).click()
    await closePopup(page)
    await expect.poll(async () => viewContents(await calls(page)).length).toBe(1)
    const accepted = await storedChoice(page)
    expect(accepted.purposes).toEqual({ analytics: true, marketing: true, externalMedia: true })

    const footerLink = page.locator('footer').getByRole('button', { name: texts.footer, exact: true })
    await footerLink.click()
    const dialog = banner(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    // Reopened, it shows the current choice, switch by switch.
    for (const name of ['Analytika', 'Marketing', 'Externí média']) await expect(dialog.getByRole('switch', { name })).toBeChecked()
    // Escape closes it unchanged and focus goes back to the footer link.
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(footerLink).toBeFocused()

    await footerLink.click()
    await dialog.getByRole('button', { name: texts.reject, exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(footerLink).toBeFocused()
    const withdrawn = await storedChoice(page)
    expect(withdrawn).toMatchObject({ version: 1, purposes: { analytics: false, marketing: false, externalMedia: false } })
    expect(Date.parse(withdrawn.timestamp)).toBeGreaterThanOrEqual(Date.parse(accepted.timestamp))
    // The loaded trackers are told at once.
    // (gtag pushes one Arguments object per command)
    const afterWithdrawal = (await calls(page)).map((call) => (call.kind === 'dataLayer' ? call.args[0] : call.args))
    expect(afterWithdrawal).toContainEqual(['consent', 'revoke'])
    expect(afterWithdrawal).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ])

    // And from the next page on nothing loads any more.
    const before = recorded.thirdParty.length
    for (const path of ['/', '/kontakt']) {
      await visit(page, path)
      await expect(banner(page)).toHaveCount(0)
      expect(await calls(page)).toEqual([])
    }
    expect(recorded.thirdParty.slice(before)).toEqual([])
  })

  test("the banner paints with the HTML: before the page's code runs a first visitor sees it and its buttons work, a returning visitor never sees it", async ({
    page,
    context,
  }) => {
    // No script file reaches the page: only the HTML and its inline scripts run, as on a slow phone
    // before hydration. The banner is there anyway, and "Accept all" is stored as the store writes it.
    await context.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/kontakt')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('link', { name: 'Více o ochraně osobních údajů' })).toBeVisible()
    // While it asks, no floating button covers it; once answered they are back (they show without script too).
    await expect(page.locator('a.whatsapp-button')).toBeHidden()
    const serverBanner = await banner(page).boundingBox()
    await banner(page).getByRole('button', { name: texts.accept, exact: true }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.locator('a.whatsapp-button')).toBeVisible()
    expect(await storedChoice(page)).toMatchObject({ version: 1, purposes: { analytics: true, marketing: true, externalMedia: true } })

    // Returning: hidden by the inline script alone (no page code ran), so it cannot flash in.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-prompt'))).toBe(false)

    // A first visit with the page's code: the server's banner becomes the dialog with the same
    // look (same place and height), and "Nastavení" pressed on either works.
    await context.unroute('**/_next/static/**/*.js')
    await page.evaluate(() => localStorage.clear())
    await page.goto('/kontakt')
    await expect(page.getByTestId('consent-dialog')).toBeVisible({ timeout: 15_000 })
    const dialogBox = await page.getByTestId('consent-dialog').boundingBox()
    expect(dialogBox?.y).toBeCloseTo(serverBanner?.y ?? -1, 0)
    expect(dialogBox?.height).toBeCloseTo(serverBanner?.height ?? -1, 0)
    // The banner never hides the end of the page: scrolled to the bottom, the footer ends where the
    // dialog begins, also once the settings make it taller; answered, the space goes with it.
    const footerBelowDialogTop = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        const footer = document.querySelector('footer.site-footer')?.getBoundingClientRect()
        const dialog = document.querySelector('[data-testid="consent-dialog"]')?.getBoundingClientRect()
        return footer && dialog ? footer.bottom - dialog.top : Number.NaN
      })
    await expect.poll(footerBelowDialogTop).toBeLessThanOrEqual(1)
    await page.getByTestId('consent-dialog').getByRole('button', { name: texts.settings, exact: true }).click()
    await expect(page.getByTestId('consent-dialog').getByRole('switch')).toHaveCount(3)
    await expect.poll(footerBelowDialogTop).toBeLessThanOrEqual(1)
    await page.getByTestId('consent-dialog').getByRole('button', { name: texts.reject, exact: true }).click()
    await expect(page.getByTestId('consent-dialog')).toHaveCount(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  })
})
