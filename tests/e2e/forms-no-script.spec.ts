import { randomBytes, randomInt } from 'node:crypto'
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { photoMessages, validationMessages } from '../../src/features/inquiries/schema'
import cs from '../../src/messages/cs.json' with { type: 'json' }
import de from '../../src/messages/de.json' with { type: 'json' }
import en from '../../src/messages/en.json' with { type: 'json' }
import { newVisitorAddress, test } from './helpers'

/**
 * Issue 27, point 1: the contact form (with photos) and the call-back request work without
 * JavaScript. Each test is a visitor of its own address (X-Forwarded-For; the e2e server trusts one
 * proxy), so the per-address limits of one test never refuse another's sends.
 */

const messages = { cs, en, de } as const
const locales = ['cs', 'en', 'de'] as const
type Locale = (typeof locales)[number]
const pages = { cs: '/kontakt', en: '/en/contact', de: '/de/kontakt' } as const
const labels = {
  cs: { name: 'Jméno a příjmení', email: 'E-mail', phone: 'Telefon', message: 'Váš dotaz', submit: 'Odeslat' },
  en: { name: 'Name and surname', email: 'E-mail', phone: 'Phone', message: 'Your question', submit: 'Send' },
  de: { name: 'Vor- und Nachname', email: 'E-Mail', phone: 'Telefon', message: 'Ihre Frage', submit: 'Senden' },
} as const

/** An address of a documentation network, a /64 of its own per visitor. */
const stamp = () => randomBytes(4).toString('hex')

async function visitor(browser: Browser, address = newVisitorAddress()) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': address } })
  const page = await context.newPage()
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  return { context, page, posts, address }
}

let staff: APIRequestContext
let staffHeaders: Record<string, string>
test.beforeAll(async ({ playwright, baseURL }) => {
  staff = await playwright.request.newContext({ baseURL })
  const login = await staff.post('/api/users/login', { data: { email: 'admin@e2e.example', password: 'e2e-password-1' } })
  expect(login.ok()).toBe(true)
  staffHeaders = { authorization: `JWT ${(await login.json()).token}` }
})
test.afterAll(async () => staff?.dispose())

type StoredInquiry = {
  kind: string
  lang: string
  name?: string
  email?: string
  phoneNumber?: string
  message?: string
  isHP?: boolean
  isSpam?: boolean
  locationUrl?: string
  photos?: { filename: string; mimeType: string }[]
}

/** The inquiries stored with this value, as staff see them through the admin's REST API. */
async function storedWhere(field: string, value: string): Promise<StoredInquiry[]> {
  const response = await staff.get(`/api/inquiries?where[${field}][equals]=${encodeURIComponent(value)}&depth=1&limit=10`, {
    headers: staffHeaders,
  })
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

async function jpegWithExif() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Visitor GPS 50.08N 14.42E' } })
    .toBuffer()
}

const contactForm = (page: Page) => page.locator('#contact-form form')
const fieldOf = (page: Page, label: string) =>
  contactForm(page)
    .locator('.field')
    .filter({ has: page.getByLabel(label, { exact: true }) })

async function fillContact(page: Page, locale: Locale, values: { name: string; email: string; phone: string; message: string }) {
  const form = contactForm(page)
  await form.getByLabel(labels[locale].name, { exact: true }).fill(values.name)
  await form.getByLabel(labels[locale].email, { exact: true }).fill(values.email)
  await form.getByLabel(labels[locale].phone, { exact: true }).fill(values.phone)
  await form.getByLabel(labels[locale].message, { exact: true }).fill(values.message)
}

test.describe('contact form without JavaScript', () => {
  for (const locale of locales) {
    test(`with a photo: stored once, thanked, a reload sends nothing (${locale})`, async ({ browser }) => {
      const { context, page, posts } = await visitor(browser)
      await page.goto(pages[locale])
      const name = `Jana Bezskriptová ${stamp()}`
      await fillContact(page, locale, { name, email: 'jana@example.com', phone: '+420 777 123 456', message: `Dobrý den (${locale}).` })
      const photo = await jpegWithExif()
      expect((await sharp(photo).metadata()).exif).toBeDefined()
      await contactForm(page).locator('input[type="file"]').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo })
      await contactForm(page).getByRole('button', { name: labels[locale].submit, exact: true }).click()

      // Post/redirect/get: back on the page, at its thank-you state, the form gone.
      await expect(page).toHaveURL(new RegExp(`${pages[locale]}#contact-form-sent$`))
      const thanks = page.locator('#contact-form-sent')
      await expect(thanks).toBeVisible()
      await expect(thanks).toContainText(messages[locale].contactForm.thanksTitle)
      // The thanks names the answer time from Settings (an ICU plural): its fixed opening, here.
      await expect(thanks).toContainText(messages[locale].contactForm.thanks.split('{')[0])
      await expect(contactForm(page)).toBeHidden()
      expect(posts).toHaveLength(1)

      const stored = await storedWhere('name', name)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ kind: 'standard', lang: locale, isHP: true, isSpam: false, locationUrl: pages[locale] })
      expect(stored[0].photos).toHaveLength(1)
      // The photo as staff get it: re-encoded, its EXIF gone.
      const file = await staff.get(`/api/inquiry-photos/file/${stored[0].photos?.[0].filename}`, { headers: staffHeaders })
      expect(file.status()).toBe(200)
      const metadata = await sharp(await file.body()).metadata()
      expect(metadata.format).toBe('jpeg')
      expect(metadata.exif).toBeUndefined()

      await page.reload()
      await expect(page.locator('#contact-form-sent')).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(await storedWhere('name', name)).toHaveLength(1)
      await context.close()
    })
  }

  test('the same form posted again (a resend after a lost answer) is stored once', async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } })
    const name = `Petr Dvakrát ${stamp()}`
    const multipart = {
      name,
      email: 'petr@example.com',
      phoneNumber: '+420 777 222 333',
      message: 'Dobrý den, posílám to jednou.',
      lang: 'cs',
      isHP: 'true',
      locationUrl: '/kontakt',
      email_confirmation: '',
      images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif() },
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await client.post('/api/v1/inquiries/standard/form', { multipart, maxRedirects: 0 })
      expect(response.status()).toBe(303)
      expect(response.headers().location).toBe('/kontakt#contact-form-sent')
    }
    expect(await storedWhere('name', name)).toHaveLength(1)
    await client.dispose()
  })

  test('the honeypot filled (a bot): thanked like anyone, stored as spam', async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } })
    const name = `Robot Vyplňovač ${stamp()}`
    const response = await client.post('/api/v1/inquiries/standard/form', {
      multipart: {
        name,
        email: 'bot@example.com',
        phoneNumber: '+420 777 888 999',
        message: 'Buy now.',
        lang: 'en',
        isHP: 'true',
        locationUrl: '/en/contact',
        email_confirmation: 'bot@example.com',
      },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe('/en/contact#contact-form-sent')
    const stored = await storedWhere('name', name)
    expect(stored).toHaveLength(1)
    expect(stored[0].isSpam).toBe(true)
    await client.dispose()
  })

  for (const locale of locales) {
    test(`invalid fields: the spec's messages beside them, what was typed kept, nothing stored (${locale})`, async ({
      browser,
      request,
    }) => {
      const { context, page } = await visitor(browser)
      await page.goto(pages[locale])
      const name = `Eva Neplatná ${stamp()}`
      await fillContact(page, locale, { name, email: 'eva@nowhere', phone: '', message: '' })
      const answers: { url: string; cacheControl?: string }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'document')
          answers.push({ url: response.url(), cacheControl: response.headers()['cache-control'] })
      })
      await contactForm(page).getByRole('button', { name: labels[locale].submit, exact: true }).click()

      await expect(page).toHaveURL(new RegExp(`${pages[locale]}#contact-form$`))
      const m = validationMessages[locale]
      await expect(fieldOf(page, labels[locale].email).locator('.field__error')).toHaveText(m.emailInvalid)
      await expect(fieldOf(page, labels[locale].phone).locator('.field__error')).toHaveText(m.phoneRequired)
      await expect(fieldOf(page, labels[locale].message).locator('.field__error')).toHaveText(m.messageRequired)
      // No photo was attached: nothing to choose again.
      await expect(contactForm(page).locator('.contact-form__photos-again')).toHaveCount(0)
      await expect(fieldOf(page, labels[locale].name).locator('.field__error')).toHaveCount(0)
      await expect(contactForm(page).getByLabel(labels[locale].email, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(contactForm(page).getByLabel(labels[locale].name, { exact: true })).toHaveValue(name)
      await expect(contactForm(page).getByLabel(labels[locale].email, { exact: true })).toHaveValue('eva@nowhere')
      await expect(page.locator('#contact-form-sent')).toBeHidden()
      expect(await storedWhere('name', name)).toHaveLength(0)
      // The page with the visitor's words is theirs alone: never cached, and the static page stays clean.
      const shown = answers.find((answer) => answer.url.endsWith(pages[locale]))
      expect(shown?.cacheControl).toContain('no-store')
      expect(await (await request.get(pages[locale])).text()).not.toContain(name)

      // Shown once: a reload is the page as everyone gets it.
      await page.reload()
      await expect(contactForm(page).locator('.field__error')).toHaveCount(0)
      await expect(contactForm(page).getByLabel(labels[locale].name, { exact: true })).toHaveValue('')
      await context.close()
    })
  }

  test('a file that is no photo: the message beside the photos, the fields kept, nothing stored', async ({ browser }) => {
    const { context, page } = await visitor(browser)
    await page.goto('/kontakt')
    const name = `Karel Soubor ${stamp()}`
    await fillContact(page, 'cs', { name, email: 'karel@example.com', phone: '+420 777 444 555', message: 'Posílám fotku.' })
    await contactForm(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') })
    await contactForm(page).getByRole('button', { name: 'Odeslat', exact: true }).click()
    await expect(page).toHaveURL(/\/kontakt#contact-form$/)
    await expect(contactForm(page).locator('.photo-picker .field__error')).toHaveText(photoMessages.cs.badType)
    // A browser never fills a file input again: the form says the photo must be chosen once more.
    await expect(contactForm(page).locator('.contact-form__photos-again')).toHaveText(cs.contactForm.photosAgain.replace('{count}', '1'))
    await expect(contactForm(page).getByLabel('Váš dotaz', { exact: true })).toHaveValue('Posílám fotku.')
    expect(await storedWhere('name', name)).toHaveLength(0)
    await context.close()
  })

  test('too many requests (429): the message in the visitor language, what was typed kept', async ({ browser, playwright, baseURL }) => {
    const { context, page, address } = await visitor(browser)
    // This visitor has used up their allowance (5 inquiries in 10 minutes; refused ones count too).
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
    for (let i = 0; i < 5; i++) await client.post('/api/v1/inquiries/standard', { multipart: { lang: 'de' } })
    expect((await client.post('/api/v1/inquiries/standard', { multipart: { lang: 'de' } })).status()).toBe(429)
    await client.dispose()

    await page.goto('/de/kontakt')
    const name = `Anna Zuviel ${stamp()}`
    await fillContact(page, 'de', { name, email: 'anna@example.de', phone: '+49 30 123456', message: 'Guten Tag.' })
    const photo = await jpegWithExif()
    await contactForm(page)
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo },
        { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo },
      ])
    await contactForm(page).getByRole('button', { name: 'Senden', exact: true }).click()
    await expect(page).toHaveURL(/\/de\/kontakt#contact-form$/)
    await expect(contactForm(page).locator('.contact-form__notice')).toHaveText(de.contactForm.rateLimited)
    // Refused before the body was read: the photos were counted all the same, and asked for again.
    await expect(contactForm(page).locator('.contact-form__photos-again')).toHaveText(de.contactForm.photosAgain.replace('{count}', '2'))
    await expect(contactForm(page).getByLabel('Vor- und Nachname', { exact: true })).toHaveValue(name)
    await expect(contactForm(page).getByLabel('Ihre Frage', { exact: true })).toHaveValue('Guten Tag.')
    expect(await storedWhere('name', name)).toHaveLength(0)
    await context.close()
  })
})

test('the variant that shows a refused form again is no page of its own', async ({ request }) => {
  for (const path of ['/de/nojs-form-reply/kontakt', '/nojs-form-reply/kontakt', '/en/nojs-form-reply/contact'])
    expect((await request.get(path)).status(), path).toBe(404)
})

test.describe('call-back request without JavaScript', () => {
  // The sticky call-back form is shown from 576 px (spec §4); without script its button is a link to its panel.
  const openCallBack = async (page: Page) => {
    await page.locator('.sticky-callback__launcher').click()
    const panel = page.locator('#call-back')
    await expect(panel).toBeVisible()
    return panel
  }

  for (const locale of locales) {
    test(`stored once and confirmed (${locale})`, async ({ browser }) => {
      const { context, page, posts } = await visitor(browser)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(pages[locale])
      const panel = await openCallBack(page)
      const phone = `+420 7${String(randomInt(10 ** 8)).padStart(8, '0')}`
      await panel.locator('input[name="phoneNumber"]').fill(`  ${phone} `)
      await panel.locator('button[type="submit"]').click()

      await expect(page).toHaveURL(new RegExp(`${pages[locale]}#call-back-sent$`))
      await expect(page.locator('#call-back-sent')).toBeVisible()
      await expect(page.locator('#call-back-sent')).toContainText(messages[locale].callMe.thanks)
      await expect(page.locator('#call-back')).toBeHidden()
      const stored = await storedWhere('phoneNumber', phone)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ kind: 'call-me', lang: locale, locationUrl: pages[locale] })

      await page.reload()
      await expect(page.locator('#call-back-sent')).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(await storedWhere('phoneNumber', phone)).toHaveLength(1)
      await context.close()
    })
  }

  test('an invalid number: the message beside it, the number kept, the panel open', async ({ browser }) => {
    const { context, page } = await visitor(browser)
    await page.goto('/kontakt')
    const panel = await openCallBack(page)
    await panel.locator('input[name="phoneNumber"]').fill('12')
    await panel.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/kontakt#call-back$/)
    await expect(page.locator('#call-back')).toBeVisible()
    await expect(page.locator('#call-back .field__error')).toHaveText(validationMessages.cs.phoneInvalid)
    await expect(page.locator('#call-back input[name="phoneNumber"]')).toHaveValue('12')
    await expect(page.locator('#call-back input[name="phoneNumber"]')).toHaveAttribute('aria-invalid', 'true')
    await context.close()
  })

  test('too many requests (429): the message in the visitor language, the number kept', async ({ browser, playwright, baseURL }) => {
    const { context, page, address } = await visitor(browser)
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
    for (let i = 0; i < 3; i++) await client.post('/api/v1/inquiries/call-me', { data: {} })
    expect((await client.post('/api/v1/inquiries/call-me', { data: {} })).status()).toBe(429)
    await client.dispose()

    await page.goto('/en/contact')
    const panel = await openCallBack(page)
    const phone = `+44 20 ${String(randomInt(10 ** 8)).padStart(8, '0')}`
    await panel.locator('input[name="phoneNumber"]').fill(phone)
    await panel.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/en\/contact#call-back$/)
    await expect(page.locator('#call-back .call-me__notice')).toHaveText(en.callMe.rateLimited)
    await expect(page.locator('#call-back input[name="phoneNumber"]')).toHaveValue(phone)
    expect(await storedWhere('phoneNumber', phone)).toHaveLength(0)
    await context.close()
  })
})
