import { expect } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

/**
 * Issue 25: Settings have no demo defaults, so the Settings screen names the facts the site shows
 * that are not filled in yet — at the top, in the admin's language, following the form as it is edited.
 */
test.describe('the Settings screen marks missing facts', () => {
  test.use({ locale: 'cs-CZ' })

  test('clearing the main phone (unsaved) adds it to the note; typing it back removes it', async ({ page }) => {
    test.setTimeout(120_000)
    await logInToAdmin(page)
    await page.goto('/admin/globals/settings', { waitUntil: 'networkidle' })
    const note = page.locator('.missing-settings-note')
    // The seeded demo has a phone: whatever else the note lists, not that.
    await expect(page.locator('.tabs-field__tab-button').first()).toBeVisible()
    await expect(note.getByText('Hlavní telefon', { exact: false })).toHaveCount(0)

    await page.locator('.tabs-field__tab-button', { hasText: 'Kontakt' }).click()
    const phone = page.locator('#field-phone')
    const original = await phone.inputValue()
    expect(original).toMatch(/^\+420/)
    await phone.fill('')
    await expect(note).toBeVisible()
    await expect(note).toHaveAttribute('role', 'status')
    await expect(note).toContainText('Ještě nevyplněno')
    await expect(note.locator('li', { hasText: 'Hlavní telefon' })).toContainText('(Kontakt)')

    await phone.fill(original)
    await expect(note.getByText('Hlavní telefon', { exact: false })).toHaveCount(0)
    // Nothing was saved: leave without the unsaved-changes prompt keeping the page.
    page.on('dialog', (dialog) => dialog.accept())
  })
})
