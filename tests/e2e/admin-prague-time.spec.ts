import { expect, type Locator, type Page } from '@playwright/test'
import { parseWallClock, pragueInstant } from '../../src/platform/cms/prague-time'
import { logInToAdmin, test } from './helpers'

/**
 * Issue 30, points 3 and 4, in the Czech admin of a staff member's browser in Prague: messages
 * this project writes and Payload's templates read as Czech, and dates are typed, picked to the
 * minute and shown as "25. 11. 2026 15:33" in Prague time.
 */

test.use({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })

const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin })

/** "d. M. yyyy HH:mm" of an instant in a zone (Prague unless said), as the clinic writes it. */
function inPrague(instant: Date, timeZone = 'Europe/Prague'): string {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(instant)
  return `${Number(part({ day: 'numeric' }))}. ${Number(part({ month: 'numeric' }))}. ${part({ year: 'numeric' })} ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`
}

/** Tomorrow's date in Prague with the given time, typed as staff type it: "29. 11. 2026 15:33". */
const tomorrowAt = (time: string) =>
  `${inPrague(new Date(Date.now() + 24 * 3600 * 1000))
    .split(' ')
    .slice(0, 3)
    .join(' ')} ${time}`

/** The instant a typed Prague time means (ISO), as the scheduling endpoint stores it. */
const instantOf = (typed: string) => pragueInstant(parseWallClock(typed)!)!.toISOString()

/** Removes Payload's edit locks on a procedure, so the admin-czech-screens test's other account can edit it. */
async function releaseLocks(page: Page, id: number) {
  const headers = headersOf(page)
  const locks = await (
    await page.request.get(`/api/payload-locked-documents?where[document.value][equals]=${id}&depth=0`, { headers })
  ).json()
  for (const lock of locks.docs) await page.request.delete(`/api/payload-locked-documents/${lock.id}`, { headers })
}

/** Opens "Naplánovat publikaci" on a document's edit screen; returns the drawer. */
async function openScheduling(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Naplánovat publikaci/ }).click()
  const drawer = page.getByRole('dialog', { name: /^Naplánovat publikaci: / })
  await expect(drawer).toBeVisible()
  await expect(drawer.locator('.prague-schedule__form')).toBeVisible()
  return drawer
}

/** Types a time into the drawer's date field and schedules it (publishing, in all languages unless given). */
async function schedule(page: Page, drawer: Locator, typed: string, language?: string) {
  const at = drawer.getByLabel('Datum a čas (pražský čas)')
  // A click opens the calendar beside the field.
  await at.click()
  await at.fill(typed)
  await expect(at).toHaveValue(typed)
  // The picker read it too, on a 24-hour clock with a minute of its own (not a 5-minute slot).
  await expect(page.locator('.react-datepicker__time-list-item--selected')).toHaveText(typed.split(' ').at(-1)!)
  await drawer.getByRole('radio', { name: 'Publikovat', exact: true }).check()
  if (language) await drawer.getByLabel('Jazyk').selectOption({ label: language })
  await drawer.getByRole('button', { name: 'Naplánovat', exact: true }).click()
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

test('scheduling a new draft offers publishing; a published page without changes offers taking it off', async ({ page }) => {
  await logInToAdmin(page)
  const headers = headersOf(page)
  const stamp = Date.now()
  const created = await page.request.post('/api/procedures?locale=cs&draft=true', {
    headers,
    data: { name: `Plánovaný koncept ${stamp}`, slug: `planovany-koncept-${stamp}`, perex: 'Koncept.', _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).doc.id as number
  try {
    // Issue 42: a draft never published opened on "Zrušit publikování"; scheduled so, it never went live.
    await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
    const draft = await openScheduling(page)
    await expect(draft.getByRole('radio', { name: 'Publikovat', exact: true })).toBeChecked()
    await page.keyboard.press('Escape')
    const published = await (
      await page.request.get('/api/procedures?where[_status][equals]=published&sort=-name&limit=1&depth=0', { headers })
    ).json()
    await page.goto(`/admin/collections/procedures/${published.docs[0].id}?locale=cs`)
    const live = await openScheduling(page)
    await expect(live.getByRole('radio', { name: 'Zrušit publikování', exact: true })).toBeChecked()
    await releaseLocks(page, published.docs[0].id)
  } finally {
    await page.request.delete(`/api/procedures/${id}`, { headers })
  }
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

test('a publication typed as "d. M. yyyy 15:33" is scheduled, listed and stored for 15:33 Prague time from any browser zone, and cancelled', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const headers = headersOf(page)
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder&depth=0', { headers })).json()
  const procedure = procedures.docs[0]
  const endpoint = `/api/procedures/${procedure.id}/scheduled-publications`
  const waiting = async () => (await (await page.request.get(endpoint, { headers })).json()).publications as { id: number; at: string }[]
  try {
    const editUrl = `/admin/collections/procedures/${procedure.id}?locale=cs`
    await page.goto(editUrl)
    // With a change typed, the publish menu opens: Payload's own drawer ("lis 29, 2026 3:33 odp.", a
    // typed date ignored) is no longer offered there…
    await page.locator('#field-name').fill(`${procedure.name} (upraveno)`)
    await page.getByRole('button', { name: 'Publikovat změny' }).locator('xpath=following::button[1]').click()
    await expect(page.getByRole('button', { name: 'Publikovat jazyk: Čeština' })).toBeVisible()
    await expect(page.locator('#schedule-publish')).toHaveCount(0)
    // …ours, beside it, schedules only what is saved: it says so and waits for the save.
    let drawer = await openScheduling(page)
    await expect(drawer.getByText('Máte neuložené změny. Naplánovat lze jen uloženou verzi: nejprve uložte koncept.')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Naplánovat', exact: true })).toBeDisabled()
    // Leaving without saving (the browser asks first). A tab left with unsaved changes keeps the
    // document locked for other accounts (Payload's lock, a few minutes): released here by hand.
    page.once('dialog', (dialog) => dialog.accept())
    await page.goto(editUrl)
    await releaseLocks(page, procedure.id)
    drawer = await openScheduling(page)
    const at = drawer.getByLabel('Datum a čas (pražský čas)')

    // What is no date, or is past, is refused in Czech; the field says so and has the focus.
    // (Enter in the field schedules, as the button does.)
    await at.fill('31. 11. 2026 15:33')
    await at.press('Enter')
    await expect(
      drawer.getByText('„31. 11. 2026 15:33“ není datum a čas. Zadejte den. měsíc. rok hodiny:minuty, např. 29. 11. 2026 15:33.'),
    ).toBeVisible()
    await expect(at).toHaveAttribute('aria-invalid', 'true')
    await expect(at).toBeFocused()
    await at.fill('1. 1. 2020 10:00')
    await drawer.getByRole('button', { name: 'Naplánovat', exact: true }).click()
    await expect(drawer.getByText('1. 1. 2020 10:00 už uplynulo. Zadejte čas v budoucnosti.')).toBeVisible()

    // Tomorrow at 15:33, typed: confirmed, listed as typed, stored as 15:33 in Prague.
    const typed = tomorrowAt('15:33')
    await schedule(page, drawer, typed, 'Čeština')
    await expect(page.getByText(`Naplánováno publikování: ${typed} (pražský čas).`)).toBeVisible()
    await expect(at).not.toHaveAttribute('aria-invalid', 'true')
    const row = drawer.locator('tbody tr', { hasText: typed })
    await expect(row).toContainText('Publikovat')
    await expect(row).toContainText('Čeština')
    expect((await waiting()).map((publication) => publication.at)).toEqual([instantOf(typed)])
    await expect(page.getByRole('button', { name: /^Naplánovat publikaci/ })).toContainText('(1')

    // A browser elsewhere (UTC) lists it at 15:33 as well, and a time typed there means Prague time too.
    const elsewhere = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'UTC', storageState: await page.context().storageState() })
    const remote = await elsewhere.newPage()
    await remote.goto(`/admin/collections/procedures/${procedure.id}?locale=cs`)
    const remoteDrawer = await openScheduling(remote)
    await expect(remoteDrawer.locator('tbody tr', { hasText: typed })).toBeVisible()
    const typedThere = tomorrowAt('16:47')
    await schedule(remote, remoteDrawer, typedThere)
    await expect(remoteDrawer.locator('tbody tr', { hasText: typedThere })).toContainText('Všechny jazyky')
    expect((await waiting()).map((publication) => publication.at)).toEqual([instantOf(typed), instantOf(typedThere)])
    // Cancelled there: the row goes, and the keyboard focus goes to the list's heading.
    await remoteDrawer.getByRole('button', { name: `Zrušit naplánované: Publikovat ${typedThere}` }).click()
    await expect(remoteDrawer.locator('tbody tr', { hasText: typedThere })).toHaveCount(0)
    await expect(remoteDrawer.getByRole('heading', { name: 'Naplánováno' })).toBeFocused()
    await elsewhere.close()

    await drawer.getByRole('button', { name: `Zrušit naplánované: Publikovat ${typed}` }).click()
    await expect(drawer.getByText('Nic není naplánováno.')).toBeVisible()
    expect(await waiting()).toEqual([])
  } finally {
    for (const publication of await waiting()) await page.request.delete(`${endpoint}/${publication.id}`, { headers })
    await releaseLocks(page, procedure.id)
  }
})

test('versions are listed, and a version is shown, at the Prague time they were saved, also where the server renders them', async ({
  page,
}) => {
  await logInToAdmin(page)
  const headers = headersOf(page)
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder&depth=0', { headers })).json()
  const procedure = procedures.docs[0]
  const versions = await (
    await page.request.get(`/api/procedures/versions?where[parent][equals]=${procedure.id}&sort=-updatedAt&limit=1&depth=0`, {
      headers,
    })
  ).json()
  const saved = new Date(versions.docs[0].updatedAt)
  await page.goto(`/admin/collections/procedures/${procedure.id}/versions`)
  await expect(page.locator('.cell-updatedAt').first()).toHaveText(inPrague(saved))

  // The version's own page: Payload formats its breadcrumb (and the restore dialog's text) on the
  // server, in the server's zone; this machine's is UTC, where it read an hour early in winter.
  const answer = await page.goto(`/admin/collections/procedures/${procedure.id}/versions/${versions.docs[0].id}`)
  const sent = await answer!.text()
  expect(sent).toContain(inPrague(saved))
  expect(sent).not.toContain(inPrague(saved, 'UTC'))
  await expect(page.locator('.step-nav')).toContainText(inPrague(saved))
  await expect(page.getByText(inPrague(saved)).first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText(inPrague(saved, 'UTC'))
})

/** The header's account icon whole on the screen and not covered by anything (Payload let the breadcrumb push it off). */
async function expectAccountIconInView(page: Page, width: number) {
  const account = page.locator('.app-header__account')
  await expect(account).toBeVisible()
  const box = (await account.boundingBox())!
  expect(box.x, 'the account icon starts in view').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'the account icon ends in view').toBeLessThanOrEqual(width)
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.app-header__account') !== null, {
    x: box.x + box.width - 2,
    y: box.y + box.height / 2,
  })
  expect(onTop, 'the account icon is not covered at its right edge').toBe(true)
}

test('on a phone (375 px) every document control is in view, and scheduling opens from it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 800 })
  await logInToAdmin(page)
  const headers = headersOf(page)
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder&depth=0', { headers })).json()
  await page.goto(`/admin/collections/procedures/${procedures.docs[0].id}`)
  await expectAccountIconInView(page, 375)
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
  // "Naplánovat publikaci" is one of those controls; its drawer fits the screen.
  const drawer = await openScheduling(page)
  for (const part of [drawer.getByLabel('Datum a čas (pražský čas)'), drawer.getByRole('button', { name: 'Naplánovat', exact: true })]) {
    const box = (await part.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  // The longest breadcrumb, a version's (with its date), leaves the account icon in view as well.
  const versions = await (
    await page.request.get(`/api/procedures/versions?where[parent][equals]=${procedures.docs[0].id}&limit=1&depth=0`, { headers })
  ).json()
  await page.goto(`/admin/collections/procedures/${procedures.docs[0].id}/versions/${versions.docs[0].id}`)
  await expect(page.locator('.step-nav')).toContainText('Verze')
  await expectAccountIconInView(page, 375)
})
