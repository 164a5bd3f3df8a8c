import { expect, type Page } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

/**
 * Issue 30: the translation status in the Czech admin. Changing a procedure's Czech text makes its
 * German translation "zastaralý" in the status view (filtered by a plain GET form) and on the
 * dashboard; the row opens the procedure in German.
 */

const slug = 'zvetseni-prsou'
const czechName = 'Zvětšení prsou'

async function procedure(page: Page, locale: 'cs' | 'de') {
  const headers = { origin: new URL(page.url()).origin }
  const found = await (
    await page.request.get(`/api/procedures?where[slug][equals]=${slug}&locale=cs&depth=0&draft=true`, { headers })
  ).json()
  const id = found.docs[0]?.id as number
  const doc = await (await page.request.get(`/api/procedures/${id}?locale=${locale}&depth=0&draft=true`, { headers })).json()
  return { id, perex: doc.perex as string, headers }
}

test.describe('translation status', () => {
  test.use({ locale: 'cs-CZ' })

  test('a German text made outdated by a Czech change shows “zastaralý” for DE and opens in German', async ({ page }) => {
    // Several admin screens and saves on a shared, busy machine.
    test.setTimeout(420_000)
    await logInToAdmin(page)
    const { id, perex, headers } = await procedure(page, 'cs')
    expect(id).toBeDefined()
    const row = page.locator(`tr[data-collection="procedures"][data-id="${id}"]`)

    // Before: the German translation is current (saved after the Czech text, also when an earlier run left it otherwise).
    const stamp = await page.request.patch(`/api/procedures/${id}?locale=de`, { data: {}, headers })
    expect(stamp.ok(), await stamp.text()).toBe(true)
    await page.goto(`/admin/translation-status?lang=de&state=outdated`)
    await expect(page.getByRole('heading', { name: 'Stav překladů', level: 1 })).toBeVisible()
    await expect(row).toHaveCount(0)

    try {
      await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
      const field = page.locator('#field-perex')
      await expect(field).toBeEditable()
      await field.fill(`${perex} Nově i s kontrolou po třech měsících.`)
      await page.getByRole('button', { name: 'Publikovat změny' }).click()
      await expect(page.getByText('Úspěšně aktualizováno.').first()).toBeVisible()

      // The side menu leads to the view; the GET form filters it (no script needed).
      await page.goto('/admin')
      const line = page.getByTestId('missing-translations')
      await expect(line).toContainText('Chybí překlady:')
      await expect(line.getByRole('link', { name: /zastaralé: \d+ EN, [1-9]\d* DE/ })).toBeVisible()
      // Below Payload's wide breakpoint the side menu starts folded; its button says "menu" in Czech
      // (Payload's own Czech said "Jídelní lístek", a restaurant's menu).
      const navLink = page.locator('#nav-translation-status')
      await expect(async () => {
        const openMenu = page.getByRole('button', { name: 'Otevřít menu' })
        if (await openMenu.isVisible()) await openMenu.click({ timeout: 2_000 })
        await navLink.click({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/admin\/translation-status$/)
      await page.locator('form.translation-status__filter').getByLabel('Jazyk').selectOption({ label: 'Němčina' })
      await page.locator('form.translation-status__filter').getByLabel('Stav').selectOption({ label: 'zastaralý' })
      await page.getByRole('button', { name: 'Zobrazit' }).click()
      await expect(page).toHaveURL(/[?&]lang=de&state=outdated$/)
      await expect(row.getByRole('rowheader')).toHaveText(czechName)
      const german = row.locator('td[data-locale="de"] a')
      await expect(german).toContainText('zastaralý')
      await expect(german).toHaveAttribute('href', `/admin/collections/procedures/${id}?locale=de`)

      // Without a filter, the Czech and English columns are shown too: English was saved before the change as well.
      await page.goto('/admin/translation-status')
      await expect(row.locator('td[data-locale="cs"]')).toContainText('publikováno')
      await expect(row.locator('td[data-locale="en"]')).toContainText('zastaralý')

      // The row opens the procedure in German (saving it there makes it current again: tests/integration/translation-status.test.ts).
      await page.goto(`/admin/translation-status?lang=de&state=outdated`)
      await german.click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/procedures/${id}\\?locale=de`))
      await expect(page.locator('#field-name')).toHaveValue('Brustvergrößerung')
    } finally {
      // Leave the edit view first: the admin holds the document (its lock, its form) while it is open.
      await page.goto('/admin')
      const restore = await page.request.patch(`/api/procedures/${id}?locale=cs`, { data: { perex }, headers, timeout: 30_000 })
      expect(restore.ok(), await restore.text()).toBe(true)
      // And the translations saved after it, so that the German text counts as current again.
      for (const locale of ['en', 'de']) {
        const stamp = await page.request.patch(`/api/procedures/${id}?locale=${locale}`, { data: {}, headers, timeout: 30_000 })
        expect(stamp.ok(), await stamp.text()).toBe(true)
      }
    }
  })
})
