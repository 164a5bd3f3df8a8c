/**
 * The go-live checklist on the admin dashboard (issue 25, point 5): administrators see it, in their
 * language, with links to the screens that fix each item and a test e-mail button that works from
 * the keyboard and announces its outcome; editors and reception do not see it. The server's mail
 * goes to a real SMTP peer on `e2eSmtpPort` while this test runs it.
 */
import { expect, type Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { e2eSmtpPort } from '../../playwright.config'
import { logInToAdmin, test } from './helpers'

const password = 'go-live-e2e-password-1'

async function createStaff(page: Page, role: 'admin' | 'editor' | 'reception', language: 'cs' | 'en') {
  const email = `golive-${role}-${language}-${Date.now()}@e2e.example`
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/users', {
    headers: { origin },
    data: { email, password, role, language, name: `Go-live ${role}` },
  })
  expect(created.status(), await created.text()).toBe(201)
  return email
}

type Peer = { messages: string[]; close(): Promise<void> }

async function startSmtpPeer(): Promise<Peer> {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(e2eSmtpPort, '127.0.0.1', resolve))
  return { messages, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

test.describe.configure({ mode: 'serial' })

test('an administrator sees the checklist in Czech, follows its links and sends the test e-mail from the keyboard', async ({ page }) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const checklist = page.getByRole('region', { name: 'Před spuštěním webu' })
  await expect(checklist).toBeVisible()

  // The seeded demo: its pictures are illustrations, and its SITE_URL is http://localhost.
  const demo = checklist.getByTestId('go-live-demo')
  await expect(demo.getByTestId('go-live-status')).toHaveText('Chybí')
  await expect(demo).toContainText('Obrázky označené jako ilustrační:')
  await expect(checklist.getByTestId('go-live-siteUrl')).toContainText('nezačíná https://')
  await expect(checklist.getByTestId('go-live-content').getByTestId('go-live-status')).toHaveText('Hotovo')

  // Each missing fact links to the screen that fixes it: the media list filtered to illustrations…
  await demo.getByRole('link', { name: /^Opravit: Obrázky označené jako ilustrační/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\?.*illustrative/, { timeout: 30_000 })
  await expect(page.locator('.collection-list')).toBeVisible({ timeout: 30_000 })
  // …and the Settings for the identity (the demo's seed sets no legal name).
  await page.goto('/admin')
  await checklist.getByTestId('go-live-identity').getByRole('link', { name: 'Opravit: Obchodní firma' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/settings$/, { timeout: 30_000 })
  await expect(page.locator('#field-clinicName')).toBeVisible({ timeout: 30_000 })

  // The test e-mail, sent with the keyboard, goes to the SMTP server; the outcome is announced.
  const peer = await startSmtpPeer()
  try {
    await page.goto('/admin')
    const notifications = checklist.getByTestId('go-live-notifications')
    const button = notifications.getByRole('button', { name: 'Poslat zkušební e-mail' })
    const status = notifications.getByRole('status')
    // A send of an earlier run may still hold the rate limit for a few seconds.
    await expect(async () => {
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText('Zkušební e-mail odešel na recepce@e2e.example.', { timeout: 10_000 })
    }).toPass({ timeout: 40_000 })
    expect(peer.messages.some((message) => /^To: recepce@e2e\.example/m.test(message))).toBe(true)
    await expect(notifications.getByTestId('go-live-status')).toHaveText('Hotovo')
    await expect(notifications).toContainText('Poslední úspěšný zkušební e-mail:')
  } finally {
    await peer.close()
  }

  // With the mail server down the transport's error is announced in plain words, and the item is open again.
  const notifications = checklist.getByTestId('go-live-notifications')
  const status = notifications.getByRole('status')
  await expect(async () => {
    await notifications.getByRole('button', { name: 'Poslat zkušební e-mail' }).focus()
    await page.keyboard.press('Enter')
    await expect(status).toContainText('Poštovní server spojení odmítl', { timeout: 10_000 })
  }).toPass({ timeout: 40_000 })
  await expect(notifications.getByTestId('go-live-status')).toHaveText('Chybí')
})

test('the checklist speaks English to an English administrator, and editors and reception do not get it', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const english = await createStaff(page, 'admin', 'en')
  const editor = await createStaff(page, 'editor', 'cs')
  const reception = await createStaff(page, 'reception', 'cs')

  const adminContext = await browser.newContext()
  try {
    const adminPage = await adminContext.newPage()
    await logInToAdmin(adminPage, english, password)
    const checklist = adminPage.getByRole('region', { name: 'Before the site goes live' })
    await expect(checklist).toBeVisible()
    await expect(checklist.getByRole('heading', { name: /Clinic identity/ })).toBeVisible()
    await expect(checklist.getByTestId('go-live-demo')).toContainText('Pictures marked as illustrations:')
    await expect(checklist.getByRole('button', { name: 'Send a test e-mail' })).toBeVisible()
  } finally {
    await adminContext.close()
  }

  for (const email of [editor, reception]) {
    const context = await browser.newContext()
    try {
      const staffPage = await context.newPage()
      await logInToAdmin(staffPage, email, password)
      await expect(staffPage.locator('.dashboard')).toBeVisible()
      await expect(staffPage.getByTestId('go-live-checklist')).toHaveCount(0)
      await expect(staffPage.getByText('Před spuštěním webu')).toHaveCount(0)
      // Nor may they send the test e-mail through the API.
      const origin = new URL(staffPage.url()).origin
      const refused = await staffPage.request.post('/api/go-live/test-email', { headers: { origin }, data: {} })
      expect(refused.status()).toBe(403)
    } finally {
      await context.close()
    }
  }
})
