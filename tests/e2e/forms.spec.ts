import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { validationMessages } from '../../src/features/inquiries/schema'
import { closePopup, openStickyCallback, test } from './helpers'

const pages = { cs: '/kontakt', en: '/en/contact', de: '/de/kontakt' } as const
const labels = {
  cs: {
    name: 'Jméno a příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    message: 'Váš dotaz',
    submit: 'Odeslat',
    sending: 'Odesílám...',
    thanks: 'Ozveme se vám obratem, nejpozději do dvou pracovních dnů.',
    alert: 'Došlo k chybě při odesílání formuláře, zkuste to prosím později.',
  },
  en: {
    name: 'Name and surname',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Your question',
    submit: 'Send',
    sending: 'Sending...',
    thanks: 'We will call you back promptly, within two working days at the latest.',
    alert: 'There was an error submitting the form, please try again later.',
  },
  de: {
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    message: 'Ihre Frage',
    submit: 'Senden',
    sending: 'Wird gesendet...',
    thanks: 'Wir melden uns umgehend, spätestens innerhalb von zwei Werktagen.',
    alert: 'Beim Senden des Formulars ist ein Fehler aufgetreten, bitte versuchen Sie es später erneut.',
  },
} as const
const locales = ['cs', 'en', 'de'] as const

async function openForm(page: Page, locale: (typeof locales)[number]) {
  await page.goto(pages[locale])
  await closePopup(page)
  // The sticky call-back form is not what these tests are about.
  await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
  return page.locator('#contact-form form')
}

async function fillValid(page: Page, locale: (typeof locales)[number], suffix = '') {
  const form = page.locator('#contact-form form')
  await form.getByLabel(labels[locale].name, { exact: true }).fill(`Jana Testovací${suffix}`)
  await form.getByLabel(labels[locale].email, { exact: true }).fill('jana@example.com')
  await form.getByLabel(labels[locale].phone, { exact: true }).fill('+420 777 123 456')
  await form.getByLabel(labels[locale].message, { exact: true }).fill('Dobrý den, mám zájem o konzultaci.')
}

async function photoFiles(count: number) {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .toBuffer()
  return Array.from({ length: count }, (_, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: image }))
}

test.describe('contact form', () => {
  for (const locale of locales) {
    test(`validation messages on send, cleared on blur, no request sent (${locale})`, async ({ page }) => {
      const form = await openForm(page, locale)
      let posted = 0
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/inquiries/')) posted++
      })
      await form.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      const messages = validationMessages[locale]
      for (const text of [messages.nameRequired, messages.emailRequired, messages.phoneRequired, messages.messageRequired]) {
        await expect(form.getByText(text, { exact: true })).toBeVisible()
      }
      await form.getByLabel(labels[locale].email, { exact: true }).fill('not-an-email')
      await form.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      await expect(form.getByText(messages.emailInvalid, { exact: true })).toBeVisible()
      // The error of a field clears when it loses focus.
      await form.getByLabel(labels[locale].email, { exact: true }).focus()
      await form.getByLabel(labels[locale].name, { exact: true }).focus()
      await expect(form.getByText(messages.emailInvalid, { exact: true })).toHaveCount(0)
      await expect(form.getByLabel(labels[locale].email, { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
      expect(posted).toBe(0)
    })
  }

  test('keeps 10 of 12 photos picked, hides the add control at 10 and removes one on request', async ({ page }) => {
    const form = await openForm(page, 'cs')
    await form.locator('input[type="file"]').setInputFiles(await photoFiles(12))
    await expect(form.locator('.photo-picker__list img')).toHaveCount(10)
    await expect(form.locator('input[type="file"]')).toHaveCount(0)
    await expect(form.locator('.photo-picker__count')).toHaveText('10 z 10 fotografií')
    await form.getByRole('button', { name: 'Odebrat fotografii 3' }).click()
    await expect(form.locator('.photo-picker__list img')).toHaveCount(9)
    await expect(form.locator('input[type="file"]')).toHaveCount(1)
  })

  for (const locale of locales) {
    test(`sends, shows 'sending', then the confirmation and the thank-you text (${locale})`, async ({ page }) => {
      const form = await openForm(page, locale)
      await fillValid(page, locale)
      await form.locator('input[type="file"]').setInputFiles(await photoFiles(2))
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // Hold the real request a moment so the sending state can be seen; it then goes to the real API.
      await page.route('**/api/v1/inquiries/standard', async (route) => {
        await held
        await route.continue()
      })
      const response = page.waitForResponse('**/api/v1/inquiries/standard')
      await form.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      const sendingButton = form.getByRole('button', { name: labels[locale].sending, exact: true })
      await expect(sendingButton).toBeDisabled()
      release()
      expect((await response).status()).toBe(201)
      const request = (await response).request()
      expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
      const body = request.postDataBuffer()?.toString('latin1') ?? ''
      for (const field of ['name', 'email', 'message', 'lang', 'isSpam', 'phoneNumber', 'locationUrl', 'isHP'])
        expect(body).toContain(`name="${field}"`)
      expect(body.match(/name="images"/g)).toHaveLength(2)
      expect(body).toContain(`\r\n\r\n${locale}\r\n`)

      const modal = page.getByRole('dialog')
      await expect(modal).toBeVisible()
      await page.getByTestId('thanks-overlay').click({ position: { x: 5, y: 5 } })
      await expect(modal).toBeHidden()
      await expect(page.locator('#contact-form')).toContainText(labels[locale].thanks)
      await expect(page.locator('#contact-form form')).toHaveCount(0)
    })
  }

  test('the Czech button reads Odeslat, then Odesílám... while sending', async ({ page }) => {
    const form = await openForm(page, 'cs')
    await expect(form.getByRole('button', { name: 'Odeslat', exact: true })).toBeVisible()
    await fillValid(page, 'cs', ' B')
    await page.route('**/api/v1/inquiries/standard', () => {}) // never answers: the form stays sending
    await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
    await expect(form.getByRole('button', { name: 'Odesílám...', exact: true })).toBeDisabled()
  })

  for (const locale of locales) {
    test(`a server error shows the alert and keeps everything typed and attached (${locale})`, async ({ page }) => {
      const form = await openForm(page, locale)
      await fillValid(page, locale, ' C')
      await form.locator('input[type="file"]').setInputFiles(await photoFiles(3))
      // Simulates the clinic's API failing with 500.
      await page.route('**/api/v1/inquiries/standard', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      )
      const alert = new Promise<string>((resolve) =>
        page.once('dialog', async (dialog) => {
          resolve(dialog.message())
          await dialog.accept()
        }),
      )
      await form.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      expect(await alert).toBe(labels[locale].alert)
      await expect(form.getByRole('button', { name: labels[locale].submit, exact: true })).toBeEnabled()
      await expect(form.getByLabel(labels[locale].name, { exact: true })).toHaveValue('Jana Testovací C')
      await expect(form.locator('.photo-picker__list img')).toHaveCount(3)
    })
  }
})

test.describe('call-me form (sticky)', () => {
  const thanks = {
    cs: 'Děkujeme, ozveme se vám obratem.',
    en: 'Thank you, we will call you back shortly.',
    de: 'Vielen Dank, wir melden uns umgehend bei Ihnen.',
  } as const
  for (const locale of locales) {
    test(`empty does nothing; a number is posted trimmed, cleared and thanked (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(pages[locale])
      await closePopup(page)
      const sticky = await openStickyCallback(page)
      let posted = 0
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/inquiries/call-me')) posted++
      })
      await sticky.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      await page.waitForTimeout(300)
      expect(posted).toBe(0)
      await sticky.locator('input[type="tel"]').fill('  +420 777 000 111  ')
      const response = page.waitForResponse('**/api/v1/inquiries/call-me')
      await sticky.getByRole('button', { name: labels[locale].submit, exact: true }).click()
      const answered = await response
      expect(answered.status()).toBeLessThan(300)
      expect(JSON.parse(answered.request().postData() ?? '{}')).toMatchObject({ phoneNumber: '+420 777 000 111', locationUrl: page.url() })
      await expect(sticky).toContainText(thanks[locale])
    })
  }

  test('a failure shows the alert, logs the error and lets the visitor try again', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/kontakt')
    await closePopup(page)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // Simulates the clinic's API failing with 500.
    await page.route('**/api/v1/inquiries/call-me', (route) => route.fulfill({ status: 500, body: '{}' }))
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message())
        await dialog.accept()
      }),
    )
    const sticky = await openStickyCallback(page)
    await sticky.locator('input[type="tel"]').fill('+420 777 000 222')
    await sticky.getByRole('button', { name: 'Odeslat', exact: true }).click()
    expect(await alert).toBe('Došlo k chybě při odesílání formuláře, zkuste to prosím později.')
    await expect(sticky.locator('input[type="tel"]')).toHaveValue('+420 777 000 222')
    expect(errors.some((text) => text.includes('Call-me request failed'))).toBe(true)
  })
})
