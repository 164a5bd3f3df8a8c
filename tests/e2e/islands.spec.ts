/**
 * Issue "Fast as its own HTML": the contact form and the testimonial carousel are islands
 * (src/platform/islands/island.tsx). Their HTML is in the page, their code is not part of the
 * first load: it comes when they near the viewport or the visitor reaches into them, and nothing
 * typed or clicked before then is lost. The inquiry API's answer is stubbed (201, as it answers):
 * one address may send 5 inquiries in 10 minutes, and forms.spec.ts already sends real ones.
 */
import { expect, type Page, type Response } from '@playwright/test'
import sharp from 'sharp'
import { validationMessages } from '../../src/features/inquiries/schema'
import { closePopup, test } from './helpers'

/** The chunks this page has fetched so far whose code holds `marker`. */
function codeWatcher(page: Page, marker: string) {
  const holders: string[] = []
  page.on('response', async (response: Response) => {
    if (!/\/_next\/static\/chunks\/.+\.js/.test(response.url())) return
    const body = await response.text().catch(() => '')
    if (body.includes(marker)) holders.push(response.url())
  })
  return holders
}

/**
 * Holds back the chunks whose code holds `marker` for 2 s (the visitor is faster than the network);
 * returns how many were held. Chunk addresses carry ?dpl=<build>.
 */
async function holdCodeBack(page: Page, marker: string) {
  const held = { count: 0 }
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(marker)) {
      held.count++
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    await route.fulfill({ response, body })
  })
  return held
}

test.describe('islands load their code when they are wanted', () => {
  test.use({ serviceWorkers: 'block' })

  test('home: no form or carousel code at load; each arrives as it nears the viewport (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const formCode = codeWatcher(page, 'contact-form__grid')
    const carouselCode = codeWatcher(page, 'testimonials__viewport')
    await page.goto('/', { waitUntil: 'networkidle' })
    // Both are in the HTML from the start.
    await expect(page.locator('#contact-form form.contact-form')).toHaveCount(1)
    await expect(page.locator('.testimonials__viewport')).toHaveCount(1)
    expect(formCode, 'form code fetched with the first load').toEqual([])
    expect(carouselCode, 'carousel code fetched with the first load').toEqual([])

    await page.locator('.testimonials__viewport').scrollIntoViewIfNeeded()
    await expect.poll(() => carouselCode.length, { message: 'carousel code after scrolling to it' }).toBeGreaterThan(0)
    await page.locator('#contact-form').scrollIntoViewIfNeeded()
    await expect.poll(() => formCode.length, { message: 'form code after scrolling to it' }).toBeGreaterThan(0)
  })

  test('a form typed and sent before its code arrived is sent once the code is there, with what was typed', async ({ page }) => {
    await page.route('**/api/v1/inquiries/standard', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ reference: 'E2E002' }) }),
    )
    // The form's code is held back (the service worker is blocked: requests it makes are not routed).
    const formCode = await holdCodeBack(page, 'contact-form__grid')
    const pagePosts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.resourceType() === 'document') pagePosts.push(request.url())
    })
    await page.goto('/kontakt')
    await closePopup(page)
    await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
    const form = page.locator('#contact-form form')
    await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Jana Ostrovní')
    await form.getByLabel('E-mail', { exact: true }).fill('jana.ostrovni@example.com')
    await form.getByLabel('Telefon', { exact: true }).fill('+420 777 123 456')
    await form.getByLabel('Váš dotaz', { exact: true }).fill('Dobrý den, prosím o termín konzultace.')
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a27a' } })
      .jpeg()
      .toBuffer()
    const photo = { name: 'jizva.jpg', mimeType: 'image/jpeg', buffer: jpeg }
    await form.locator('input[type="file"]').setInputFiles([photo])
    const sent = page.waitForRequest('**/api/v1/inquiries/standard')
    await form.getByRole('button', { name: 'Odeslat', exact: true }).click()

    const body = (await sent).postDataBuffer()?.toString('utf8') ?? ''
    expect(formCode.count, 'the form code was held back').toBeGreaterThan(0)
    expect(body).toContain('Jana Ostrovní')
    expect(body).toContain('jana.ostrovni@example.com')
    expect(body).toContain('prosím o termín konzultace')
    expect(body.match(/name="images"/g), 'the photo picked before the code came').toHaveLength(1)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(pagePosts, 'the page itself was never posted (that would lose the inquiry)').toEqual([])
    expect(new URL(page.url()).pathname).toBe('/kontakt')
  })

  test('a carousel arrow pressed before its code arrived turns the carousel once the code is there', async ({ page }) => {
    // The carousel's code is held back: the press comes first.
    const carouselCode = await holdCodeBack(page, 'testimonials__viewport')
    await page.goto('/en')
    await closePopup(page)
    const carousel = page.locator('.testimonials')
    await carousel.scrollIntoViewIfNeeded()
    const slides = carousel.locator('.testimonials__slide')
    await carousel.getByRole('button', { name: 'Previous review' }).click()
    await expect(slides.last()).toHaveAttribute('aria-hidden', 'false')
    expect(carouselCode.count, 'the carousel code was held back').toBeGreaterThan(0)
  })

  test('after a client-side navigation the form comes with its code at once', async ({ page }) => {
    await page.goto('/o-nas')
    await closePopup(page)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const link = page.locator('footer a[href="/kontakt"], main a[href="/kontakt"]').first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page).toHaveURL(/\/kontakt$/)
    expect(await page.evaluate(() => 'samePage' in window), 'a client-side navigation').toBe(true)
    const form = page.locator('#contact-form form')
    await expect(form).toBeVisible()
    // Live: an empty send shows the validation messages in place, no page load.
    await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
    await expect(form.getByText(validationMessages.cs.nameRequired, { exact: true })).toBeVisible()
  })
})
