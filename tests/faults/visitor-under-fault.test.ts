/**
 * What a visitor sees when the database cannot take their call-back request: the spec's failure
 * alert (no false thank-you), the number kept, and one more press once the fault has cleared is
 * thanked and stored exactly once. Real server, real database lock, Debian's Chromium.
 */
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumArgs, testChromiumPath } from '../../scripts/lib/chromium.mjs'
import { consentRefusedState } from '../../playwright.config'
import { Database, type DataFolder, dataFolder, holdWriteLock, type Server, startServer } from './harness'

let data: DataFolder
let server: Server
let browser: Browser

beforeAll(async () => {
  data = dataFolder()
  server = await startServer(data)
  browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: [...chromiumArgs, '--disable-quic'],
  })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  data?.dispose()
})

it('a call-back request the database cannot take shows the failure alert; the retry after the fault is thanked and stored once', async () => {
  // A returning visitor who refused tracking, so the consent banner does not cover the form.
  const storageState = { cookies: [], origins: consentRefusedState.origins.map((origin) => ({ ...origin, origin: server.baseUrl })) }
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' })
  const page = await context.newPage()
  await page.goto(`${server.baseUrl}/kontakt`)
  const popup = page.getByRole('dialog').filter({ has: page.locator('.popup__body') })
  await popup.waitFor({ state: 'visible', timeout: 10_000 })
  for (let tries = 0; tries < 10 && (await popup.isVisible()); tries++) {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(300)
  }
  // The call-back appears after half a screen of scrolling, as a button that opens its form.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight))
  const sticky = page.locator('.sticky-callback')
  await sticky.locator('.sticky-callback__launcher').click()
  const number = '+420 777 888 999'
  await sticky.locator('input[type="tel"]').fill(number)

  const release = await holdWriteLock(data.db)
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message())
      await dialog.accept()
    }),
  )
  await sticky.getByRole('button', { name: 'Odeslat', exact: true }).click()
  expect(await alert).toBe('Došlo k chybě při odesílání formuláře, zkuste to prosím později.')
  await expect.poll(() => sticky.locator('input[type="tel"]').inputValue()).toBe(number)
  expect(await sticky.textContent()).not.toContain('Děkujeme, ozveme se vám obratem.')
  await release()

  await sticky.getByRole('button', { name: 'Odeslat', exact: true }).click()
  await sticky.getByText('Děkujeme, ozveme se vám obratem.').waitFor({ timeout: 15_000 })
  await context.close()

  const db = new Database(data.db)
  try {
    const stored = db.prepare("SELECT count(*) AS n FROM inquiries WHERE kind = 'call-me' AND phone_number = ?").get(number)
    expect(stored?.n).toBe(1)
  } finally {
    db.close()
  }
})
