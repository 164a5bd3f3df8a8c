import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test'
import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { baseURL } from '../../playwright.config'

/**
 * An address of a new visitor, for X-Forwarded-For (the e2e server trusts one proxy): its inquiries
 * count against per-address limits of its own, however often a test runs.
 */
export const newVisitorAddress = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::7`

/**
 * Playwright's test, where every test is a visitor of its own address: its pages and API requests
 * (and contexts it opens itself) carry a new X-Forwarded-For. Without it, every test that sends a
 * form would count against one address (127.0.0.1) and the spec's 5 inquiries per 10 minutes
 * would refuse whichever test came sixth. A test (or `test.use`) that needs a chosen address sets the header itself.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': newVisitorAddress() }),
})

/** The promo popup (spec §4), told apart from the other dialogs by its body. */
export const promoPopup = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.popup__body') })

/** Every seeded language has a popup valid now; tests about other things close it first. */
export async function closePopup(page: Page) {
  const popup = promoPopup(page)
  await expect(popup).toBeVisible({ timeout: 5_000 })
  // The popup listens for Escape right after it appears; press again if the first came too early.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden({ timeout: 500 })
  }).toPass({ timeout: 5_000 })
}

/**
 * The sticky call-back (576 px and wider) appears once the visitor has scrolled half a screen, as a
 * round button in the margin; this scrolls, opens its form and returns the call-back box.
 */
export async function openStickyCallback(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight))
  const sticky = page.locator('.sticky-callback')
  await sticky.locator('.sticky-callback__launcher').click()
  await expect(sticky.locator('input[type="tel"]')).toBeVisible()
  return sticky
}

/** Opens a page as a returning visitor whose chosen language is stored. */
export async function visitWithStoredLanguage(page: Page, language: string, url: string) {
  await page.goto('/favicon-32.png')
  await page.evaluate((value) => localStorage.setItem('clinic.language', value), language)
  await page.goto(url)
}

export async function hasNoHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/**
 * The screen as staff see it at 1280 and at 375 px, saved in the test's output (the closing notes
 * show them); at 375 px nothing may be wider than the phone. The viewport is put back afterwards.
 */
export async function screenshotAtBothWidths(page: Page, name: string) {
  const before = page.viewportSize()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    if (width === 375) await expect.poll(() => hasNoHorizontalOverflow(page), `${name} fits 375 px`).toBe(true)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/**
 * Signs in to the admin (by default as the e2e administrator) for tests that are not about the login
 * form: through Payload's REST login, which sets the same session cookie in the page's context as the
 * form does, then opens the admin (the form itself is tested in staff-second-factor.spec.ts).
 */
export async function logInToAdmin(page: Page, email = 'admin@e2e.example', password = 'e2e-password-1') {
  const login = await page.request.post('/api/users/login', { headers: { origin: baseURL }, data: { email, password } })
  expect(login.status(), await login.text()).toBe(200)
  await page.goto('/admin')
  // The server sends an account that owes its second factor on to that screen: wait for where it
  // lands, not for the first URL.
  const secondFactor = page.locator('.second-factor')
  const dashboard = page.locator('.dashboard')
  await expect(secondFactor.or(dashboard)).toBeVisible({ timeout: 15_000 })
  if (await secondFactor.isVisible()) await passSecondFactor(page, email)
  await expect(dashboard).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Types into a field of a Payload edit screen and waits for the admin's own check of the form (a
 * debounced form-state request to the screen's address) to answer. A save sent before that answer
 * races it: the late answer replaces the save's field errors and Save stays disabled, as an editor
 * who pastes and saves within half a second also sees (Payload's bug, payloadcms/payload#17517).
 */
export async function fillAdminField(page: Page, field: Locator, value: string) {
  const path = new URL(page.url()).pathname
  const checked = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path, {
    timeout: 30_000,
  })
  await field.fill(value)
  await checked
}

/** What the tests' "phone" knows of each account it enrolled: the key and the last step it used. */
const authenticator = new Map<string, { secret: string; lastStep: number }>()
const stepOf = (timestamp: number) => Math.floor(timestamp / 30_000)

/** The six digits an authenticator app shows for `secret` at `timestamp` (otpauth computes it as the app does). */
export function authenticatorCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({ timestamp })
}

/**
 * On the second-factor screen, as staff do: the first time, reads the key shown as text, confirms
 * with the app's code and continues past the recovery codes; later, types the app's current code
 * (a 30-second step works once, so a second login within the step waits for the next one).
 */
export async function passSecondFactor(page: Page, email: string) {
  const secretText = page.getByTestId('totp-secret')
  const known = authenticator.get(email)
  if (!known || (await secretText.isVisible())) {
    const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '')
    const now = Date.now()
    await page.locator('#second-factor-code').fill(authenticatorCode(secret, now))
    await page.locator('form[action$="/second-factor/confirm"] button[type="submit"]').click()
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
    authenticator.set(email, { secret, lastStep: stepOf(now) })
    await page.locator('form[action$="/second-factor/codes-seen"] button[type="submit"]').click()
    return
  }
  let now = Date.now()
  if (stepOf(now) <= known.lastStep) {
    await page.waitForTimeout((known.lastStep + 1) * 30_000 - now + 200)
    now = Date.now()
  }
  await page.locator('#second-factor-code').fill(authenticatorCode(known.secret, now))
  await page.locator('form[action$="/second-factor/verify"] button[type="submit"]').click()
  known.lastStep = stepOf(now)
}

/**
 * The id of the inquiry a visitor's receipt names: the answer carries only the random reference
 * (no database id, which counts up), so staff find it by that, here through REST with the page's session.
 */
export async function inquiryIdOf(page: Page, reference: string): Promise<number> {
  const response = await page.request.get(`/api/inquiries?where[reference][equals]=${encodeURIComponent(reference)}&depth=0&limit=1`, {
    headers: { origin: new URL(page.url()).origin },
  })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  expect(docs).toHaveLength(1)
  return docs[0].id
}

/**
 * Sends a Czech inquiry through the public API, as a visitor of a new address (a retry stays under
 * the per-address limit); `fields` replace the defaults. Returns the receipt's reference.
 */
export async function sendInquiry(request: APIRequestContext, fields: Record<string, string> = {}) {
  const sent = await request.post('/api/v1/inquiries/standard', {
    headers: { 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': newVisitorAddress() },
    multipart: {
      name: 'Alžběta Živá',
      email: `ziva-${Date.now()}@example.cz`,
      phoneNumber: '+420 777 123 456',
      message: 'Dobrý den, prosím o termín konzultace.',
      lang: 'cs',
      isSpam: 'false',
      isHP: 'false',
      locationUrl: '/kontakt',
      ...fields,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  return (await sent.json()) as { reference: string }
}
