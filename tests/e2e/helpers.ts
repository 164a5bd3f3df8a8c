import { expect, type Page } from '@playwright/test'

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
 * Signs in to the admin (by default as the e2e administrator). Typed before the login form has hydrated, the
 * values are wiped and the form refuses to submit: so it waits for the page to settle, and types
 * again if it is still on the login page (the password is right, so no failed attempt is counted).
 */
export async function logInToAdmin(page: Page, email = 'admin@e2e.example', password = 'e2e-password-1') {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  await expect(async () => {
    if (!/\/admin\/login/.test(page.url())) return
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
}
