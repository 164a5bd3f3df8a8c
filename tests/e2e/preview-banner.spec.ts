import { expect, type Page } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

test.use({ locale: 'cs-CZ' })

const published = 'Zveřejněný perex pro náhled.'
const draft = 'Koncept perexu, návštěvníci ho nevidí.'
const bannerText = 'Náhled konceptu — návštěvníci vidí publikovanou verzi'

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

/** Opens the document's preview as staff do: "Zobrazit na webu → Čeština" in the admin's sidebar. */
async function openPreview(admin: Page): Promise<Page> {
  const [preview] = await Promise.all([
    admin.context().waitForEvent('page'),
    admin.locator('.view-on-site').getByRole('link', { name: 'Čeština' }).click(),
  ])
  await preview.waitForLoadState()
  return preview
}

test('a draft preview says it is one, ends on "Ukončit náhled", on logout and after half an hour, and shows in the live preview pane', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await logInToAdmin(page)
  const api = page.request
  const headers = { origin: new URL(page.url()).origin }
  const stamp = Date.now()
  const slug = `nahled-banner-${stamp}`
  const path = `/zakroky/${slug}`
  const created = await api.post('/api/procedures?locale=cs', {
    headers,
    data: { name: `Náhled s pruhem ${stamp}`, slug, perex: published, _status: 'published' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).doc.id as number

  try {
    // A draft saved in the Czech admin.
    await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
    await page.locator('#field-perex').fill(draft)
    await page.getByRole('button', { name: 'Uložit koncept' }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })

    // The preview: the banner (a named region), the draft text, framing by the own origin only.
    let preview = await openPreview(page)
    expect(new URL(preview.url()).pathname).toBe(path)
    const banner = preview.getByRole('region', { name: 'Náhled' })
    await expect(banner).toContainText(bannerText)
    await expect(preview.locator('.page-hero__perex')).toHaveText(draft)
    // The preview's own response (as the browser loaded it) may be framed by the site itself.
    const previewResponse = (await preview.reload())!
    await expect(preview.locator('.page-hero__perex')).toHaveText(draft)
    const previewHeaders = await previewResponse.allHeaders()
    expect(directive(previewHeaders['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(previewHeaders['x-frame-options']).toBe('SAMEORIGIN')
    // Visitors' pages keep refusing any framing.
    const visitorResponse = await request.get(path)
    expect((await visitorResponse.text()).includes(published)).toBe(true)
    expect(directive(visitorResponse.headers()['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(visitorResponse.headers()['x-frame-options']).toBe('DENY')

    // Draft mode ends by itself: the cookie lives half an hour, not until the browser closes.
    const cookie = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
    expect(cookie).toBeDefined()
    const minutesLeft = (cookie!.expires - Date.now() / 1000) / 60
    expect(minutesLeft).toBeGreaterThan(28)
    expect(minutesLeft).toBeLessThanOrEqual(30.1)

    // Keyboard: the exit is among the first stops of the Tab key (after the skip link and consent).
    const exit = banner.getByRole('link', { name: 'Ukončit náhled' })
    // The site's promotional popup (a modal dialog) comes first; closed, it stays closed.
    const popupClose = preview.locator('.popup .close-button, dialog[open] .close-button').first()
    if (await popupClose.isVisible()) {
      await popupClose.click()
      await preview.reload()
    }
    let reached = false
    for (let stop = 0; stop < 8 && !reached; stop++) {
      await preview.keyboard.press('Tab')
      reached = await exit.evaluate((link) => link === document.activeElement)
    }
    expect(reached).toBe(true)

    // On a phone and a desktop the banner sits in the page and covers none of the page's controls.
    for (const width of [375, 1280]) {
      await preview.setViewportSize({ width, height: width === 375 ? 740 : 800 })
      await preview.screenshot({ path: test.info().outputPath(`preview-banner-${width}.png`) })
      const box = (await banner.boundingBox())!
      const header = (await preview.locator('.site-header').boundingBox())!
      expect(box.y + box.height, `width ${width}`).toBeLessThanOrEqual(header.y + 1)
      await expect(exit).toBeInViewport()
    }

    // "Ukončit náhled": the same page, live, without the banner.
    await exit.click()
    await expect(preview).toHaveURL(new RegExp(`${path}$`))
    await expect(preview.locator('.page-hero__perex')).toHaveText(published)
    await expect(preview.getByText(bannerText)).toHaveCount(0)
    expect((await page.context().cookies()).some((c) => c.name === '__prerender_bypass')).toBe(false)
    await preview.close()

    // The live preview pane beside the editor loads the page with the draft, framed by the admin.
    await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
    await page.locator('#live-preview-toggler').click()
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.locator('.page-hero__perex')).toHaveText(draft, { timeout: 30_000 })
    await expect(frame.getByText(bannerText)).toBeVisible()
    await page.locator('#live-preview-toggler').click()

    // Logging out of the admin ends the preview: the same browser sees the published page.
    preview = await openPreview(page)
    await expect(preview.locator('.page-hero__perex')).toHaveText(draft)
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 15_000 })
    await preview.reload()
    await expect(preview.locator('.page-hero__perex')).toHaveText(published)
    await expect(preview.getByText(bannerText)).toHaveCount(0)
    await preview.close()
  } finally {
    await logInToAdmin(page)
    await page.request.delete(`/api/procedures/${id}`, { headers })
  }
})
