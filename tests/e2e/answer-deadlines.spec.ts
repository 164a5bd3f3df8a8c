import { createRequire } from 'node:module'
import path from 'node:path'
import { expect } from '@playwright/test'
import { pragueDay, pragueMidnight } from '../../src/features/inquiries/promise/promise-deadline'
import { addDays, isWorkingDay, workingDayAfter } from '../../src/features/inquiries/promise/working-days'
import { logInToAdmin, screenshotAtBothWidths, sendInquiry, test } from './helpers'

// Issue 42 point 3, in the Czech admin of the production build: the promise's deadline in the
// inquiries list and on the dashboard.
test.use({ locale: 'cs-CZ', actionTimeout: 30_000, navigationTimeout: 60_000 })

type Statement = { run(...args: unknown[]): { changes: number } }
const Database: new (file: string) => { prepare(sql: string): Statement; close(): void } = createRequire(import.meta.url)('libsql')

/**
 * Inquiries arrive only now through the API; one that arrived days ago is made by moving its
 * arrival time in the server's database (the e2e server's SQLite file), as time would.
 */
function arrivedAt(reference: string, instant: Date) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR || 'data/e2e', 'clinic.db'))
  try {
    const moved = db.prepare('UPDATE inquiries SET created_at = ? WHERE reference = ?').run(instant.toISOString(), reference)
    expect(moved.changes).toBe(1)
  } finally {
    db.close()
  }
}

test('an inquiry due today and a late one, in the list and on the dashboard', async ({ page, request }) => {
  test.setTimeout(90_000)
  const stamp = String(Date.now()).slice(-6)
  const today = pragueDay(new Date())
  const working = isWorkingDay(today)
  const hours = (count: number) => count * 3_600_000

  // Due today: it arrived on the second working day before today (on a day off nothing is due).
  const dueName = `Dnešní Termín ${stamp}`
  const due = await sendInquiry(request, { name: dueName })
  arrivedAt(due.reference, new Date(pragueMidnight(workingDayAfter(today, -2)).getTime() + hours(10)))
  // Late: ten days ago, past any deadline (even across Christmas or Easter).
  const lateName = `Zmeškaný Termín ${stamp}`
  const late = await sendInquiry(request, { name: lateName })
  arrivedAt(late.reference, new Date(pragueMidnight(addDays(today, -10)).getTime() + hours(12)))
  // And one that arrives now.
  const newName = `Nový Termín ${stamp}`
  await sendInquiry(request, { name: newName })

  await logInToAdmin(page)
  const summary = page.getByTestId('promise-due-summary')
  await expect(summary).toHaveText(
    working ? /^Dnes k vyřízení: [1-9]\d* · Po termínu: [1-9]\d*$/ : /^Dnes k vyřízení: 0 · Po termínu: [1-9]\d*$/,
  )

  // "Po termínu" opens the list of exactly the late ones: the late inquiry is there, the other not.
  await summary.getByRole('link', { name: /^Po termínu/ }).click()
  await expect(page).toHaveURL(/collections\/inquiries\?/, { timeout: 30_000 })
  const row = (name: string) => page.locator('.table tbody tr', { hasText: name })
  await expect(row(lateName)).toBeVisible()
  await expect(row(dueName)).toHaveCount(0)

  // The list (searched for this test's three): the "Termín" column says where each one stands.
  await page.goto(`/admin/collections/inquiries?search=${stamp}`)
  await expect(page.getByRole('columnheader', { name: 'Termín' })).toBeVisible()
  await expect(row(lateName).locator('[data-promise-state]')).toHaveText(/^po termínu (1 den|[234] dny|\d+ dní)$/)
  await expect(row(dueName).locator('[data-promise-state]')).toHaveText(working ? 'dnes' : /^do \d{1,2}\. \d{1,2}\.$/)
  await expect(row(newName).locator('[data-promise-state]')).toHaveText(/^do \d{1,2}\. \d{1,2}\.$/)
  await screenshotAtBothWidths(page, 'inquiries-due-and-late')
})
