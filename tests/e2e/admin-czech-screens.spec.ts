import { type Browser, expect, type Page, test } from '@playwright/test'
import { logInToAdmin } from './helpers'

/**
 * "No English label left" on the screens reception and editors use most: the same edit screen is
 * opened by a Czech-language and an English-language account, and every label, description, tab,
 * section title, button and shown option is compared. A text identical in both languages is one
 * nobody translated; the test lists them. (Texts that are the same word in both are allowed below.)
 */

// The time zone's label names the city in both (the configured option).
const sameInBothLanguages = new Set(['E-mail', 'SEO', 'URL', 'ID', 'WhatsApp', 'Praha (Europe/Prague)'])

const textSelectors = {
  label: '.field-label',
  description: '.field-description',
  tab: '.tabs-field__tab-button',
  section: '.collapsible__title, .array-field__header-content, .group-field__title',
  button: '.collection-edit button:visible, .document-fields button:visible',
  option: '.rs__single-value, .rs__multi-value__label',
  heading: '.collection-edit h2, .collection-edit h3, .collection-edit h4',
} as const

type ScreenTexts = Record<string, string>

async function screenTexts(page: Page): Promise<ScreenTexts> {
  return page.evaluate((selectors) => {
    const texts: Record<string, string> = {}
    for (const [kind, selector] of Object.entries(selectors)) {
      // Staff-written content (rich text being edited) is not interface text.
      const elements = Array.from(document.querySelectorAll<HTMLElement>(selector.replaceAll(':visible', ''))).filter(
        (element) => element.offsetParent !== null && !element.closest('[contenteditable="true"]'),
      )
      elements.forEach((element, index) => {
        const text = (element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .replace(/\s*\*$/, '')
          .trim()
        if (text) texts[`${kind} #${index}`] = text
      })
    }
    return texts
  }, textSelectors)
}

const password = 'screen-test-password'

async function englishAdmin(page: Page): Promise<string> {
  const email = `english-admin-${Date.now()}@e2e.example`
  const response = await page.request.post('/api/users', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, password, role: 'admin', language: 'en', name: 'English admin' },
  })
  expect(response.status(), await response.text()).toBe(201)
  return email
}

async function textsAs(browser: Browser, login: [string, string] | undefined, url: string): Promise<ScreenTexts> {
  const context = await browser.newContext({ locale: 'cs-CZ' })
  const page = await context.newPage()
  await (login ? logInToAdmin(page, ...login) : logInToAdmin(page))
  await page.goto(url)
  await expect(page.locator('.field-label').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Open every collapsed section so its labels are compared too.
  for (const toggle of await page.locator('.collapsible--collapsed .collapsible__toggle').all()) await toggle.click()
  const texts = await screenTexts(page)
  await context.close()
  return texts
}

function untranslated(czech: ScreenTexts, english: ScreenTexts): string[] {
  return Object.entries(czech)
    .filter(([key, text]) => english[key] === text && /[A-Za-z]{2}/.test(text) && !sameInBothLanguages.has(text))
    .map(([key, text]) => `${key}: ${text}`)
}

async function sendInquiry(page: Page, email: string) {
  const response = await page.request.post('/api/v1/inquiries/standard', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    multipart: {
      name: 'Jana Překladová',
      email,
      phoneNumber: '+420 777 123 456',
      message: 'Dobrý den, mám dotaz.',
      lang: 'cs',
      isSpam: 'false',
      isHP: 'false',
      locationUrl: '/kontakt',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

test.describe('the Czech admin has no English label left', () => {
  test('on the inquiry and the procedure edit screens', async ({ browser, page }) => {
    test.setTimeout(180_000)
    await logInToAdmin(page)
    const english = await englishAdmin(page)
    const email = `preklad-${Date.now()}@example.com`
    await sendInquiry(page, email)
    // Payload accepts the session cookie only from its own origin (CSRF protection).
    const headers = { origin: new URL(page.url()).origin }
    const inquiries = await (await page.request.get(`/api/inquiries?where[email][equals]=${encodeURIComponent(email)}`, { headers })).json()
    const inquiryId = inquiries.docs[0].id
    const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder', { headers })).json()
    const procedureId = procedures.docs[0].id

    for (const url of [`/admin/collections/inquiries/${inquiryId}`, `/admin/collections/procedures/${procedureId}`]) {
      const czech = await textsAs(browser, undefined, url)
      const inEnglish = await textsAs(browser, [english, password], url)
      expect(Object.keys(czech).length, `texts found on ${url}`).toBeGreaterThan(10)
      expect(untranslated(czech, inEnglish), `untranslated texts on ${url}`).toEqual([])
    }
  })
})

/**
 * The parts that appear on an action (issue 30): the rich-text editor's handles and toolbar, the
 * schedule drawer with its date picker, toasts and an upload's error. Texts and screen-reader
 * labels are compared the same way.
 */
const words = {
  cs: { publish: 'Publikovat změny', schedule: 'Naplánovat publikaci', save: 'Uložit' },
  en: { publish: 'Publish changes', schedule: 'Schedule Publish', save: 'Save' },
} as const

async function collect(page: Page, prefix: string, selector: string, texts: ScreenTexts) {
  const found = await page.evaluate((selector) => {
    const result: string[][] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[contenteditable="true"]')) continue
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
      const label = element.getAttribute('aria-label') ?? ''
      result.push([text, label])
    }
    return result
  }, selector)
  found.forEach(([text, label], index) => {
    if (text) texts[`${prefix} text #${index}`] = text
    if (label) texts[`${prefix} label #${index}`] = label
  })
}

async function actionTexts(browser: Browser, login: [string, string] | undefined, language: 'cs' | 'en', url: string) {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const page = await context.newPage()
  await (login ? logInToAdmin(page, ...login) : logInToAdmin(page))
  const texts: ScreenTexts = {}
  await page.goto(url)
  await expect(page.locator('.field-label').first()).toBeVisible()
  await page.waitForLoadState('networkidle')

  // Rich text: the block handles appear beside the paragraph under the pointer.
  const paragraph = page.locator('.rich-text-lexical [contenteditable="true"] p').filter({ visible: true }).first()
  await paragraph.hover()
  await paragraph.click()
  await collect(page, 'rich text', '.rich-text-lexical [aria-label], .rich-text-lexical button', texts)

  // The schedule drawer and its date picker.
  await page.getByRole('button', { name: words[language].publish }).locator('xpath=following::button[1]').click()
  await page.getByRole('button', { name: words[language].schedule }).click()
  const drawer = page.locator('.schedule-publish')
  await drawer.locator('.react-datepicker__input-container input').click()
  await expect(page.locator('.react-datepicker')).toBeVisible()
  await collect(page, 'date picker', '.react-datepicker [aria-label], .react-datepicker-time__header', texts)
  await collect(page, 'drawer', '.schedule-publish label, .schedule-publish .rs__single-value, .schedule-publish button', texts)

  // A toast: saving the schedule without a date; its close button is labelled too.
  await drawer.locator('h2, h1').first().click()
  await drawer.getByRole('button', { name: words[language].save, exact: true }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await collect(page, 'toast', '[data-sonner-toast] [data-title], [data-sonner-toast] button', texts)
  // The toasts' region, named for screen readers with its keyboard shortcut.
  await collect(page, 'toast region', 'section[aria-live]', texts)

  // An upload error: a text file named .jpg.
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles({ name: 'fotka.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jen text') })
  await page.locator('#field-alt').fill('Fotka')
  await page.locator('#action-save').click()
  const error = page.locator('[data-sonner-toast][data-type="error"]').first()
  await expect(error).toBeVisible()
  // The whole notice (Payload renders its own element into the toast: no title wrapper, a list only after a colon).
  await collect(page, 'upload error', '[data-sonner-toast][data-type="error"]', texts)

  // Payload's own check of a file's content: a PDF cut off after its header.
  await page.goto('/admin/collections/documents/create')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cenik.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<') })
  await page.locator('#field-title').fill('Ceník')
  await page.locator('#action-save').click()
  const damaged = page.locator('[data-sonner-toast][data-type="error"]', { hasText: 'cenik.pdf' }).first()
  await expect(damaged).toBeVisible()
  await collect(page, 'damaged pdf', '[data-sonner-toast][data-type="error"]', texts)
  await context.close()
  return texts
}

test('on the schedule drawer, date pickers, toasts, upload errors and the rich-text editor', async ({ browser, page }) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const english = await englishAdmin(page)
  const headers = { origin: new URL(page.url()).origin }
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder', { headers })).json()
  const url = `/admin/collections/procedures/${procedures.docs[0].id}`
  const czech = await actionTexts(browser, undefined, 'cs', url)
  const inEnglish = await actionTexts(browser, [english, password], 'en', url)
  for (const kind of ['rich text', 'date picker', 'drawer', 'toast', 'toast region', 'upload error', 'damaged pdf']) {
    expect(
      Object.keys(czech).some((key) => key.startsWith(kind)),
      `${kind} texts found`,
    ).toBe(true)
  }
  expect(untranslated(czech, inEnglish), 'untranslated texts on actions').toEqual([])
})
