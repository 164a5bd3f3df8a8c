import { expect, type Page } from '@playwright/test'
import { fillAdminField, logInToAdmin, test } from './helpers'

/**
 * Issues 30 and 42: the translation status in the Czech admin tells the truth. A Czech price change
 * leaves English and German current; a Czech draft edited and put back to the published text leaves
 * them as they were; a Czech text change makes them "zastaralý" (in the view, filtered by a plain GET
 * form, and on the dashboard); a spreadsheet import that changes only a price does not make them
 * current again; team members are listed. The row opens the procedure in German.
 */

// A procedure no other spec reads or edits (the specs run two at a time).
const slug = 'mini-abdominoplastika'
const czechName = 'Mini abdominoplastika'

type Price = { id: string; name: string; amount: number }

async function procedure(page: Page) {
  const headers = { origin: new URL(page.url()).origin }
  const found = await (
    await page.request.get(`/api/procedures?where[slug][equals]=${slug}&locale=cs&depth=0&draft=true`, { headers })
  ).json()
  const doc = found.docs[0] as { id: number; perex: string; prices: Price[] }
  return { id: doc.id, perex: doc.perex, prices: doc.prices, headers }
}

/** Saves the procedure in English and German as it is: both count as checked after the Czech text. */
async function checkTranslations(page: Page, id: number, headers: Record<string, string>) {
  for (const locale of ['en', 'de']) {
    const stamp = await page.request.patch(`/api/procedures/${id}?locale=${locale}`, { data: {}, headers, timeout: 30_000 })
    expect(stamp.ok(), await stamp.text()).toBe(true)
  }
}

test.describe('translation status', () => {
  test.use({ locale: 'cs-CZ' })

  test('only a Czech text change outdates EN and DE: not a price, a reverted draft or a price import; team members listed', async ({
    page,
  }, testInfo) => {
    // Several admin screens and saves on a shared, busy machine.
    test.setTimeout(420_000)
    await logInToAdmin(page)
    const { id, perex, prices, headers } = await procedure(page)
    expect(prices.length).toBeGreaterThan(0)
    const row = page.locator(`tr[data-collection="procedures"][data-id="${id}"]`)
    const edit = `/admin/collections/procedures/${id}?locale=cs`
    const perexField = page.locator('#field-perex')
    const saved = () =>
      page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/api/procedures/${id}`))
    const save = async (button: 'Publikovat změny' | 'Uložit koncept') => {
      const answer = saved()
      await page.getByRole('button', { name: button }).click()
      expect((await answer).ok()).toBe(true)
    }
    const expectTranslations = async (state: 'publikováno' | 'zastaralý') => {
      await page.goto('/admin/translation-status')
      await expect(row.getByRole('rowheader')).toHaveText(czechName)
      await expect(row.locator('td[data-locale="cs"]')).toContainText('publikováno')
      for (const locale of ['en', 'de']) await expect(row.locator(`td[data-locale="${locale}"]`)).toContainText(state)
    }

    // Before: both translations current (also when an earlier run left them otherwise).
    await checkTranslations(page, id, headers)

    try {
      // 1. A Czech price change, published from the admin's form: no text changed.
      await page.goto(edit)
      await fillAdminField(page, page.locator('#field-prices__0__amount'), String(prices[0].amount + 1000))
      await save('Publikovat změny')
      await expectTranslations('publikováno')

      // 2. A Czech draft edited, then put back to the published text: as before.
      await page.goto(edit)
      await fillAdminField(page, perexField, `${perex} Rozepsaná věta.`)
      await save('Uložit koncept')
      await fillAdminField(page, perexField, perex)
      await save('Uložit koncept')
      await expectTranslations('publikováno')

      // 3. A Czech text change, published: both outdated.
      await page.goto(edit)
      await fillAdminField(page, perexField, `${perex} Nově i s kontrolou po třech měsících.`)
      await save('Publikovat změny')
      await expectTranslations('zastaralý')

      // 4. A spreadsheet import that changes only the first price: still outdated.
      await page.goto('/admin/collections/procedures')
      const panel = page.locator('.sheet-panel')
      const file = Buffer.from(`id;price1_amount\r\n${id};${prices[0].amount + 2000}\r\n`)
      await panel.getByLabel('Soubor CSV k importu').setInputFiles({ name: 'ceny.csv', mimeType: 'text/csv', buffer: file })
      await panel.getByRole('button', { name: 'Zobrazit náhled změn' }).click()
      await expect(panel.locator('tr[data-action="changed"]')).toContainText(`price1_amount: ${prices[0].amount + 1000}`)
      await panel.getByRole('button', { name: 'Použít změny' }).click()
      await expect(panel.getByRole('status')).toHaveText('Import je hotový: 0 nových, 1 změněných.')
      await expectTranslations('zastaralý')

      // Team members are listed like the other content, by their (untranslated) name.
      const doctor = page
        .locator('tr[data-collection="people"]')
        .filter({ has: page.getByRole('rowheader', { name: 'MUDr. Petr Vzorový' }) })
      await expect(doctor.locator('td[data-locale="de"]')).toContainText('publikováno')
      await page.screenshot({ path: testInfo.outputPath('translation-status-1280.png'), fullPage: true })
      await page.setViewportSize({ width: 375, height: 800 })
      await page.screenshot({ path: testInfo.outputPath('translation-status-375.png'), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 720 })

      // The dashboard's line counts the outdated translations.
      await page.goto('/admin')
      const line = page.getByTestId('missing-translations')
      await expect(line).toContainText('Chybí překlady:')
      await expect(line.getByRole('link', { name: /zastaralé: [1-9]\d* EN, [1-9]\d* DE/ })).toBeVisible()
      // The side menu leads to the view. Below Payload's wide breakpoint it starts folded; its button
      // says "menu" in Czech (Payload's own Czech said "Jídelní lístek", a restaurant's menu).
      const navLink = page.locator('#nav-translation-status')
      await expect(async () => {
        const openMenu = page.getByRole('button', { name: 'Otevřít menu' })
        if (await openMenu.isVisible()) await openMenu.click({ timeout: 2_000 })
        await navLink.click({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/admin\/translation-status$/)
      // The GET form filters it (no script needed); the row opens the procedure in German.
      const filter = page.locator('form.translation-status__filter')
      await filter.getByLabel('Jazyk').selectOption({ label: 'Němčina' })
      await filter.getByLabel('Stav').selectOption({ label: 'zastaralý' })
      await page.getByRole('button', { name: 'Zobrazit' }).click()
      await expect(page).toHaveURL(/[?&]lang=de&state=outdated$/)
      const german = row.locator('td[data-locale="de"] a')
      await expect(german).toContainText('zastaralý')
      await expect(german).toHaveAttribute('href', `/admin/collections/procedures/${id}?locale=de`)
      await german.click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/procedures/${id}\\?locale=de`))
      await expect(page.locator('#field-name')).toHaveValue('Mini-Bauchdeckenstraffung')
    } finally {
      // Leave the edit view first: the admin holds the document (its lock, its form) while it is open.
      await page.goto('/admin')
      const restore = await page.request.patch(`/api/procedures/${id}?locale=cs`, {
        data: { perex, prices, _status: 'published' },
        headers,
        timeout: 30_000,
      })
      expect(restore.ok(), await restore.text()).toBe(true)
      await checkTranslations(page, id, headers)
    }
  })
})
