import { expect, type Page } from '@playwright/test'

/** Every seeded language has a popup valid now; tests about other things close it first. */
export async function closePopup(page: Page) {
  const popup = page.getByRole('dialog').filter({ has: page.locator('.popup__body') })
  await expect(popup).toBeVisible({ timeout: 5_000 })
  // The popup listens for Escape right after it appears; press again if the first came too early.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden({ timeout: 500 })
  }).toPass({ timeout: 5_000 })
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
