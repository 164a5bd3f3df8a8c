import { expect, type Page } from '@playwright/test'
import { inquiryIdOf, logInToAdmin, newVisitorAddress, test } from './helpers'

test.use({ locale: 'cs-CZ' })

/** Payload accepts the session cookie only from its own origin (CSRF protection). */
const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin })

async function auditEntries(page: Page, reference: string): Promise<Array<{ action: string; reason?: string | null; byName?: string }>> {
  const response = await page.request.get(`/api/inquiry-audit?where[reference][equals]=${reference}&sort=createdAt&depth=0`, {
    headers: sameOrigin(page),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Array<{ action: string; reason?: string | null; byName?: string }> }).docs
}

test('an admin deletes one inquiry only after saving a reason, and the audit log keeps who, when and why', async ({ page, request }) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const sent = await request.post('/api/v1/inquiries/standard', {
    // A visitor of its own: the per-address inquiry limit is not shared with the other tests' posts.
    headers: { 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': newVisitorAddress() },
    multipart: {
      name: 'Mazaná Testová',
      email: `vymaz-${stamp}@example.cz`,
      phoneNumber: '+420 777 123 456',
      message: 'Prosím o smazání mých údajů.',
      lang: 'cs',
      isSpam: 'false',
      isHP: 'false',
      locationUrl: '/kontakt',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }

  await logInToAdmin(page)
  const id = await inquiryIdOf(page, reference)

  // The list offers no bulk delete: a selected row gives no "Smazat".
  await page.goto(`/admin/collections/inquiries?search=${encodeURIComponent(reference)}`)
  await expect(page.getByText(`vymaz-${stamp}@example.cz`)).toBeVisible()
  // The row's checkbox selects only once the list has hydrated: a click before that is lost, so
  // it is tried again (Playwright's own checks, no forced click at a stale position).
  const rowCheckbox = page.locator('.table tbody tr').first().locator('.select-row input[type="checkbox"]')
  await expect(async () => {
    if (!(await rowCheckbox.isChecked())) await rowCheckbox.click({ timeout: 5_000 })
    await expect(page.locator('.list-selection')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('.list-selection .delete-documents__toggle')).toHaveCount(0)
  await expect(page.locator('.list-selection').getByRole('button', { name: 'Smazat' })).toHaveCount(0)

  // Delete without a reason: refused, with the reason named; the inquiry stays.
  await page.goto(`/admin/collections/inquiries/${id}`)
  await expect(page.locator('#field-deletionReason')).toBeVisible()
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
  await expect(page.locator('.payload-toast-container')).toContainText('Poptávku lze smazat jen s důvodem', { timeout: 15_000 })
  expect((await page.request.get(`/api/inquiries/${id}`, { headers: sameOrigin(page) })).status()).toBe(200)

  // With a saved reason it goes, and the audit log records the view, the reason saved and the deletion.
  const reason = `Žádost o výmaz e-mailem ${stamp}`
  await page.reload()
  await page.locator('#field-deletionReason').fill(reason)
  await page.getByRole('button', { name: 'Uložit' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
  await expect(page).toHaveURL(/\/admin\/collections\/inquiries\/?(\?.*)?$/, { timeout: 15_000 })
  expect((await page.request.get(`/api/inquiries/${id}`, { headers: sameOrigin(page) })).status()).toBe(404)

  const entries = await auditEntries(page, reference)
  expect(entries.map((entry) => entry.action)).toContain('view')
  expect(entries.filter((entry) => entry.action === 'change')).toHaveLength(1)
  expect(entries.filter((entry) => entry.action === 'delete')).toEqual([
    expect.objectContaining({ reason, byName: expect.stringContaining('admin@e2e.example') }),
  ])
})
