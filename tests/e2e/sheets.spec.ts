import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { readSheet, writeSheet } from '../../src/features/sheets/csv'
import { logInToAdmin, test } from './helpers'

test.use({ locale: 'cs-CZ' })

const password = 'sheets-password-1'
const procedureSlug = 'plastika-pazi'

/** The first price shown on the procedure's public page, as digits (the page formats "69 000 Kč"). */
async function publicFirstPrice(admin: Page): Promise<string> {
  const page = await admin.context().newPage()
  try {
    await page.goto(`/zakroky/${procedureSlug}`)
    const cell = page.locator('.price-table tr').first().locator('td').last()
    return ((await cell.textContent()) ?? '').replace(/\D/g, '')
  } finally {
    await page.close()
  }
}

test('an editor exports the procedures for Excel, imports an edited price, checks the preview, applies it, and the public page shows it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const origin = new URL(page.url()).origin
  const email = `editor-sheets-${Date.now()}@e2e.example`
  const created = await page.request.post('/api/users', {
    headers: { origin },
    data: { email, password, role: 'editor', name: 'Editorka Tabulková', language: 'cs' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()
  await logInToAdmin(page, email, password)

  await page.goto('/admin/collections/procedures')
  const panel = page.locator('.sheet-panel')
  await expect(panel.getByRole('heading', { name: 'Tabulka (CSV)' })).toBeVisible()

  // Export for Czech Excel.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Stáhnout pro Excel (CSV se středníky)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^zakroky-\d{4}-\d{2}-\d{2}\.csv$/)
  const original = await readFile(await download.path())
  expect([...original.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const sheet = readSheet(original.toString('utf8'))
  expect(sheet.format).toBe('excel')
  const row = sheet.rows.find((candidate) => candidate.cells.slug_cs === procedureSlug)
  expect(row, `${procedureSlug} in the export`).toBeDefined()
  const oldAmount = row?.cells.price1_amount ?? ''
  const oldPrice = await publicFirstPrice(page)
  expect(oldPrice).toBe(oldAmount.replace(/\D/g, ''))

  // Staff type the new price as Czech Excel shows it: with a space between thousands.
  const newAmount = 70_000 + (Date.now() % 900) * 10
  const typed = newAmount.toLocaleString('cs-CZ')
  const rows = sheet.rows.map(({ cells }) =>
    sheet.columns.map((column) => (cells.slug_cs === procedureSlug && column === 'price1_amount' ? typed : cells[column])),
  )
  const edited = Buffer.from(writeSheet([sheet.columns, ...rows], 'excel'))

  try {
    // A price the sheet cannot read shows its error only, never a change to 0 (issue 42, point 8).
    await page.goto('/admin/collections/procedures')
    const unreadable = sheet.rows.map(({ cells }) =>
      sheet.columns.map((column) => (cells.slug_cs === procedureSlug && column === 'price1_amount' ? 'dohodou' : cells[column])),
    )
    await panel.getByLabel('Soubor CSV k importu').setInputFiles({
      name: 'zakroky-chyba.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(writeSheet([sheet.columns, ...unreadable], 'excel')),
    })
    await panel.getByRole('button', { name: 'Zobrazit náhled změn' }).click()
    const refusedRow = panel.locator('tr[data-action="error"]')
    await expect(refusedRow).toHaveCount(1)
    await expect(refusedRow).toContainText('Sloupec price1_amount: „dohodou“ není číslo.')
    // Its error only: no change line ("price1_amount: 70 000 → 0") beside it.
    await expect(refusedRow).not.toContainText('→')

    await page.goto('/admin/collections/procedures')
    // The file field is found by its label; the preview is asked for from the keyboard.
    await panel.getByLabel('Soubor CSV k importu').setInputFiles({ name: 'zakroky-upravene.csv', mimeType: 'text/csv', buffer: edited })
    const previewButton = panel.getByRole('button', { name: 'Zobrazit náhled změn' })
    await previewButton.focus()
    await page.keyboard.press('Enter')

    const previewHeading = panel.getByRole('heading', { name: 'Náhled importu: zatím se nic nezměnilo' })
    await expect(previewHeading).toBeFocused()
    await expect(panel.getByText(/^Nové: 0, změněné: 1, beze změny: \d+, s chybou: 0\.$/)).toBeVisible()
    const changedRow = panel.locator('tr[data-action="changed"]')
    await expect(changedRow).toHaveCount(1)
    await expect(changedRow).toContainText(`price1_amount: ${oldAmount} → ${newAmount}`)
    await expect(changedRow).toContainText('změněný')
    const { violations } = await new AxeBuilder({ page }).include('.sheet-panel').withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(
      violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary}`)),
    ).toEqual([])

    // Nothing is applied before the editor confirms.
    expect(await publicFirstPrice(page)).toBe(oldPrice)
    await panel.getByRole('button', { name: 'Použít změny' }).click()
    const done = panel.getByRole('status')
    await expect(done).toHaveText('Import je hotový: 0 nových, 1 změněných.')
    await expect(done).toBeFocused()

    await expect(async () => expect(await publicFirstPrice(page)).toBe(String(newAmount))).toPass({ timeout: 15_000 })
  } finally {
    // The original file back, through the same endpoints: the demo keeps its price.
    const headers = { origin, 'content-type': 'text/csv' }
    const preview = await page.request.post('/api/procedures/sheet/preview', { headers, data: original })
    const { fingerprint } = (await preview.json()) as { fingerprint: string }
    const restored = await page.request.post(`/api/procedures/sheet/apply?fingerprint=${fingerprint}`, { headers, data: original })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})
