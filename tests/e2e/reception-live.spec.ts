import ExcelJS from 'exceljs'
import { expect, type Page } from '@playwright/test'
import { inquiryIdOf, logInToAdmin, sendInquiry, test } from './helpers'

// Issue 30 point 8 and issue 31's leftovers, in the Czech admin of the production build.
// Each step gets its own limit, so a stuck step is named in the report instead of the whole test timing out.
test.use({ locale: 'cs-CZ', actionTimeout: 30_000, navigationTimeout: 60_000 })

const password = 'recepce-heslo-2026'

/** New inquiries as the signed-in user may count them (Payload's REST API with the page's session). */
async function newInquiriesByApi(page: Page): Promise<number> {
  const response = await page.request.get('/api/inquiries/count?where[status][equals]=new&where[isSpam][equals]=false', {
    headers: { origin: new URL(page.url()).origin },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * Waits until the dashboard's number is what the API counts now, and returns it. Focus makes the
 * dashboard ask at once, as when reception comes back to the tab. Tests running beside this one
 * send inquiries too, so the number is read again on each try rather than fixed in advance.
 */
async function dashboardShowsCurrentCount(page: Page): Promise<number> {
  let current = 0
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    current = await newInquiriesByApi(page)
    await expect(page.getByTestId('new-inquiries-count')).toHaveText(String(current), { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return current
}

test('reception: the count refreshes by itself, people are shown by name, the XLSX keeps the phone as typed, the report is Czech', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const receptionEmail = `recepce-ziva-${stamp}@e2e.example`
  // A name of this run only: a retry must not find the first attempt's account in the picker.
  const receptionName = `Radka Živá ${String(stamp).slice(-5)}`

  await logInToAdmin(page)
  const created = await page.request.post('/api/users', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: receptionEmail, password, role: 'reception', name: receptionName, language: 'cs' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const receptionId = ((await created.json()) as { doc: { id: number } }).doc.id
  const first = await sendInquiry(request, { phoneNumber: '+420 777 123 456' })
  const firstId = await inquiryIdOf(page, first.reference)

  const context = await browser.newContext({ locale: 'cs-CZ' })
  const reception = await context.newPage()
  try {
    await logInToAdmin(reception, receptionEmail, password)
    const before = await dashboardShowsCurrentCount(reception)
    expect(before).toBeGreaterThanOrEqual(1)

    // An inquiry arrives while the dashboard is open: the number follows without a reload
    // (the page's own marker survives, so it was not reloaded). Focus makes it ask at once,
    // as when reception comes back to the tab; the 30 s poll does the same on its own.
    await reception.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    await sendInquiry(request, { name: 'Druhá Pacientka' })
    expect(await dashboardShowsCurrentCount(reception)).toBeGreaterThan(before)
    expect(await reception.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

    // The assignee picker shows the person's name, not the e-mail, and lists colleagues too: the
    // administrator who created this account.
    const admin = (await (await page.request.get('/api/users/me', { headers: { origin: new URL(page.url()).origin } })).json()).user
    await reception.goto(`/admin/collections/inquiries/${firstId}`)
    await reception.locator('#field-assignedTo .rs__control').click()
    await expect(reception.locator('.rs__option', { hasText: admin.name })).toBeVisible()
    const option = reception.locator('.rs__option', { hasText: receptionName })
    await expect(option).toBeVisible()
    await expect(option).not.toContainText(receptionEmail)
    await option.click()
    await expect(reception.locator('#field-assignedTo')).toContainText(receptionName)

    // The XLSX export beside the CSV: the phone number is a text cell exactly as typed.
    const query = new URLSearchParams({ 'where[or][0][and][0][reference][equals]': first.reference })
    await reception.goto(`/admin/collections/inquiries?${query}`)
    await expect(reception.getByRole('link', { name: 'Exportovat do CSV' })).toBeVisible()
    const download = reception.waitForEvent('download', { timeout: 30_000 })
    await reception.getByRole('link', { name: 'Exportovat do Excelu (XLSX)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^poptavky-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const sheet = workbook.worksheets[0]
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 4)).toEqual(['Číslo poptávky', 'Přijato', 'Stav', 'Přiřazeno'])
    expect(sheet.rowCount).toBe(2)
    expect(sheet.getRow(2).getCell(1).value).toBe(first.reference)
    const phone = sheet.getRow(2).getCell(header.indexOf('Telefon') + 1)
    expect(phone.type).toBe(ExcelJS.ValueType.String)
    expect(phone.value).toBe('+420 777 123 456')

    // The lead report: one of the inquiries booked, so the share has decimals, with a comma.
    const booked = await reception.request.patch(`/api/inquiries/${firstId}`, {
      headers: { origin: new URL(reception.url()).origin },
      data: { status: 'booked' },
    })
    expect(booked.status(), await booked.text()).toBe(200)
    await reception.goto('/admin/lead-report')
    await expect(reception.getByRole('heading', { name: 'Odkud přicházejí pacienti' })).toBeVisible()
    await expect(reception.getByTestId('lead-report-booked-share').locator('dd')).toHaveText(/^\d{1,3},\d %$/)
    await expect(reception.locator('.lead-report__table td', { hasText: /^\d{1,3},\d %$/ }).first()).toBeVisible()
    await expect(reception.locator('.lead-report__table td', { hasText: /^\d{1,3}\.\d %$/ })).toHaveCount(0)
    // The chart: visx bars, drawn on the server as SVG.
    await expect(reception.locator('.lead-report__chart svg rect.visx-bar').first()).toBeAttached()

    // A wrong date is explained in Czech.
    await reception.goto('/admin/lead-report?from=2026-13-01&to=2026-11-30')
    await expect(reception.locator('.lead-report__error')).toHaveText('Datum „Od“ musí být platné datum (RRRR-MM-DD).')
  } finally {
    await context.close()
    // The account is this test's own: it leaves no extra assignee in the pickers of later tests.
    await page.request.delete(`/api/users/${receptionId}`, { headers: { origin: new URL(page.url()).origin } })
  }
})
