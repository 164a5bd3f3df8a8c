import { expect, type Page } from '@playwright/test'
import { closePopup, test } from './helpers'

/**
 * Issue 28, point 9: on a phone the floating bar (price information and WhatsApp along the bottom
 * edge) gets out of the way while the visitor scrolls down to read, and comes back when they scroll
 * up or reach the end of the page (where the footer keeps room for it).
 */

const bar = '.price-info.floating, .whatsapp-button.floating'

/** Where the bar's items are against the viewport: all below its bottom edge, or all inside it. */
async function barPlacement(page: Page): Promise<'out of view' | 'in view' | 'partly'> {
  return page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect())
    if (boxes.length === 0) return 'partly'
    if (boxes.every((box) => box.top >= window.innerHeight)) return 'out of view'
    if (boxes.every((box) => box.bottom <= window.innerHeight && box.top >= 0)) return 'in view'
    return 'partly'
  }, bar)
}

/** What is drawn at the bottom of the viewport, where the bar sits: page text, or one of the bar's items. */
const bottomIsBar = (page: Page) =>
  page.evaluate((selector) => {
    const points = [30, window.innerWidth / 2, window.innerWidth - 30].map((x) => document.elementFromPoint(x, window.innerHeight - 30))
    return points.some((element) => element?.closest(selector))
  }, bar)

test.describe('the floating bar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: false })

  for (const path of ['/zakroky/liposukce', '/en/about-us']) {
    test(`${path}: hides while scrolling down, comes back on scrolling up and at the end of the page`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      await closePopup(page)
      await expect.poll(() => barPlacement(page)).toBe('in view')

      // Reading: the wheel moves the page down a few lines at a time.
      await page.mouse.move(180, 300)
      for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 240)
      await expect.poll(() => barPlacement(page)).toBe('out of view')
      expect(await bottomIsBar(page), 'the bottom lines are the page, not the bar').toBe(false)
      // Still reading further down: it stays away.
      await page.mouse.wheel(0, 240)
      await page.waitForTimeout(400)
      expect(await barPlacement(page)).toBe('out of view')

      // A scroll up brings it back.
      await page.mouse.wheel(0, -160)
      await expect.poll(() => barPlacement(page)).toBe('in view')

      // Down again, then all the way to the end: there it is back, over the footer's reserved room.
      await page.mouse.wheel(0, 400)
      await expect.poll(() => barPlacement(page)).toBe('out of view')
      await page.keyboard.press('End')
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2))
        .toBe(true)
      await expect.poll(() => barPlacement(page)).toBe('in view')
      const copyright = await page.locator('.site-footer__copyright').boundingBox()
      const items = await page.locator(bar).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top))
      expect(copyright, 'the footer copyright line').not.toBeNull()
      expect(copyright!.y + copyright!.height, 'the last line of the page stays above the bar').toBeLessThanOrEqual(Math.min(...items))
    })
  }

  test('a keyboard user who tabs to its link while it is away brings it back', async ({ page }) => {
    await page.goto('/kontakt', { waitUntil: 'networkidle' })
    await closePopup(page)
    await page.mouse.move(180, 300)
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 240)
    await expect.poll(() => barPlacement(page)).toBe('out of view')
    await page.locator('a.whatsapp-button').focus()
    await expect.poll(() => barPlacement(page)).toBe('in view')
  })
})

test.describe('wider screens', () => {
  test('at 1280 px the round buttons in the margin stay where they are while scrolling down', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/zakroky/liposukce', { waitUntil: 'networkidle' })
    await closePopup(page)
    await page.mouse.move(640, 400)
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 300)
    await page.waitForTimeout(500)
    expect(await barPlacement(page)).toBe('in view')
  })
})

test.describe('the home hero on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
  test('is a phone-sized, lighter file (Lighthouse mobile screen): its LCP picture under the shade', async ({ page }) => {
    const hero = page.locator('.home-hero img').first()
    await page.goto('/')
    await expect(hero).toBeVisible()
    // 412 px × 1.75 would ask for the 750 px file at full width; under the shade 80vw takes the 640 px one.
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/[?&]w=640&q=55$/)
    const response = await page.request.get(await hero.evaluate((image: HTMLImageElement) => image.currentSrc), {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(response.headers()['content-type']).toBe('image/avif')
  })
})
