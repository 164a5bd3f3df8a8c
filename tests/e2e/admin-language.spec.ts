import { type Browser, expect, type Page } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

/**
 * The admin follows the person, not the browser: each account stores its interface language,
 * applied at login. Dates use a 24-hour clock, scheduling defaults to Prague time, and the upload
 * errors name the limit and the allowed types in the user's language.
 */

const password = 'language-test-password'

async function createStaff(page: Page, language: 'cs' | 'en') {
  const email = `lang-${language}-${Date.now()}-${Math.round(Math.random() * 1e6)}@e2e.example`
  const response = await page.request.post('/api/users', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, password, role: 'editor', language, name: `Language ${language}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return email
}

async function adminLanguageSeenBy(browser: Browser, browserLocale: string, email: string) {
  const context = await browser.newContext({ locale: browserLocale })
  const page = await context.newPage()
  await logInToAdmin(page, email, password)
  // After the login the admin navigates client-side, which keeps <html lang> of the login page:
  // the account's language shows on the next page load.
  await page.goto('/admin')
  const language = await page.locator('html').getAttribute('lang')
  const navigation = await ((await page.locator('nav').first().textContent()) ?? '')
  return { context, page, language, navigation }
}

test.describe('admin language per user', () => {
  test('a Czech user gets Czech on an English browser, an English user English on a Czech browser, and a saved change applies', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000)
    await logInToAdmin(page)
    const czechUser = await createStaff(page, 'cs')
    const englishUser = await createStaff(page, 'en')

    const czech = await adminLanguageSeenBy(browser, 'en-US', czechUser)
    expect(czech.language).toBe('cs')
    expect(czech.navigation).toContain('Zákroky')
    expect(czech.navigation).not.toContain('Procedures')
    await czech.context.close()

    const english = await adminLanguageSeenBy(browser, 'cs-CZ', englishUser)
    expect(english.language).toBe('en')
    expect(english.navigation).toContain('Procedures')

    // The English user switches to Czech in their account: the admin follows from the next page.
    await english.page.goto('/admin/account')
    await english.page.locator('#field-language').click()
    await english.page.getByRole('option', { name: 'Czech' }).click()
    await english.page.getByRole('button', { name: 'Save' }).click()
    await expect(english.page.getByText(/successfully/i).first()).toBeVisible()
    await english.page.goto('/admin')
    await expect(english.page.locator('html')).toHaveAttribute('lang', 'cs')
    await english.context.close()

    // Stored with the account: a fresh browser in English still gets Czech.
    const again = await adminLanguageSeenBy(browser, 'en-US', englishUser)
    expect(again.language).toBe('cs')
    await again.context.close()
  })
})

test.describe('admin dates, scheduling and upload errors in Czech', () => {
  test.use({ locale: 'cs-CZ' })

  test('lists show dates on a 24-hour clock and scheduling offers Prague time by default', async ({ page }) => {
    await logInToAdmin(page)
    await page.goto('/admin/collections/procedures')
    const firstDate = page.locator('.cell-updatedAt').first()
    await expect(firstDate).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/)
    await expect(page.locator('.cell-updatedAt', { hasText: /AM|PM/ })).toHaveCount(0)

    await page.locator('.row-1 a').first().click()
    await page.waitForURL(/\/admin\/collections\/procedures\/\d+/)
    // Scheduling, beside the publish button, takes the time in Prague time (src/features/schedule-publish).
    await page.getByRole('button', { name: /^Naplánovat publikaci/ }).click()
    await expect(page.locator('.prague-schedule').getByLabel('Datum a čas (pražský čas)')).toBeVisible()
  })

  test('a PDF among images and a 50 MB photo are refused with the limit and the allowed types', async ({ page }) => {
    test.setTimeout(90_000)
    await logInToAdmin(page)
    // The admin's upload form posts the file to this endpoint; its answer is what the notice shows.
    const headers = { origin: new URL(page.url()).origin }
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      page.request.post('/api/media', {
        headers,
        multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt: 'Zkušební obrázek' }) },
      })

    const pdf = await upload('cenik.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))
    expect(pdf.status()).toBe(415)
    expect((await pdf.json()).errors[0].message).toBe(
      'Soubor „cenik.pdf“ (application/pdf) sem nelze nahrát. Povolené typy jsou JPEG, PNG, WebP, AVIF, SVG.',
    )

    // The 50 MB photo straight from a camera that once got "An unknown error occurred.".
    const large = await upload('velka-fotka.jpg', 'image/jpeg', Buffer.alloc(50 * 1024 * 1024, 1))
    expect(large.status()).toBe(413)
    expect((await large.json()).errors[0].message).toBe(
      'Soubor „velka-fotka.jpg“ má 50 MB; největší povolená velikost je 15 MB. Zmenšete ho a nahrajte znovu.',
    )
  })
})
