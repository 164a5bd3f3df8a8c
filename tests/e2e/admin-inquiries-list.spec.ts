import { expect, type Locator, type Page } from '@playwright/test'
import { hasNoHorizontalOverflow, logInToAdmin, sendInquiry, test } from './helpers'

// Issue 42 points 4 and 7, in the Czech admin of the production build.
test.use({ locale: 'cs-CZ', actionTimeout: 30_000, navigationTimeout: 60_000 })

const listRow = (page: Page, name: string) => page.locator('.table tbody tr', { hasText: name })

test('the inquiries list shows a new inquiry without a reload, and waits with “Zobrazit” while rows are selected', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = String(Date.now()).slice(-6)
  await logInToAdmin(page)
  await page.goto('/admin/collections/inquiries')
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  // A marker of this page load: it survives only if the page is not reloaded.
  await page.evaluate(() => {
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })
  const watch = page.locator('.new-inquiries-watch')
  const status = watch.getByRole('status')

  // Nothing selected, no filter being edited: the row appears by itself within seconds, and the
  // live region says so (other tests send inquiries too, so the number may be more than one).
  const first = `Nová Poptávka ${stamp}`
  await sendInquiry(request, { name: first })
  await expect(listRow(page, first)).toBeVisible({ timeout: 15_000 })
  await expect(status).toHaveText(/^Do seznamu (přibyla 1 nová poptávka|přibyly [234] nové poptávky|přibylo \d+ nových poptávek)\.$/)
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // A row selected: the list does not change under the staff member; it offers “Zobrazit”.
  await listRow(page, first).locator('input[type="checkbox"]').check()
  const second = `Druhá Poptávka ${stamp}`
  await sendInquiry(request, { name: second })
  const show = watch.getByRole('button', { name: 'Zobrazit' })
  await expect(show).toBeVisible({ timeout: 15_000 })
  await expect(status).toHaveText(/^(Přišla 1 nová poptávka|Přišly [234] nové poptávky|Přišlo \d+ nových poptávek)\.$/)
  await expect(listRow(page, second)).toHaveCount(0)
  await expect(listRow(page, first).locator('input[type="checkbox"]')).toBeChecked()
  await show.click()
  await expect(listRow(page, second)).toBeVisible({ timeout: 15_000 })
  await expect(status).toHaveText(/^Do seznamu přibyl/)
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
})

/** The button comes after every filter: to its right on the same line, or on a line below. */
async function expectAfter(button: Locator, fields: Locator) {
  const buttonBox = await button.boundingBox()
  expect(buttonBox).not.toBeNull()
  for (const field of await fields.all()) {
    const box = await field.boundingBox()
    expect(box).not.toBeNull()
    if (!buttonBox || !box) return
    const sameLine = buttonBox.y < box.y + box.height && box.y < buttonBox.y + buttonBox.height
    if (sameLine) expect(buttonBox.x).toBeGreaterThanOrEqual(box.x + box.width)
    else expect(buttonBox.y).toBeGreaterThanOrEqual(box.y + box.height)
  }
}

test('the inquiries list, the lead report and the translation status fit the screen at 1280 and 375 px', async ({ page, request }) => {
  test.setTimeout(120_000)
  // At least one row, so the list has its table.
  await sendInquiry(request)
  await page.setViewportSize({ width: 1280, height: 800 })
  await logInToAdmin(page)

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })

    // The list: at 1280 px every column in view (the columns share the width); on a phone they
    // scroll inside the table's own box. Either way the page is no wider than the screen.
    await page.goto('/admin/collections/inquiries')
    const spam = page.getByRole('columnheader', { name: /^Spam/ })
    await expect(spam).toBeAttached()
    await expect.poll(() => hasNoHorizontalOverflow(page), { message: `inquiries list at ${width} px` }).toBe(true)
    if (width === 1280) {
      await expect(page.getByRole('columnheader', { name: /^Jazyk/ })).toBeInViewport({ ratio: 1 })
      expect(await page.locator('.table').evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true)
    } else {
      await spam.scrollIntoViewIfNeeded()
      await expect(spam).toBeInViewport()
      await expect.poll(() => hasNoHorizontalOverflow(page), { message: `inquiries list at ${width} px, scrolled to Spam` }).toBe(true)
    }

    await page.goto('/admin/lead-report')
    await expect(page.getByRole('heading', { name: 'Odkud přicházejí pacienti' })).toBeVisible()
    await expect.poll(() => hasNoHorizontalOverflow(page), { message: `lead report at ${width} px` }).toBe(true)
    await expectAfter(page.locator('.lead-report__period button'), page.locator('.lead-report__period label'))

    await page.goto('/admin/translation-status')
    await expect(page.getByRole('heading', { name: 'Stav překladů', level: 1 })).toBeVisible()
    await expect(page.locator('.translation-status__table tbody tr').first()).toBeVisible()
    await expect.poll(() => hasNoHorizontalOverflow(page), { message: `translation status at ${width} px` }).toBe(true)
    const show = page.locator('.translation-status__filter button')
    await expect(show).toHaveText('Zobrazit')
    await expectAfter(show, page.locator('.translation-status__filter label'))
  }
})
