/**
 * Issue "Visitor experience": what stood between a visitor and the clinic, tried as a visitor
 * would, in Chromium. Each test fails on the behaviour the issue describes.
 */
import { expect, test } from '@playwright/test'
import { validationMessages } from '../../src/inquiries/schema'
import { closePopup, visitWithStoredLanguage } from './helpers'

test.describe('the send click is never lost', () => {
  test('after errors on an empty send, filling the fields and one click on Odeslat sends (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/kontakt')
    await closePopup(page)
    const form = page.locator('#contact-form form')
    const send = form.getByRole('button', { name: 'Odeslat', exact: true })
    await send.click()
    await expect(form.getByText(validationMessages.cs.messageRequired, { exact: true })).toBeVisible()
    // Typed as a visitor types: the last field keeps focus, and its error is still shown above the button.
    await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Jana Jednokliková')
    await form.getByLabel('E-mail', { exact: true }).fill('jana@example.com')
    await form.getByLabel('Telefon', { exact: true }).fill('+420 777 123 456')
    await form.getByLabel('Váš dotaz', { exact: true }).fill('Dobrý den, mám zájem o konzultaci.')
    await expect(form.getByText(validationMessages.cs.messageRequired, { exact: true })).toBeVisible()
    // One real mouse press and release where the button is now, as a person clicks.
    const box = await send.boundingBox()
    if (!box) throw new Error('the send button is not on screen')
    const response = page.waitForResponse('**/api/v1/inquiries/standard')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    expect((await response).status()).toBe(201)
    await expect(page.getByTestId('thanks-overlay')).toBeVisible()
  })
})

test.describe('after a successful send on a phone', () => {
  test('closing the confirmation leaves the visitor at #contact-form, the thank-you text in view (375 px, home)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await closePopup(page)
    await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
    const form = page.locator('#contact-form form')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Jana Mobilní')
    await form.getByLabel('E-mail', { exact: true }).fill('jana@example.com')
    await form.getByLabel('Telefon', { exact: true }).fill('+420 777 123 456')
    await form.getByLabel('Váš dotaz', { exact: true }).fill('Dobrý den, volám z telefonu.')
    const response = page.waitForResponse('**/api/v1/inquiries/standard')
    await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
    expect((await response).status()).toBe(201)
    const overlay = page.getByTestId('thanks-overlay')
    await expect(overlay).toBeVisible()
    await page.getByRole('button', { name: 'Zavřít' }).click()
    await expect(overlay).toBeHidden()
    await expect(page).toHaveURL(/#contact-form$/)
    const thanks = page.locator('#contact-form [role="status"]')
    await expect(thanks).toContainText('Ozveme se vám obratem')
    await expect
      .poll(async () => {
        const box = await thanks.boundingBox()
        return box !== null && box.y >= 0 && box.y + Math.min(box.height, 200) <= 812
      })
      .toBe(true)
    await expect(thanks).toBeFocused()
  })
})

test.describe('a page that exists in one language only', () => {
  for (const stored of ['cs', 'en'] as const) {
    test(`a German-only page stays open for a visitor whose stored language is ${stored}`, async ({ page }) => {
      await visitWithStoredLanguage(page, stored, '/de/bc-tereza-vymyslena')
      await expect(page.locator('h1')).toContainText('Tereza Vymyšlená')
      // Give the language memory time to act: it would have replaced the page by now.
      await page.waitForTimeout(1_000)
      await expect(page).toHaveURL(/\/de\/bc-tereza-vymyslena$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    })
  }

  test('a visitor with an English browser is not offered an English version the page does not have', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/de/bc-tereza-vymyslena')
    await expect(page.locator('h1')).toContainText('Tereza Vymyšlená')
    await page.waitForTimeout(1_000)
    await expect(page.locator('.language-suggestion')).toHaveCount(0)
    await context.close()
  })
})

test.describe('footer', () => {
  const storno = { cs: ['/', 'Storno podmínky'], en: ['/en', 'Cancellation terms'], de: ['/de', 'Stornobedingungen'] } as const
  for (const [locale, [home, label]] of Object.entries(storno)) {
    test(`links the storno conditions, a PDF in the page's language (${locale})`, async ({ page, request }) => {
      await page.goto(home)
      const link = page.locator('footer.site-footer').getByRole('link', { name: label, exact: true })
      await expect(link).toBeVisible()
      const href = await link.getAttribute('href')
      expect(href).toBeTruthy()
      const file = await request.get(href ?? '')
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toContain('application/pdf')
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
      // Each language links its own document.
      expect(href).toContain(`storno-${locale}`)
    })
  }
})
