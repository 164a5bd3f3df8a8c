import { type Browser, expect, type Page } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

/**
 * "No English label left" on the screens reception and editors use most: the same edit screen is
 * opened by a Czech-language and an English-language account, and every label, description, tab,
 * section title, button and shown option is compared. A text identical in both languages is one
 * nobody translated; the test lists them. (Texts that are the same word in both are allowed below.)
 */

const sameInBothLanguages = new Set(['E-mail', 'SEO', 'URL', 'ID', 'WhatsApp'])

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
 * scheduling drawer ("Naplánovat publikaci", src/features/schedule-publish) with its date picker, its
 * refusal and its list, toasts and an upload's error. Texts and screen-reader labels are compared the
 * same way.
 */
const words = {
  cs: { schedule: /^Naplánovat publikaci/, at: 'Datum a čas (pražský čas)', submit: 'Naplánovat', publish: 'Publikovat' },
  en: { schedule: /^Schedule publishing/, at: 'Date and time (Prague time)', submit: 'Schedule', publish: 'Publish' },
} as const

/** Tomorrow's date in Prague at 10:07, as staff type it. */
function tomorrowAtTen(): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', ...options }).format(new Date(Date.now() + 24 * 3600 * 1000))
  return `${Number(part({ day: 'numeric' }))}. ${Number(part({ month: 'numeric' }))}. ${part({ year: 'numeric' })} 10:07`
}

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

const drawerTexts = [
  'h2',
  'h3',
  'legend',
  'label',
  'button',
  'th',
  '.field-description',
  '.prague-schedule__error',
  'option:checked',
  '[aria-label]',
]
  .map((selector) => `.prague-schedule ${selector}`)
  .join(', ')

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

  // The scheduling drawer and its date picker.
  await page.getByRole('button', { name: words[language].schedule }).click()
  const drawer = page.locator('.prague-schedule')
  const at = drawer.getByLabel(words[language].at)
  await at.click()
  await expect(page.locator('.react-datepicker')).toBeVisible()
  await collect(page, 'date picker', '.react-datepicker, .react-datepicker [aria-label], .react-datepicker-time__header', texts)
  await drawer.locator('.drawer__header__title').click()
  await drawer.getByRole('radio', { name: words[language].publish, exact: true }).check()
  // Its refusal: scheduling without a date.
  await drawer.getByRole('button', { name: words[language].submit, exact: true }).click()
  await expect(drawer.locator('.prague-schedule__error').first()).not.toBeEmpty()
  await collect(page, 'drawer', drawerTexts, texts)

  // A toast: a publication scheduled (and listed, with its cancel button), then cancelled again.
  await at.fill(tomorrowAtTen())
  await drawer.getByRole('button', { name: words[language].submit, exact: true }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await collect(page, 'toast', '[data-sonner-toast] [data-title], [data-sonner-toast] button', texts)
  // The toasts' region, named for screen readers with its keyboard shortcut.
  await collect(page, 'toast region', 'section[aria-live]', texts)
  await expect(drawer.locator('tbody tr')).toHaveCount(1)
  await collect(page, 'drawer list', '.prague-schedule th, .prague-schedule tbody button', texts)
  await drawer.locator('tbody button').click()
  await expect(drawer.locator('tbody tr')).toHaveCount(0)

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

test('on the scheduling drawer, date pickers, toasts, upload errors and the rich-text editor', async ({ browser, page }) => {
  test.setTimeout(180_000)
  await logInToAdmin(page)
  const english = await englishAdmin(page)
  const headers = { origin: new URL(page.url()).origin }
  const procedures = await (await page.request.get('/api/procedures?limit=1&sort=sortOrder', { headers })).json()
  const url = `/admin/collections/procedures/${procedures.docs[0].id}`
  const czech = await actionTexts(browser, undefined, 'cs', url)
  const inEnglish = await actionTexts(browser, [english, password], 'en', url)
  for (const kind of ['rich text', 'date picker', 'drawer', 'drawer list', 'toast', 'toast region', 'upload error', 'damaged pdf']) {
    expect(
      Object.keys(czech).some((key) => key.startsWith(kind)),
      `${kind} texts found`,
    ).toBe(true)
  }
  expect(untranslated(czech, inEnglish), 'untranslated texts on actions').toEqual([])
  // The date picker's day and month labels differ between the languages by their dates alone
  // ("Choose neděle 29. listopadu 2026"): the English word before the date is looked for directly.
  const englishInPicker = Object.entries(czech).filter(
    ([key, text]) => key.startsWith('date picker label') && /\b(Choose|Not available|Month|week|Time|Previous|Next)\b/.test(text),
  )
  expect(englishInPicker, 'English words in the Czech date picker').toEqual([])
})
