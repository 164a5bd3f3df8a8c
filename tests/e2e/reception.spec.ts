import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { inquiryIdOf, logInToAdmin, sendInquiry, test } from './helpers'

test.use({ locale: 'cs-CZ' })

const receptionPassword = 'recepce-heslo-2026'

/** New inquiries as reception may count them, through the REST API with the page's session. */
async function newInquiriesByApi(page: Page): Promise<number> {
  // Payload accepts the session cookie only from its own origin (CSRF protection).
  const headers = { origin: new URL(page.url()).origin }
  const response = await page.request.get('/api/inquiries?where[status][equals]=new&where[isSpam][equals]=false&limit=1&depth=0', {
    headers,
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

test('reception sees the new inquiries on the dashboard, contacts the visitor, notes it, sees the history and exports the list', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const visitorEmail = `pacientka-${stamp}@example.cz`
  const receptionEmail = `recepce-${stamp}@e2e.example`
  const note = `Volala jsem v ${stamp % 10000}, ozve se po dovolené.`

  // The administrator creates a reception account.
  await logInToAdmin(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/users', {
    headers: { origin },
    data: { email: receptionEmail, password: receptionPassword, role: 'reception', name: 'Recepční Testová', language: 'cs' },
  })
  expect(created.status(), await created.text()).toBe(201)

  // A visitor sends an inquiry.
  const { reference } = await sendInquiry(request, { name: 'Alžběta Zkušební', email: visitorEmail })

  // Reception signs in and lands on the dashboard with the count of new inquiries.
  const context = await browser.newContext({ locale: 'cs-CZ' })
  const reception = await context.newPage()
  try {
    await logInToAdmin(reception, receptionEmail, receptionPassword)
    const id = await inquiryIdOf(reception, reference)
    await expect(reception.getByRole('heading', { name: 'Nové poptávky' })).toBeVisible()
    // Other tests may send inquiries meanwhile: the shown number matches the API's at some reload.
    await expect(async () => {
      await reception.reload()
      const shown = Number(await reception.getByTestId('new-inquiries-count').textContent())
      expect(shown).toBeGreaterThanOrEqual(1)
      expect(shown).toBe(await newInquiriesByApi(reception))
    }).toPass({ timeout: 30_000 })

    // The link opens the list filtered to new inquiries, ours among them.
    await reception.getByRole('link', { name: 'Zobrazit nové poptávky' }).click()
    await expect(reception).toHaveURL(/\/admin\/collections\/inquiries\?.*where/)
    await expect(reception.getByText(visitorEmail)).toBeVisible()

    // Status "Kontaktováno" and a note, saved together.
    await reception.goto(`/admin/collections/inquiries/${id}`)
    await expect(reception.locator('#field-status')).toContainText('Nová')
    await reception.locator('#field-status .rs__control').click()
    await reception.locator('.rs__option', { hasText: /^Kontaktováno$/ }).click()
    await reception.locator('#field-newNote').fill(note)
    await reception.getByRole('button', { name: 'Uložit' }).click()
    await expect(reception.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })
    await expect(reception.locator('#field-status')).toContainText('Kontaktováno')
    // The saved note leaves the field: saving again must not add it twice.
    await expect(reception.locator('#field-newNote')).toHaveValue('')

    // The note with its author, and the history entry with who and from → to.
    const notes = reception.locator('#field-notes')
    await expect(notes).toContainText(note)
    await expect(notes).toContainText('Recepční Testová')
    const history = reception.locator('#field-history')
    await expect(history).toContainText('Recepční Testová')
    await expect(history.getByRole('row').filter({ hasText: 'Kontaktováno' })).toContainText('Nová')

    // The list filtered to contacted inquiries and searched for this visitor, exported as CSV.
    const query = new URLSearchParams({ 'where[or][0][and][0][status][equals]': 'contacted', search: visitorEmail })
    await reception.goto(`/admin/collections/inquiries?${query}`)
    await expect(reception.getByText(visitorEmail)).toBeVisible()
    // Next to the export choices: why the CSV's phones start with an apostrophe, and that XLSX has none.
    await expect(reception.getByText('V CSV mají buňky začínající znakem + = - nebo @ z bezpečnostních důvodů')).toBeVisible()
    await expect(reception.getByText('Pro Excel doporučujeme XLSX, ten apostrof nemá.')).toBeVisible()
    const download = reception.waitForEvent('download')
    await reception.getByRole('link', { name: 'Exportovat do CSV' }).click()
    const file = await (await download).path()
    const bytes = await readFile(file)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(lines[0]).toContain('"Číslo poptávky";"Přijato";"Stav";"Přiřazeno"')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"${reference}"`)
    expect(lines[1]).toContain('"Kontaktováno"')
    expect(lines[1]).toContain('"Alžběta Zkušební"')
    expect(lines[1]).toContain(`"'+420 777 123 456"`)
    expect(lines[1]).toContain(`Recepční Testová (${receptionEmail}): ${note}`)
  } finally {
    await context.close()
  }
})

test('an editor sees no inquiry count and cannot export', async ({ page }) => {
  await logInToAdmin(page)
  const origin = new URL(page.url()).origin
  const email = `editor-${Date.now()}@e2e.example`
  const created = await page.request.post('/api/users', {
    headers: { origin },
    data: { email, password: receptionPassword, role: 'editor', name: 'Editorka', language: 'cs' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()
  await logInToAdmin(page, email, receptionPassword)
  await expect(page.getByRole('heading', { name: 'Nové poptávky' })).toHaveCount(0)
  const exported = await page.request.get('/api/inquiries/export', { headers: { origin } })
  expect(exported.status()).toBe(403)
  expect(await exported.json()).toEqual({ errors: [{ message: 'Export poptávek mohou stáhnout jen administrátoři a recepce.' }] })
})
