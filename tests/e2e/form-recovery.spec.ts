import { expect } from '@playwright/test'
import sharp from 'sharp'
import cs from '../../src/messages/cs.json' with { type: 'json' }
import de from '../../src/messages/de.json' with { type: 'json' }
import { closePopup, newVisitorAddress, test } from './helpers'

/**
 * Issue 43, point 6: a refused send keeps the photos as well as the text, removing a photo leaves
 * focus nearby and says so in the page's language, the confirmation opens over the thank-you text
 * (not the footer) on a phone and a desktop, and the menu opened without script is not covered by
 * the floating items. One page load per case. (Without script a refused form comes back from the
 * server with what was typed but no photos: a browser never refills a file input; that path is in
 * forms-no-script.spec.ts.)
 */

const standardEndpoint = '/api/v1/inquiries/standard'
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]))

async function photoFiles(count: number) {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .toBuffer()
  return Array.from({ length: count }, (_, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: image }))
}

const cases = [
  { locale: 'cs', path: '/kontakt', messages: cs, viewport: { width: 375, height: 740 } },
  { locale: 'de', path: '/de/kontakt', messages: de, viewport: { width: 1280, height: 800 } },
] as const

for (const { locale, path, messages, viewport } of cases) {
  const texts = messages.contactForm
  test(`photos: removal keeps focus near and is announced, a refusal keeps them, the confirmation opens in view (${locale}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await closePopup(page)
    await page.evaluate(() => sessionStorage.setItem('clinic.stickyCallbackHidden', '1'))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const form = page.locator('#contact-form form')
    const fileInput = form.locator('input[type="file"]')
    const previews = form.locator('.photo-picker__list img')
    const announcement = form.locator('.photo-picker [aria-live="polite"]')
    const removeButton = (number: number) => form.getByRole('button', { name: fill(texts.removePhoto, { number }), exact: true })

    // Ten picked from the keyboard: the add control it was on hides, focus goes to the last photo.
    await fileInput.focus()
    await fileInput.setInputFiles(await photoFiles(10))
    await expect(previews).toHaveCount(10)
    await expect(fileInput).toHaveCount(0)
    await expect(removeButton(10)).toBeFocused()
    // Removing by keyboard: focus goes to the photo that took the removed one's place, to the one
    // before when the last is removed, to the add control when none is left; each removal is announced.
    await removeButton(2).focus()
    await page.keyboard.press('Enter')
    await expect(previews).toHaveCount(9)
    await expect(removeButton(2)).toBeFocused()
    await expect(announcement).toHaveText(fill(texts.photoRemoved, { number: 2 }) + fill(texts.photoCount, { count: 9, max: 10 }))
    await removeButton(9).focus()
    await page.keyboard.press('Enter')
    await expect(previews).toHaveCount(8)
    await expect(removeButton(8)).toBeFocused()
    await removeButton(1).focus()
    for (let left = 7; left >= 0; left--) {
      await page.keyboard.press('Enter')
      await expect(previews).toHaveCount(left)
    }
    await expect(fileInput).toBeFocused()
    await expect(announcement).toHaveText(fill(texts.photoRemoved, { number: 1 }) + fill(texts.photoCount, { count: 0, max: 10 }))

    // A refusal by the server's own per-address limit (5 requests in 10 minutes, valid or not): the
    // page's visitor uses it up, so the send below earns a real 429.
    for (let i = 0; i < 5; i++) expect((await page.request.post(standardEndpoint, { multipart: { name: 'x' } })).status()).toBe(422)
    await fileInput.setInputFiles(await photoFiles(3))
    await form.getByLabel(texts.name, { exact: true }).fill('Jana Obnovená')
    await form.getByLabel(texts.email, { exact: true }).fill('jana@example.com')
    await form.getByLabel(texts.phone, { exact: true }).fill('+420 777 123 456')
    await form.getByLabel(texts.message, { exact: true }).fill('Dobrý den, mám zájem o konzultaci.')
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message())
        await dialog.accept()
      }),
    )
    const refused = page.waitForResponse(`**${standardEndpoint}`)
    await form.getByRole('button', { name: texts.submit, exact: true }).click()
    expect((await refused).status()).toBe(429)
    expect(await alert).toBe(texts.error)
    await expect(form.getByRole('button', { name: texts.submit, exact: true })).toBeEnabled()
    await expect(form.getByLabel(texts.name, { exact: true })).toHaveValue('Jana Obnovená')
    await expect(previews).toHaveCount(3)

    // Sent again without picking anything, once the limit allows (here: as a visitor of a fresh
    // address): the kept photos go with it. Intercepted only to read the body; the real API answers.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newVisitorAddress() })
    await page.route(`**${standardEndpoint}`, (route) => route.continue())
    const response = page.waitForResponse(`**${standardEndpoint}`)
    await form.getByRole('button', { name: texts.submit, exact: true }).click()
    expect((await response).status()).toBe(201)
    expect(((await response).request().postDataBuffer()?.toString('latin1') ?? '').match(/name="images"/g)).toHaveLength(3)

    // The confirmation is centred in the viewport, over the thank-you text rather than the footer.
    const card = page.locator('.thanks-modal')
    await expect(card).toBeVisible()
    const thanks = page.locator('#contact-form .contact-form__thanks[role="status"]')
    await expect(thanks).toBeInViewport({ ratio: 1 })
    const box = await card.boundingBox()
    expect(box).not.toBeNull()
    if (box) expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2)
    await card.getByRole('button', { name: texts.close, exact: true }).click()
    await expect(card).toBeHidden()
    await expect(thanks).toBeInViewport({ ratio: 1 })
    await expect(thanks).toBeFocused()
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  test('the open menu is not covered by the price pill or the WhatsApp button', async ({ page }) => {
    await page.goto('/kontakt')
    const floating = [page.locator('.price-info'), page.locator('.whatsapp-button')]
    for (const item of floating) await expect(item).toBeVisible()
    await page.locator('a.burger').click()
    await expect(page).toHaveURL(/#site-menu$/)
    const menu = page.locator('#site-menu')
    await expect(menu).toBeVisible()
    for (const item of floating) await expect(item).toBeHidden()
    // What the visitor sees at the bottom corners, where those items were, is the menu.
    const covering = await page.evaluate(() =>
      [
        [20, window.innerHeight - 30],
        [window.innerWidth - 30, window.innerHeight - 30],
      ].map(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('#site-menu'))),
    )
    expect(covering).toEqual([true, true])
    // Closed, they are back.
    await menu.locator('a[href="#main"]').first().click()
    for (const item of floating) await expect(item).toBeVisible()
  })
})
