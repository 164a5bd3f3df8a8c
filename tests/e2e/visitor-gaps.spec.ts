import { type Browser, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { categories, testimonials } from '../../src/cms/seed/data'
import { slugify } from '../../src/routing/slugify'
import { closePopup, test } from './helpers'
import { fixedPage, locales, procedureWithGallery } from './page-types'

/**
 * Issue 28, points 5–8: the video's placeholder after a refusal, what a visitor without JavaScript
 * reaches (every review, every gallery photo, the video's page), the message about photos over the
 * limit, and the category strip grouped as the specification groups it.
 */

/** A visitor whose browser runs no script. */
async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

/** The video hosts cannot be reached from here: they are mocked, and every request to them is recorded. */
async function recordVideoHost(page: Page) {
  const requests: string[] = []
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com)\//, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<html><body>player</body></html>' })
  })
  return requests
}

const videoId = 'M7lc1UVf-VE' // the demo's video (src/cms/seed/site.ts)

test.describe('the video after a refusal of external media', () => {
  // Playwright's profile for these tests: a returning visitor who chose "Reject all" (playwright.config.ts).
  test('shows a placeholder naming YouTube, loads nothing from it, and plays on request', async ({ page }) => {
    const requests = await recordVideoHost(page)
    await page.goto('/en')
    await closePopup(page)
    const gate = page.getByRole('region', { name: 'Content from YouTube' })
    await gate.scrollIntoViewIfNeeded()
    await expect(gate).toContainText('The video is played by YouTube. It loads only with your consent')
    await expect(gate.getByRole('button', { name: 'Always allow external media' })).toBeVisible()
    // The thumbnail itself is not a way around the placeholder.
    await expect(page.locator('.video-section button.video')).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(requests).toEqual([])

    await gate.getByRole('button', { name: 'Play the video' }).click()
    await expect(page.locator('.video iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}\\?`),
    )
    expect(requests.length).toBeGreaterThan(0)
  })

  test('shows the placeholder to a first-time visitor who has not chosen yet (cs)', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const requests = await recordVideoHost(page)
    await page.goto('/')
    const gate = page.getByRole('region', { name: 'Obsah služby YouTube' })
    await expect(gate).toContainText('Video přehrává služba YouTube.')
    await expect(gate.getByRole('button', { name: 'Přehrát video' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(requests).toEqual([])
    await context.close()
  })

  test('"Always allow" stores the choice: back from playing, the thumbnail is the play button', async ({ page }) => {
    await recordVideoHost(page)
    await page.goto('/en')
    await closePopup(page)
    await page.getByRole('button', { name: 'Always allow external media' }).click()
    await expect(page.locator('.video iframe')).toBeVisible()
    await page.getByRole('button', { name: 'Stop the video' }).click()
    await expect(page.getByRole('button', { name: /^Play the video: / })).toBeFocused()
    await expect(page.getByRole('region', { name: 'Content from YouTube' })).toHaveCount(0)
  })
})

test.describe('without JavaScript', () => {
  for (const locale of locales) {
    test(`every review of the home page is shown, one under another (${locale})`, async ({ browser }) => {
      const { context, page } = await withoutScript(browser)
      await page.goto(locale === 'cs' ? '/' : `/${locale}`)
      const slides = page.locator('.testimonials__slide')
      const expected = testimonials.filter((item) => item.content[locale] !== undefined)
      await expect(slides).toHaveCount(expected.length)
      expect(expected.length).toBeGreaterThan(1)
      const width = page.viewportSize()!.width
      let previousBottom = 0
      for (const [index, item] of expected.entries()) {
        const slide = slides.nth(index)
        await expect(slide).toContainText(item.name)
        // Not hidden from screen readers, and inside the page's width (not off to the side of a carousel).
        await expect(slide).not.toHaveAttribute('aria-hidden', /.*/)
        const box = (await slide.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        expect(box.y).toBeGreaterThanOrEqual(previousBottom)
        previousBottom = box.y + box.height
      }
      await expect(page.locator('.testimonials__arrows')).toBeHidden()
      await context.close()
    })
  }

  for (const [name, url] of [
    ['apartments', fixedPage('apartments', 'cs')],
    ['procedure', `${fixedPage('procedures', 'en')}/${procedureWithGallery.slug.en}`],
  ] as const) {
    test(`every gallery photo is shown, each a link to its image (${name})`, async ({ browser, request }) => {
      const { context, page } = await withoutScript(browser)
      await page.goto(url)
      const thumbs = page.locator('.gallery__thumb')
      const count = await thumbs.count()
      expect(count).toBeGreaterThan(4)
      for (let index = 0; index < count; index++) {
        const thumb = thumbs.nth(index)
        await thumb.scrollIntoViewIfNeeded()
        await expect(thumb).toBeVisible()
        await expect(thumb.locator('img')).toBeVisible()
        const href = (await thumb.getAttribute('href'))!
        const image = await request.get(href)
        expect(image.status(), href).toBe(200)
        expect(image.headers()['content-type']).toMatch(/^image\//)
      }
      // All of them are here already: the button that needs script is left out.
      await expect(page.locator('.gallery__more')).toBeHidden()
      await context.close()

      // With script the teaser shows four and "more photos" opens the rest in the lightbox.
      const scripted = await browser.newContext()
      const withScript = await scripted.newPage()
      await withScript.goto(url)
      await expect(withScript.locator('.gallery__thumb:visible')).toHaveCount(4)
      await expect(withScript.locator('.gallery__more')).toBeVisible()
      await scripted.close()
    })
  }

  test('the video links to its page at YouTube', async ({ browser }) => {
    const { context, page } = await withoutScript(browser)
    await page.goto('/en')
    const link = page.getByRole('link', { name: 'Play the video on YouTube' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${videoId}`)
    await context.close()
  })
})

async function photoFiles(count: number) {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .toBuffer()
  return Array.from({ length: count }, (_, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: image }))
}

const contactPages = { cs: '/kontakt', en: '/en/contact', de: '/de/kontakt' } as const
const dropped = {
  cs: 'Nepřidané fotografie: 2. Poslat lze nejvýše 10 fotografií.',
  en: 'Photos not added: 2. You can send at most 10 photos.',
  de: 'Nicht hinzugefügte Fotos: 2. Sie können höchstens 10 Fotos senden.',
} as const

test.describe('photos over the limit', () => {
  for (const locale of locales) {
    test(`12 photos chosen: the visitor is told that 2 were not added and why (${locale})`, async ({ page }) => {
      await page.goto(contactPages[locale])
      await closePopup(page)
      const form = page.locator('#contact-form form')
      await form.locator('input[type="file"]').setInputFiles(await photoFiles(12))
      await expect(form.locator('.photo-picker__list img')).toHaveCount(10)
      const message = form.locator('.photo-picker__dropped')
      await expect(message).toHaveText(dropped[locale])
      // In the live region with the count, so a screen reader hears it.
      await expect(form.locator('[aria-live="polite"] .photo-picker__dropped')).toHaveCount(1)
      // The next change of the selection replaces the note.
      await form.locator('.photo-picker__remove').first().click()
      await expect(message).toHaveCount(0)
    })
  }

  test('10 photos chosen: no such message', async ({ page }) => {
    await page.goto(contactPages.en)
    await closePopup(page)
    const form = page.locator('#contact-form form')
    await form.locator('input[type="file"]').setInputFiles(await photoFiles(10))
    await expect(form.locator('.photo-picker__list img')).toHaveCount(10)
    await expect(form.locator('.photo-picker__dropped')).toHaveCount(0)
  })
})

const stripTexts = {
  cs: ['Plastická chirurgie', 'Dermatologie', 'Ortopedie', 'Kombinace zákroků'],
  en: ['Plastic surgery', 'Dermatology', 'Orthopaedics', 'Combination of procedures'],
  de: ['Plastische Chirurgie', 'Dermatologie', 'Orthopädie', 'Kombination von Eingriffen'],
} as const

test.describe('category strip', () => {
  for (const locale of locales) {
    test(`groups as the specification does: plastic surgery, dermatology with orthopaedics under it, then combinations (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(fixedPage('procedures', locale))
      await closePopup(page)
      await page.evaluate(() => window.scrollTo(0, 900))
      await page.waitForTimeout(200)
      await page.evaluate(() => window.scrollTo(0, 700))
      const strip = page.locator('.category-strip')
      await expect(strip).toBeVisible()
      await expect(strip.getByRole('link')).toHaveText([...stripTexts[locale]])
      // Orthopaedics is listed under dermatology, in its group's list.
      const dermatology = strip.locator('.category-strip__group').nth(1)
      await expect(dermatology.getByRole('link')).toHaveText([stripTexts[locale][1], stripTexts[locale][2]])
      // Body areas are headings of the list below, not items of the strip.
      const breast = categories.find((category) => category.key === 'breast')!
      await expect(strip.getByRole('link', { name: breast.name[locale] })).toHaveCount(0)
      // Each link lands on a section of the page: a group at its first category.
      const name = (key: string) => {
        const category = categories.find((item) => item.key === key)!
        return category.name[locale] ?? category.name.cs
      }
      const targets = ['breast', 'dermatology', 'orthopaedics', 'combination'].map((key) => `#${slugify(name(key))}`)
      const hrefs = await strip.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(targets)
      for (const target of targets) await expect(page.locator(target)).toHaveCount(1)
    })
  }
})
