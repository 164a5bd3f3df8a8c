import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'
import cs from '../../src/messages/cs.json' with { type: 'json' }
import de from '../../src/messages/de.json' with { type: 'json' }
import en from '../../src/messages/en.json' with { type: 'json' }
import { validationMessages } from '../../src/features/inquiries/schema'
import { closePopup, promoPopup, test } from './helpers'
import { fixedPage, type Locale, locales, pageTypeUrls, prefix, procedureWithGallery } from './page-types'

/**
 * Issue 8, item 1: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules over every page type in every
 * language at a phone and a desktop width, and over the states that put something on top of a page
 * (menu, popup, consent dialog, gallery, form errors); then keyboard-only walk-throughs of the
 * interactive parts not already walked through in shell, pages and forms specs.
 * Issue 28, point 4: axe's best-practice rules too, and the experimental label-in-name rule (a
 * control's spoken name must contain its visible text, WCAG 2.5.3), which axe leaves off by default.
 */

const messages = { cs, en, de } as const
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const experimentalRules = ['label-content-name-mismatch']
const widths = [375, 1280] as const

const isThirdParty = (url: URL) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1'

/**
 * The review widget, the booking widget and the video host cannot be reached from here (and load only
 * on scroll or consent anyway): any third-party request is aborted, so none of their frames or
 * scripts ends up in what axe checks.
 */
async function blockThirdParties(context: BrowserContext) {
  await context.route(isThirdParty, (route) => route.abort())
}

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context)
})

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, what: string) {
  const { violations, passes, incomplete, inapplicable } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(experimentalRules.map((rule) => [rule, { enabled: true }])) })
    .withTags(axeTags)
    .analyze()
  // The experimental rule really ran (it shows up in one of the result lists), so 0 violations means something.
  const ran = new Set([...passes, ...incomplete, ...inapplicable, ...violations].map((result) => result.id))
  expect(
    experimentalRules.filter((rule) => !ran.has(rule)),
    'experimental rules that did not run',
  ).toEqual([])
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`,
  )
  expect(found, `axe violations on ${what}`).toEqual([])
}

/** Loads a page and waits until it is hydrated and its client-side pieces have settled. */
async function load(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 })
  expect(response?.status(), url).toBe(url.endsWith('this-page-does-not-exist') ? 404 : 200)
  // Settled for axe: at most 15 s more (once, a page's network never went quiet for the 500 ms
  // Playwright waits for, and a goto waiting for it ran into the test's whole time limit).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
}

const dialogNamed = (page: Page, locale: Locale) => page.getByRole('dialog', { name: messages[locale].consent.title })

test.describe('axe: every page type', () => {
  // 18+ pages, each with axe's best-practice rules too: minutes on a busy machine (5 were once not
  // enough at a load average of 12 on 2 cores).
  test.describe.configure({ timeout: 600_000 })
  for (const width of widths) {
    for (const locale of locales) {
      test(`${locale} at ${width} px, with the popup, the ${width < 960 ? 'mobile menu' : 'language list'} and the price information open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        const [home, ...others] = pageTypeUrls(locale)
        await load(page, home.url)
        // First visit of the session: the promotional popup is open on top of the home page.
        await expect(promoPopup(page)).toBeVisible()
        await expectNoViolations(page, `${home.url} with the popup open`)
        await closePopup(page)
        await expectNoViolations(page, home.url)

        if (width < 960) {
          await page.locator('.burger').click()
          await expect(page.locator('.mobile-menu')).toBeVisible()
          await expectNoViolations(page, `${home.url} with the mobile menu open`)
          await page.keyboard.press('Escape')
        } else {
          await page.locator('.language-switcher__toggle').click()
          await expect(page.locator('.language-switcher__list')).toBeVisible()
          await expectNoViolations(page, `${home.url} with the language list open`)
          await page.keyboard.press('Escape')
        }
        const prices = page.locator('details.price-info')
        await prices.locator('summary').click()
        await expect(prices).toHaveAttribute('open', '')
        await expectNoViolations(page, `${home.url} with the price information open`)
        await prices.locator('summary').click()

        for (const { url } of others) {
          await load(page, url)
          await expectNoViolations(page, url)
        }
      })
    }
  }
})

test.describe('axe: states on top of a page', () => {
  for (const width of widths) {
    for (const locale of locales) {
      test(`consent dialog, gallery lightbox and contact form errors (${locale}, ${width} px)`, async ({ browser, page }) => {
        await page.setViewportSize({ width, height: 800 })

        // A first visit without a stored choice: the consent dialog, then its settings view.
        const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width, height: 800 } })
        await blockThirdParties(fresh)
        const visitor = await fresh.newPage()
        await visitor.goto(fixedPage('about', locale), { waitUntil: 'networkidle' })
        // The promo popup waits until the consent banner is answered: only the banner is on top.
        const consent = dialogNamed(visitor, locale)
        await expect(consent).toBeVisible()
        await expectNoViolations(visitor, `${locale} consent dialog`)
        await consent.getByRole('button', { name: messages[locale].consent.settings, exact: true }).click()
        await expect(consent.getByRole('switch').first()).toBeVisible()
        await expectNoViolations(visitor, `${locale} consent settings`)
        await fresh.close()

        await load(page, `${fixedPage('procedures', locale)}/${procedureWithGallery.slug[locale]}`)
        await closePopup(page)
        await page.locator('.gallery__thumb').first().click()
        await expect(page.locator('.yarl__counter')).toHaveText(/^1\s*\/\s*\d+$/)
        await expectNoViolations(page, `${locale} gallery lightbox`)
        await page.keyboard.press('Escape')
        await expect(page.locator('.yarl__counter')).toBeHidden()

        await load(page, fixedPage('contact', locale))
        const form = page.locator('#contact-form form')
        const submit = form.locator('button[type="submit"]')
        const header = page.locator('.site-header')
        // Like a visitor: scroll down to the button (the header slides away), then press it. Done in
        // one frame, the scroll down and the jump back up to the first error would cancel out.
        await submit.scrollIntoViewIfNeeded()
        await expect(header).toHaveAttribute('data-hidden', 'true')
        await submit.click()
        await expect(form.getByText(validationMessages[locale].nameRequired, { exact: true })).toBeVisible()
        // Focus jumps up to the first field in error: a scroll up, so the header comes back.
        await expect(header).toHaveAttribute('data-hidden', 'false')
        await expect.poll(() => header.evaluate((element) => element.getAnimations().length)).toBe(0)
        await expectNoViolations(page, `${locale} contact form with errors`)
      })
    }
  }
})

/** Presses Tab until the target has focus: proves it is reachable with the keyboard alone. */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reachable within ${max} presses of Tab`).toBeFocused()
}

const focusedIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement))

test.describe('keyboard only', () => {
  test('mobile menu: opened with Enter, focus moves in and stays in both directions, Escape closes and focus returns, Enter follows a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/en/our-team')
    await closePopup(page)
    const burger = page.locator('.burger')
    const menu = page.locator('.mobile-menu')
    await tabTo(page, burger)
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(menu.locator('.mobile-menu__close')).toBeFocused()
    // Backwards from the first item wraps to the last, forwards from the last back to the first.
    await page.keyboard.press('Shift+Tab')
    await expect(menu.locator('.mobile-menu__phone')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.locator('.mobile-menu__close')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger).toBeFocused()

    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await tabTo(page, menu.getByRole('link', { name: 'Procedures', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/procedures$/)
  })

  test('language switcher: the list is reached with Tab after opening and Enter switches the language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/our-team')
    await closePopup(page)
    const toggle = page.locator('.language-switcher__toggle')
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    const list = page.locator('.language-switcher__list')
    await expect(list).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await focusedIsInside(list)).toBe(true)
    await tabTo(page, list.getByRole('link', { name: 'Deutsch' }), { max: 3 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/unser_team$/)
  })

  test('popup: takes focus when it opens, keeps it inside, closes on Escape and gives the page back to the keyboard', async ({ page }) => {
    await page.goto('/en/about-us')
    const popup = promoPopup(page)
    await expect(popup).toBeVisible()
    await expect.poll(() => focusedIsInside(popup)).toBe(true)
    const focusable = await popup.locator('a[href], button').count()
    for (let presses = 0; presses <= focusable * 2; presses++) {
      await page.keyboard.press('Tab')
      expect(await focusedIsInside(popup), `focus after ${presses + 1} presses of Tab`).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await focusedIsInside(popup)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    // The next Tab starts from the top of the page again: the skip link.
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link')).toBeFocused()
  })

  test('gallery: a photo opens with Enter, arrows move, Escape closes and focus returns to the photo', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${prefix('en')}/procedures/${procedureWithGallery.slug.en}`)
    await closePopup(page)
    const thumb = page.locator('.gallery__thumb').nth(1)
    await tabTo(page, thumb, { max: 200 })
    await page.keyboard.press('Enter')
    const counter = page.locator('.yarl__counter')
    await expect(counter).toHaveText(/^2\s*\/\s*5$/)
    expect(await focusedIsInside(page.locator('.yarl__container, .yarl__root').first())).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(/^3\s*\/\s*5$/)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(/^2\s*\/\s*5$/)
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(/^1\s*\/\s*5$/)
    // Its buttons are reachable and work with the keyboard too.
    await tabTo(page, page.getByRole('button', { name: 'Next photo' }), { max: 6 })
    await page.keyboard.press('Enter')
    await expect(counter).toHaveText(/^2\s*\/\s*5$/)
    await page.keyboard.press('Escape')
    await expect(counter).toBeHidden()
    await expect(thumb).toBeFocused()
  })

  test('skip link: Enter on it moves focus to the main content, and the next Tab lands inside it (script on)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/o-nas', { waitUntil: 'networkidle' })
    await closePopup(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: cs.site.skipToContent, exact: true })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    const main = page.locator('main#main')
    await expect(main).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await focusedIsInside(main), 'the Tab after the skip link is inside <main>').toBe(true)
    await expect(page.locator('.site-header a').first()).not.toBeFocused()
  })

  test('gallery lightbox: Tab and Shift+Tab cycle inside it and never reach the page or <body>', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${prefix('en')}/procedures/${procedureWithGallery.slug.en}`, { waitUntil: 'networkidle' })
    await closePopup(page)
    await page.locator('.gallery__thumb').first().click()
    const lightbox = page.locator('.yarl__root')
    await expect(page.locator('.yarl__counter')).toHaveText(/^1\s*\/\s*\d+$/)
    await expect.poll(() => focusedIsInside(lightbox)).toBe(true)
    const controls = await lightbox.locator('button').count()
    for (const key of ['Tab', 'Shift+Tab']) {
      // Two full rounds each way: a trap that lets focus out once per round fails here.
      for (let presses = 1; presses <= controls * 2 + 1; presses++) {
        await page.keyboard.press(key)
        const where = await page.evaluate(() => document.activeElement?.tagName ?? 'none')
        expect(await focusedIsInside(lightbox), `${key} ×${presses}: focus on ${where}`).toBe(true)
      }
    }
    // Opening a photo is no navigation: no "slow navigation" bar comes up (it sat outside any landmark).
    await expect(page.locator('.nav-progress')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
  })

  test('gallery thumbnails: each one is named by its photo description and the visible "illustrative" mark, plus where it leads', async ({
    page,
  }) => {
    await page.goto(fixedPage('about', 'cs'))
    await closePopup(page)
    const thumbs = page.locator('.gallery__thumb')
    expect(await thumbs.count()).toBeGreaterThan(0)
    for (const thumb of await thumbs.all()) {
      const alt = await thumb.locator('img').getAttribute('alt')
      expect(alt, 'a gallery photo has a description').toBeTruthy()
      const name = await thumb.evaluate((element) => element.textContent ?? '')
      const visibleMark = thumb.locator('.media-mark')
      const accessible = expect(thumb)
      await accessible.toHaveAccessibleName(new RegExp(`^${alt!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      if (await visibleMark.count()) await accessible.toHaveAccessibleName(new RegExp(cs.media.illustrative))
      await accessible.toHaveAccessibleName(/Otevřít fotografii \d+ z \d+/)
      expect(name).not.toBe('')
    }
  })

  test('counters: each number is in the page and its accessibility tree once, while counting and after', async ({ page }) => {
    await page.goto('/en')
    await closePopup(page)
    const statistics = page.locator('section.statistics')
    const first = statistics.locator('.counter').first()
    const value = (await first.getAttribute('data-value'))!
    const times = (text: string) => text.split(value).length - 1
    const readOnce = async () => {
      // The accessibility tree (screen readers) and the document's text (reader views, copying, no CSS).
      expect(times(await statistics.ariaSnapshot()), await statistics.ariaSnapshot()).toBe(1)
      expect(times((await statistics.textContent()) ?? '')).toBe(1)
    }
    await statistics.scrollIntoViewIfNeeded()
    await expect(first).toHaveAttribute('data-shown', /\d/)
    await readOnce()
    await expect(first).not.toHaveAttribute('data-shown', { timeout: 6_000 })
    await readOnce()
  })

  test('testimonial carousel: the arrows are reached with Tab and work with Enter and Space, arrow keys move it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en')
    await closePopup(page)
    const carousel = page.locator('.testimonials')
    const slides = carousel.locator('.testimonials__slide')
    const previous = carousel.getByRole('button', { name: 'Previous review' })
    const next = carousel.getByRole('button', { name: 'Next review' })
    await tabTo(page, previous, { max: 200 })
    await page.keyboard.press('Enter')
    await expect(slides.last()).toHaveAttribute('aria-hidden', 'false')
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Space')
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false')
    await page.keyboard.press('ArrowRight')
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false')
    await page.keyboard.press('ArrowLeft')
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false')
  })

  test('contact form: fields in order, Enter submits, errors are tied to their fields and focus goes to the first, then it sends', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/contact')
    await closePopup(page)
    await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
    const form = page.locator('#contact-form form')
    const name = form.getByLabel('Name and surname', { exact: true })
    const email = form.getByLabel('E-mail', { exact: true })
    const phone = form.getByLabel('Phone', { exact: true })
    const message = form.getByLabel('Your question', { exact: true })
    await tabTo(page, name, { max: 200 })
    for (const next of [email, phone, message]) {
      await page.keyboard.press('Tab')
      await expect(next).toBeFocused()
    }

    await name.focus()
    await page.keyboard.press('Enter')
    const texts = validationMessages.en
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(texts.nameRequired)
    await expect(email).toHaveAccessibleDescription(texts.emailRequired)
    await expect(phone).toHaveAccessibleDescription(new RegExp(texts.phoneRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(message).toHaveAccessibleDescription(texts.messageRequired)

    await page.keyboard.type('Jana Klávesnicová')
    await page.keyboard.press('Tab')
    await page.keyboard.type('jana.klavesnice@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('+420 777 123 456')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Dobrý den, píšu jen klávesnicí.')
    const submit = form.getByRole('button', { name: 'Send', exact: true })
    await tabTo(page, submit, { max: 10 })
    const response = page.waitForResponse('**/api/v1/inquiries/standard')
    await page.keyboard.press('Enter')
    expect((await response).status()).toBe(201)
    const thanks = page.getByRole('dialog')
    await expect(thanks).toBeVisible()
    await expect.poll(() => focusedIsInside(thanks)).toBe(true)
    await page.keyboard.press('Tab')
    await expect(thanks.getByRole('button')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    expect(await focusedIsInside(thanks)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(thanks).toBeHidden()
  })
})
