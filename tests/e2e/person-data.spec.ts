import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import JSZip from 'jszip'
import sharp from 'sharp'
import { hasNoHorizontalOverflow, logInToAdmin, newVisitorAddress, test } from './helpers'

test.use({ locale: 'cs-CZ' })

/** Payload accepts the session cookie only from its own origin (CSRF protection). */
const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin })

test('an administrator finds a patient’s data by phone, downloads it as a ZIP and erases it after a confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  // A number of this run only: other tests' inquiries share the default one.
  const digits = `6${String(stamp).slice(-8)}`
  const typed = `+420 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
  const email = `pacient-${stamp}@example.cz`
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .toBuffer()
  for (const [phoneNumber, images] of [
    [digits, { name: 'a.jpg', mimeType: 'image/jpeg', buffer: photo }],
    [typed, undefined],
  ] as const) {
    const sent = await request.post('/api/v1/inquiries/standard', {
      headers: { 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': newVisitorAddress() },
      multipart: {
        name: 'Pavla Žádající',
        email,
        phoneNumber,
        message: 'Prosím o výpis a výmaz mých údajů.',
        lang: 'cs',
        isSpam: 'false',
        isHP: 'true',
        locationUrl: '/kontakt',
        ...(images ? { images } : {}),
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  await logInToAdmin(page)
  // Below Payload's wide breakpoint the side menu starts folded.
  await expect(async () => {
    const openMenu = page.getByRole('button', { name: 'Otevřít menu' })
    if (await openMenu.isVisible()) await openMenu.click({ timeout: 2_000 })
    await page.locator('#nav-person-data').click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/admin\/person-data$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Údaje pacienta na žádost' })).toBeVisible({ timeout: 15_000 })
  // A number that is not one is refused, naming the field.
  await page.getByLabel('Telefon').fill('12')
  await page.getByRole('button', { name: 'Vyhledat' }).click()
  await expect(page.getByRole('alert')).toContainText('Telefon není ve správném tvaru')
  await expect(page.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')

  // The number typed another way finds both inquiries.
  await page.getByLabel('Telefon').fill(typed)
  await page.getByRole('button', { name: 'Vyhledat' }).click()
  await expect(page.locator('.person-data__found')).toContainText(/Nalezeno: 2 poptávky, 1 fotografie/)
  await expect(page.locator('.person-data__table tbody tr')).toHaveCount(2)
  await page.screenshot({ path: test.info().outputPath('person-data-1280.png'), fullPage: true })

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Stáhnout údaje pro pacienta (ZIP)' }).click()
  const file = await (await download).path()
  const zip = await JSZip.loadAsync(await readFile(file))
  expect(await zip.file('prehled.html')?.async('string')).toContain('Pavla Žádající')
  const data = JSON.parse((await zip.file('udaje.json')?.async('string')) ?? '{}') as { poptávky: Array<{ telefon: string }> }
  expect(data.poptávky.map((inquiry) => inquiry.telefon)).toEqual([digits, typed])
  expect(Object.keys(zip.files).filter((name) => name.startsWith('fotografie/') && !zip.files[name].dir)).toHaveLength(1)

  // The confirmation names what goes; on a phone it fits the screen.
  await page.getByRole('link', { name: 'Vymazat tyto údaje…' }).click()
  const confirmation = page.locator('.person-data__confirm')
  await expect(confirmation).toContainText(/Nenávratně se vymaže: 2 poptávky, 1 fotografie, \d+ auditní/)
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(() => hasNoHorizontalOverflow(page)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('person-data-375.png'), fullPage: true })
  await confirmation.getByRole('button', { name: 'Ano, vymazat natrvalo' }).click()
  await expect(page.locator('.person-data__done')).toContainText(/^Vymazáno: 2 poptávky, 1 fotografie, \d+ auditní/)

  // Nothing of hers is found again; the audit log keeps the erasure without her contact.
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Vyhledat' }).click()
  await expect(page.getByText('K tomuto e-mailu ani telefonu nejsou uložené žádné údaje.')).toBeVisible()
  const audit = await page.request.get('/api/inquiry-audit?where[action][equals]=delete&sort=-createdAt&limit=1&depth=0', {
    headers: sameOrigin(page),
  })
  const [entry] = ((await audit.json()) as { docs: Array<Record<string, unknown>> }).docs
  expect(entry).toMatchObject({ reason: expect.stringMatching(/^Výmaz na žádost: 2 poptávky, 1 fotografie/), reference: null })
  expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${stamp}|${digits}`))
})
