import { expect } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

test.use({ locale: 'cs-CZ' })

test('an administrator exports the content package and imports it back from the admin: report first, then progress and done', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const headers = { origin: new URL(page.url()).origin }
  // In the side menu (closed on the dashboard's width here): the view's link.
  await expect(page.locator('#nav-content-package')).toHaveAttribute('href', '/admin/content-package')
  await page.goto('/admin/content-package')
  await expect(page.getByRole('heading', { name: 'Balíček obsahu', level: 1 })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Stáhnout balíček obsahu (.tar.gz)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^obsah-webu-\d{4}-\d{2}-\d{2}\.tar\.gz$/)
  const path = await file.path()

  // A page changed after the export: the import puts the exported title back.
  const { docs } = await (await page.request.get('/api/pages?sort=-id&limit=1&locale=cs&depth=0', { headers })).json()
  const pageDoc = docs[0]
  const changed = await page.request.patch(`/api/pages/${pageDoc.id}?locale=cs`, {
    headers,
    data: { title: `${pageDoc.title} (upraveno)` },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
  try {
    await page.getByLabel('Soubor balíčku (.tar.gz)').setInputFiles(path)
    await page.getByRole('button', { name: 'Zkontrolovat balíček' }).click()
    await expect(page.getByRole('heading', { name: 'Kontrola nanečisto: zatím se nic nezměnilo' })).toBeVisible({ timeout: 60_000 })
    const pagesRow = page.getByRole('row', { name: /^Stránky/ })
    await expect(pagesRow.getByRole('cell').nth(1)).toHaveText('1')
    // Nothing written yet.
    const before = await (await page.request.get(`/api/pages/${pageDoc.id}?locale=cs&depth=0`, { headers })).json()
    expect(before.title).toBe(`${pageDoc.title} (upraveno)`)

    await page.getByRole('button', { name: 'Importovat' }).click()
    // The outcome is announced (a status), with the table of what was written.
    await expect(page.getByRole('status').filter({ hasText: 'Import je hotový' })).toBeVisible({ timeout: 60_000 })
    await expect(
      page
        .getByRole('row', { name: /^Stránky/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('1')
    const after = await (await page.request.get(`/api/pages/${pageDoc.id}?locale=cs&depth=0`, { headers })).json()
    expect(after.title).toBe(pageDoc.title)
  } finally {
    await page.request.patch(`/api/pages/${pageDoc.id}?locale=cs`, { headers, data: { title: pageDoc.title } })
  }
})
