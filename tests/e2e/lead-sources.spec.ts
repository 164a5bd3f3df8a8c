import { type Browser, expect, type Page } from '@playwright/test'
import {
  consentStorageKey,
  type ConsentPurposes,
  fullConsent,
  makeChoice,
  noConsent,
  serializeChoice,
} from '../../src/features/consent/consent-record'
import { baseURL } from '../../playwright.config'
import { closePopup, inquiryIdOf, logInToAdmin, openStickyCallback, test } from './helpers'

/**
 * Issue 31: where a visitor came from travels with the inquiry only with consent — the campaign
 * and referrer with analytics, the ad click id also with marketing — and reception sees it on the
 * inquiry in the admin and in the report.
 */

test.use({ locale: 'cs-CZ' })

const procedurePath = '/zakroky/zvetseni-prsou'
const referer = 'https://www.seznam.cz/hledani?q=zv%C4%9Bt%C5%A1en%C3%AD+prsou'

/** A browser whose visitor has answered the consent dialog with `purposes`; trackers' hosts are not reached. */
async function visitor(browser: Browser, purposes: Partial<ConsentPurposes>) {
  const context = await browser.newContext({
    locale: 'cs-CZ',
    // A visitor of its own address (the server trusts one proxy in tests): other tests' inquiries
    // from this machine do not count against its rate limit.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: consentStorageKey, value: serializeChoice(makeChoice(purposes, new Date())) }] }],
    },
  })
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  )
  return context
}

/** Arrives on the procedure page from a search engine through a campaign link. */
async function arrive(page: Page, campaign: string) {
  await page.goto(`${procedurePath}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&gclid=E2E-click_${campaign}`, {
    referer,
  })
  await closePopup(page)
}

const storedSource = (page: Page) => page.evaluate(() => sessionStorage.getItem('clinic.leadSource'))

async function sendContactForm(page: Page, email: string): Promise<string> {
  // The popup was closed on the first page: this visit does not see it again.
  await page.goto('/kontakt')
  await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
  const form = page.locator('#contact-form form')
  await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Klára Zdrojová')
  await form.getByLabel('E-mail', { exact: true }).fill(email)
  await form.getByLabel('Telefon', { exact: true }).fill('+420 777 123 456')
  await form.getByLabel('Váš dotaz', { exact: true }).fill('Dobrý den, zajímá mě konzultace.')
  const response = page.waitForResponse('**/api/v1/inquiries/standard')
  await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
  expect((await response).status()).toBe(201)
  return ((await (await response).json()) as { reference: string }).reference
}

/** The island does not read the call-back's answer, so neither can the test: the inquiry is found by its number later. */
async function sendCallMe(page: Page, phone: string): Promise<void> {
  const sticky = await openStickyCallback(page)
  await sticky.locator('input[type="tel"]').fill(phone)
  const response = page.waitForResponse('**/api/v1/inquiries/call-me')
  await sticky.getByRole('button', { name: 'Odeslat', exact: true }).click()
  expect((await response).status()).toBe(201)
}

test('inquiries carry their source only with consent, and reception sees it in the admin and the report', async ({ browser, page }) => {
  test.setTimeout(240_000)
  const stamp = Date.now()

  // 1. Analytics and marketing allowed: landing page, referring host, campaign and click id, kept
  //    from the first page of the visit to the contact form on another page.
  const full = await visitor(browser, fullConsent)
  const fullPage = await full.newPage()
  await arrive(fullPage, `full-${stamp}`)
  await expect.poll(() => storedSource(fullPage)).not.toBeNull()
  const fullReference = await sendContactForm(fullPage, `zdroj-${stamp}@example.cz`)
  await full.close()

  // 2. Analytics only: the same, without the ad click id; a call-back from the procedure page.
  const analytics = await visitor(browser, { ...noConsent, analytics: true })
  const analyticsPage = await analytics.newPage()
  await arrive(analyticsPage, `analytics-${stamp}`)
  await expect.poll(() => storedSource(analyticsPage)).not.toBeNull()
  const analyticsPhone = `+420 777 ${String(stamp).slice(-6)}`
  await sendCallMe(analyticsPage, analyticsPhone)
  await analytics.close()

  // 3. Everything refused: nothing kept in the browser, only the sending page goes with the inquiry.
  const refused = await visitor(browser, noConsent)
  const refusedPage = await refused.newPage()
  await arrive(refusedPage, `refused-${stamp}`)
  const refusedPhone = `+420 778 ${String(stamp).slice(-6)}`
  await sendCallMe(refusedPage, refusedPhone)
  expect(await storedSource(refusedPage)).toBeNull()
  await refused.close()

  // Reception's view: the administrator reads the three inquiries.
  await logInToAdmin(page)
  const origin = new URL(page.url()).origin
  const read = async (id: number) => {
    const response = await page.request.get(`/api/inquiries/${id}?depth=1`, { headers: { origin } })
    expect(response.status()).toBe(200)
    return (await response.json()) as {
      locationUrl: string
      source: Record<string, string | null>
      sentFromProcedure: { name: string } | null
    }
  }
  const idByPhone = async (phone: string) => {
    const response = await page.request.get(`/api/inquiries?where[phoneNumber][equals]=${encodeURIComponent(phone)}&depth=0&limit=1`, {
      headers: { origin },
    })
    const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
    expect(docs).toHaveLength(1)
    return docs[0].id
  }
  const fullId = await inquiryIdOf(page, fullReference)
  const fullInquiry = await read(fullId)
  expect(fullInquiry.source).toEqual({
    landingPage: procedurePath,
    referrerHost: 'www.seznam.cz',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: `full-${stamp}`,
    clickIds: `gclid=E2E-click_full-${stamp}`,
  })
  expect(fullInquiry.locationUrl).toMatch(/\/kontakt$/)
  expect(fullInquiry.sentFromProcedure).toBeNull()

  const analyticsInquiry = await read(await idByPhone(analyticsPhone))
  expect(analyticsInquiry.source).toEqual({
    landingPage: procedurePath,
    referrerHost: 'www.seznam.cz',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: `analytics-${stamp}`,
    clickIds: null,
  })
  expect(analyticsInquiry.sentFromProcedure?.name).toBe('Zvětšení prsou')

  const refusedInquiry = await read(await idByPhone(refusedPhone))
  expect(refusedInquiry.source).toEqual({
    landingPage: null,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    clickIds: null,
  })
  expect(refusedInquiry.locationUrl).toContain(procedurePath)
  expect(refusedInquiry.sentFromProcedure?.name).toBe('Zvětšení prsou')

  // On the inquiry's screen in the admin.
  await page.goto(`/admin/collections/inquiries/${fullId}`)
  await expect(page.locator('#field-source__utmCampaign')).toHaveValue(`full-${stamp}`)
  await expect(page.locator('#field-source__referrerHost')).toHaveValue('www.seznam.cz')
  await expect(page.locator('#field-source__landingPage')).toHaveValue(procedurePath)

  // The report counts this week's campaign and offers its files.
  // The side menu links it (the menu itself is closed at this width).
  await page.goto('/admin')
  await expect(page.locator('#nav-lead-report')).toHaveAttribute('href', '/admin/lead-report')
  await page.goto('/admin/lead-report')
  await expect(page.getByRole('heading', { name: 'Odkud přicházejí pacienti', level: 1 })).toBeVisible()
  const sources = page.locator('table').filter({ has: page.locator('caption', { hasText: 'Podle zdroje a kampaně' }) })
  await expect(sources.getByRole('row').filter({ hasText: `full-${stamp}` })).toContainText('newsletter')
  await expect(sources.getByRole('row').filter({ hasText: `analytics-${stamp}` })).toContainText('email')
  await expect(page.getByRole('img', { name: 'Poptávky a objednané konzultace po týdnech' })).toBeVisible()
  await page.screenshot({ path: 'test-results/lead-report.png', fullPage: true })
  const csv = await page.request.get((await page.getByRole('link', { name: 'Stáhnout CSV' }).getAttribute('href')) as string, {
    headers: { origin },
  })
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(`"newsletter";"email";"full-${stamp}";"1";"0"`)
})
