import { expect, type Page, test } from '@playwright/test'
import { logInToAdmin } from './helpers'

/**
 * Issue 30, points 3 and 4, in the Czech admin of a staff member's browser in Prague: messages
 * this project writes and Payload's templates read as Czech, and dates are typed, picked to the
 * minute and shown as "25. 11. 2026 15:33" in Prague time.
 */

test.use({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })

const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin })

/** "d. M. yyyy HH:mm" of an instant in Prague, as the clinic writes it. */
function inPrague(instant: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', ...options }).format(instant)
  return `${Number(part({ day: 'numeric' }))}. ${Number(part({ month: 'numeric' }))}. ${part({ year: 'numeric' })} ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`
}

test('an empty Czech name is refused in Czech, and a new item is named without a broken case', async ({ page }) => {
  await logInToAdmin(page)
  // The dashboard cards' "+" once read "Vytvořit nový [object Object]" to screen readers.
  await expect(page.locator('.card [aria-label="Nová položka: Stránky"]')).toHaveCount(1)
  await expect(page.locator('[aria-label*="[object Object]"]')).toHaveCount(0)
  await page.goto('/admin/collections/pages/create?locale=cs')
  // Payload's own "Vytváření nového Stránka" put a feminine noun into a masculine case.
  await expect(page.getByText('Nová položka: Stránka').first()).toBeVisible()
  await expect(page.getByText('Vytváření nového Stránka')).toHaveCount(0)
  await page.getByRole('button', { name: 'Publikovat změny' }).click()
  await expect(page.getByText('Povinné v češtině (ostatní jazyky bez textu zobrazí český text).').first()).toBeVisible()
  await expect(page.getByText('Required in Czech')).toHaveCount(0)
})

test('a typed "1. 8. 2026 15:33" is kept as typed and stored as 15:33 Prague (summer) time', async ({ page }) => {
  await logInToAdmin(page)
  const headers = headersOf(page)
  const popups = await (await page.request.get('/api/popups?limit=1&depth=0', { headers })).json()
  const popup = popups.docs[0]
  expect(popup, 'a popup to edit').toBeTruthy()
  try {
    await page.goto(`/admin/collections/popups/${popup.id}?locale=cs`)
    const validFrom = page.locator('#field-validFrom input')
    // Inside the seeded popup's period (31 July to 29 October), so no other rule refuses the save.
    await validFrom.fill('1. 8. 2026 15:33')
    await validFrom.press('Escape')
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await expect(validFrom).toHaveValue('1. 8. 2026 15:33')
    await page.locator('#action-save').click()
    await expect
      .poll(async () => (await (await page.request.get(`/api/popups/${popup.id}?depth=0`, { headers })).json()).validFrom)
      .toBe('2026-08-01T13:33:00.000Z')
    await page.reload()
    await expect(page.locator('#field-validFrom input')).toHaveValue('1. 8. 2026 15:33')
  } finally {
    await page.request.patch(`/api/popups/${popup.id}`, { headers, data: { validFrom: popup.validFrom } })
  }
})

test('a publish scheduled for 15:33 is listed and queued for 15:33 Prague time; versions show Prague time', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const headers = headersOf(page)
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder&depth=0', { headers })).json()
  const procedure = procedures.docs[0]
  await page.goto(`/admin/collections/procedures/${procedure.id}`)
  await page.getByRole('button', { name: 'Publikovat změny' }).locator('xpath=following::button[1]').click()
  await page.getByRole('button', { name: 'Naplánovat publikaci' }).click()

  // Tomorrow in Prague, picked on the calendar; the time list runs in 1-minute steps.
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000)
  const day = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', day: 'numeric' }).format(tomorrow))
  const drawer = page.locator('.schedule-publish')
  await drawer.locator('.react-datepicker__input-container input').click()
  if (day === 1) await page.locator('.react-datepicker__navigation--next').click()
  await page
    .locator(`.react-datepicker__day--${String(day).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`)
    .first()
    .click()
  await expect(page.locator('.react-datepicker__time-list-item', { hasText: /^15:32$/ })).toHaveCount(1)
  await page.locator('.react-datepicker__time-list-item', { hasText: /^15:33$/ }).click()
  await drawer.getByRole('button', { name: 'Uložit' }).click()

  // The upcoming events list the time as picked, in Prague time.
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: 'numeric' })
    .format(tomorrow)
    .split('-')
    .map(Number)
  const expected = `${day}. ${month}. ${year} 15:33`
  await expect(drawer.getByText(expected).first()).toBeVisible()
  await expect(drawer.getByText('Praha (Europe/Prague)').first()).toBeVisible()

  // The list is drawn from the stored job in its own zone: a browser elsewhere (UTC) sees 15:33 too,
  // so the job waits until 15:33 in Prague.
  const elsewhere = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'UTC', storageState: await page.context().storageState() })
  const remote = await elsewhere.newPage()
  await remote.goto(`/admin/collections/procedures/${procedure.id}`)
  await remote.getByRole('button', { name: 'Publikovat změny' }).locator('xpath=following::button[1]').click()
  await remote.getByRole('button', { name: 'Naplánovat publikaci' }).click()
  await expect(remote.locator('.schedule-publish').getByText(expected).first()).toBeVisible()
  await elsewhere.close()

  // The version list shows when each version was saved, in Prague time.
  const versions = await (
    await page.request.get(`/api/procedures/versions?where[parent][equals]=${procedure.id}&sort=-updatedAt&limit=1&depth=0`, {
      headers,
    })
  ).json()
  await page.goto(`/admin/collections/procedures/${procedure.id}/versions`)
  await expect(page.locator('.cell-updatedAt').first()).toHaveText(inPrague(new Date(versions.docs[0].updatedAt)))

  // The version's own page shows it in Prague time too.
  const saved = new Date(versions.docs[0].updatedAt)
  await page.goto(`/admin/collections/procedures/${procedure.id}/versions/${versions.docs[0].id}`)
  await expect(page.getByText(inPrague(saved)).first()).toBeVisible()
})

test('on a phone (375 px) every document control is in view, and scheduling opens from it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await logInToAdmin(page)
  const headers = headersOf(page)
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder&depth=0', { headers })).json()
  await page.goto(`/admin/collections/procedures/${procedures.docs[0].id}`)
  const controls = page.locator('.doc-controls__controls-wrapper').locator('button:visible, a:visible')
  await expect(controls.first()).toBeVisible()
  // Nothing scrolled out of the row's view (Payload's row scrolled sideways under a fade)…
  const row = page.locator('.doc-controls__controls')
  expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
  // …and every control inside the screen, none on top of another.
  const boxes: { name: string; x: number; y: number; width: number; height: number }[] = []
  for (const control of await controls.all()) {
    const box = await control.boundingBox()
    const name = (await control.getAttribute('aria-label')) || (await control.textContent()) || 'control'
    expect(box, `${name} has a box`).not.toBeNull()
    if (!box || box.width === 0) continue
    expect(box.x, `${name} starts in view`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${name} ends in view`).toBeLessThanOrEqual(375)
    boxes.push({ name, ...box })
  }
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1)
      .filter((b) => !a.name.includes(b.name) && !b.name.includes(a.name))
      .map((b) => `${a.name} / ${b.name}`),
  )
  expect(overlapping).toEqual([])
  await page.getByRole('button', { name: 'Publikovat změny' }).locator('xpath=following::button[1]').click()
  await page.getByRole('button', { name: 'Naplánovat publikaci' }).click()
  await expect(page.locator('.schedule-publish')).toBeVisible()
})
