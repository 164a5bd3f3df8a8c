import { expect, type Page } from '@playwright/test'
import { categories, faqTopics, jobOffers, pages, people, personCategories, posts, testimonials } from '../../src/cms/seed/data'
import { proceduresA } from '../../src/cms/seed/data/procedures-a'
import { routeKeyPaths } from '../../src/routing/fixed-paths'
import { slugify } from '../../src/routing/slugify'
import { closePopup, test } from './helpers'

const locales = ['cs', 'en', 'de'] as const
type Locale = (typeof locales)[number]
const prefix = (locale: Locale) => (locale === 'cs' ? '' : `/${locale}`)
const fixedPage = (key: keyof typeof routeKeyPaths, locale: Locale) =>
  `${prefix(locale)}/${routeKeyPaths[key][locale]}`.replace(/\/$/, '') || '/'
const seedPage = (routeKey: string) => pages.find((page) => page.routeKey === routeKey)!
// The visitor refused everything (playwright.config.ts): third-party widgets wait behind this button.
const loadOnce = { cs: 'Načíst obsah', en: 'Load content', de: 'Inhalt laden' } as const

// The seed gives these procedures a photo gallery (their before/after pair plus clinic pictures).
const procedureWithGallery = proceduresA.find((procedure) => procedure.key === 'breast-augmentation')!

async function open(page: Page, url: string) {
  await page.goto(url)
  await closePopup(page)
}

test.describe('fixed pages show their sections with CMS content', () => {
  for (const locale of locales) {
    test(`team grouped by category, person detail with role, past work and procedures (${locale})`, async ({ page }) => {
      await open(page, fixedPage('team', locale))
      const groupTitles = page.locator('.listing__group > h2')
      const expected = personCategories.map((category) => category.name[locale] ?? category.name.cs)
      await expect(groupTitles).toHaveText(expected)
      await expect(page.locator('.person-card img').first()).toBeVisible()
      const head = people.find((person) => person.isHeadPhysician)!
      await page
        .getByRole('link', { name: new RegExp(head.name) })
        .first()
        .click()
      await expect(page.locator('h1')).toHaveText(head.name)
      await expect(page.locator('.page-hero__subtitle')).toHaveText(head.position[locale] ?? head.position.cs)
      await expect(page.locator('.person__photo')).toBeVisible()
      const sidePanels = page.locator('.side-panel .related')
      await expect(sidePanels).toHaveCount(2)
      await expect(sidePanels.last().getByRole('link').first()).toBeVisible()
    })

    test(`before and after, references with testimonials, FAQ, career and a job offer (${locale})`, async ({ page }) => {
      await open(page, fixedPage('changes', locale))
      await expect(page.locator('.change')).toHaveCount(4)
      await expect(page.locator('.change figcaption').first()).not.toBeEmpty()
      await expect(page.locator('.change img').first()).toBeVisible()

      await page.goto(fixedPage('references', locale))
      const shown = testimonials.filter((item) => item.content[locale] !== undefined || locale !== 'cs')
      expect(await page.locator('.testimonial-card').count()).toBeGreaterThanOrEqual(Math.min(shown.length, 1))
      await expect(page.locator('.testimonial-card').first()).toContainText(testimonials[0].name)

      await page.goto(fixedPage('faq', locale))
      await expect(page.locator('.faq__topic > h2')).toHaveText(faqTopics.map((topic) => topic.name[locale] ?? topic.name.cs))
      const first = page.locator('.faq__item').first()
      const summary = first.locator('summary')
      await expect(summary).toHaveText(faqTopics[0].questions[0].question[locale] ?? faqTopics[0].questions[0].question.cs)
      await expect(first.locator('.faq__answer')).toBeHidden()
      // A native disclosure: keyboard operable, and its state is exposed to assistive technology.
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(first.locator('.faq__answer')).toBeVisible()
      await expect(first).toHaveAttribute('open', '')
      await page.keyboard.press('Space')
      await expect(first.locator('.faq__answer')).toBeHidden()

      await page.goto(fixedPage('career', locale))
      const offer = jobOffers[0]
      await page.getByRole('link', { name: offer.title[locale] ?? offer.title.cs }).click()
      await expect(page.locator('h1')).toHaveText(offer.title[locale] ?? offer.title.cs)
      await expect(page.locator('.lead')).toHaveText(offer.perex[locale] ?? offer.perex.cs)
    })

    test(`procedures grouped by category with anchors, and a generic page (${locale})`, async ({ page }) => {
      await open(page, fixedPage('procedures', locale))
      const groups = page.locator('.listing__group')
      await expect(groups.locator('> h2')).toHaveText(categories.map((category) => category.name[locale] ?? category.name.cs))
      for (const [index, category] of categories.entries()) {
        await expect(groups.nth(index)).toHaveAttribute('id', slugify(category.name[locale] ?? category.name.cs))
      }
      const gdpr = pages.find((item) => item.key === 'gdpr')!
      await page.goto(`${prefix(locale)}/${gdpr.slug?.[locale]}`)
      await expect(page.locator('h1')).toHaveText(gdpr.title[locale] ?? '')
      await expect(page.locator('.page-text p').first()).not.toBeEmpty()
    })

    test(`about, foundation, apartments, blog and a post (${locale})`, async ({ page }) => {
      await open(page, fixedPage('about', locale))
      await expect(page.locator('h1')).toHaveText(seedPage('about').title[locale] ?? '')
      await expect(page.locator('.gallery__thumb').first()).toBeVisible()

      await page.goto(fixedPage('foundation', locale))
      await expect(page.locator('h1')).toHaveText(seedPage('foundation').title[locale] ?? '')
      await expect(page.locator('.page-text p').first()).not.toBeEmpty()

      await page.goto(fixedPage('apartments', locale))
      await expect(page.locator('h1')).toHaveText(seedPage('apartments').title[locale] ?? '')
      await expect(page.locator('.gallery__thumb:visible')).toHaveCount(4)

      await page.goto(fixedPage('blog', locale))
      const localPosts = posts.filter((post) => post.slug[locale])
      await expect(page.locator('.card--media')).toHaveCount(localPosts.length)
      await expect(page.locator('.card--media img').first()).toBeVisible()
      await page.locator('.card--media a').first().click()
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('.post__image')).toBeVisible()
      await expect(page.locator('.page-hero__meta time')).toBeVisible()
    })

    test(`contact data, directions, the form and the booking widget on contact (${locale})`, async ({ page }) => {
      // The booking provider's host is unreachable here, so its script is mocked.
      const requested: string[] = []
      await page.route('https://booking.example-widget.com/**', async (route) => {
        requested.push(route.request().url())
        await route.fulfill({
          contentType: 'text/javascript',
          body: `document.getElementById('booking-widget').textContent = 'Booking calendar ' + document.currentScript.dataset.clinicId + ' ' + document.currentScript.dataset.lang`,
        })
      })
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, fixedPage('contact', locale))
      await expect(page.locator('.contact-card').first()).toContainText('+420 222 000 111')
      await expect(page.locator('.contact-card').first()).toContainText('Olšanská 2666/7')
      await expect(page.locator('.contact-card').first().getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
      await expect(page.locator('#contact-form form')).toBeVisible()
      // Loaded only when the visitor reaches it, and only with consent: here, this once.
      await page.locator('#booking').scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      expect(requested).toEqual([])
      await page.locator('#booking').getByRole('button', { name: loadOnce[locale] }).click()
      await expect(page.locator('#booking-widget')).toHaveText(`Booking calendar demo-clinic ${locale}`)
      expect(requested).toHaveLength(1)
    })
  }
})

test.describe('procedure detail', () => {
  for (const locale of locales) {
    test(`prices, what to know, doctors, combinations and the gallery (${locale})`, async ({ page }) => {
      await open(page, `${prefix(locale)}/${routeKeyPaths.procedures[locale]}/${procedureWithGallery.slug[locale]}`)
      await expect(page.locator('h1')).toHaveText(procedureWithGallery.name[locale] ?? '')
      await expect(page.locator('.price-table tr')).toHaveCount(procedureWithGallery.prices.length)
      await expect(page.locator('.side-panel .note')).toBeVisible()
      await expect(page.locator('.side-panel .related').first().getByRole('link').first()).toBeVisible()
      await expect(page.locator('.gallery__thumb:visible')).toHaveCount(4)
      // 5 photos, 4 in the teaser: the button offers the one more.
      await expect(page.locator('.gallery__more')).toContainText('1')
    })
  }
})

test.describe('gallery popup', () => {
  const url = `/en/procedures/${procedureWithGallery.slug.en}`
  const counter = (page: Page) => page.locator('.yarl__counter')

  test('opens at the chosen photo, shows n/total, loops both ways and resets to the first photo after closing', async ({ page }) => {
    await open(page, url)
    await page.locator('.gallery__thumb').nth(2).click()
    await expect(counter(page)).toHaveText(/^3\s*\/\s*5$/)
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(/^4\s*\/\s*5$/)
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(/^5\s*\/\s*5$/)
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(/^1\s*\/\s*5$/)
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(/^5\s*\/\s*5$/)
    await page.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText(/^1\s*\/\s*5$/)
    await page.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText(/^2\s*\/\s*5$/)
    await page.keyboard.press('Escape')
    await expect(counter(page)).toBeHidden()
    // Focus returns to the page; "more photos" opens the gallery again, from the first photo.
    await page.locator('.gallery__more').click()
    await expect(counter(page)).toHaveText(/^1\s*\/\s*5$/)
    await page.getByRole('button', { name: 'Close the gallery' }).click()
    await expect(counter(page)).toBeHidden()
  })

  test('stays on the photo the visitor moved to when the neighbours start loading after 1 s', async ({ page }) => {
    await open(page, url)
    await page.locator('.gallery__thumb').nth(2).click()
    await expect(counter(page)).toHaveText(/^3\s*\/\s*5$/)
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(/^4\s*\/\s*5$/)
    await expect(page.locator('.yarl__slide img')).toHaveCount(3, { timeout: 2_000 })
    await page.waitForTimeout(300)
    await expect(counter(page)).toHaveText(/^4\s*\/\s*5$/)
  })

  test('loads only the open photo at first and its neighbours after 1 s', async ({ page }) => {
    await open(page, url)
    await page.locator('.gallery__thumb').nth(1).click()
    const slides = page.locator('.yarl__slide img')
    await expect(slides).toHaveCount(1)
    await page.waitForTimeout(400)
    await expect(slides).toHaveCount(1)
    await expect(slides).toHaveCount(3, { timeout: 2_000 })
  })
})

test.describe('review widget', () => {
  const widgetHost = 'https://reviews.example-widget.com'
  // The review portal cannot be reached from here: its frame is mocked. It first reports a height for
  // another widget id, then for its own id (read from its address).
  async function mockPortal(page: Page) {
    const frames: string[] = []
    await page.route(`${widgetHost}/**`, async (route) => {
      frames.push(route.request().url())
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Reviews</title><p>Reviews</p><script>
          const id = new URL(location.href).searchParams.get('id')
          parent.postMessage({ id: 'someone-else', height: 1500 }, '*')
          setTimeout(() => parent.postMessage(JSON.stringify({ id, height: 640 }), '*'), 300)
        </script>`,
      })
    })
    return frames
  }

  const versions = { cs: '1', en: '2', de: '3' } as const
  for (const locale of locales) {
    test(`carries portal version ${versions[locale]} and resizes only on its own messages (${locale})`, async ({ page }) => {
      const frames = await mockPortal(page)
      await open(page, fixedPage('references', locale))
      // Behind the consent placeholder until the visitor loads it; then added when reached.
      const section = page.locator('section[aria-labelledby="review-widget-title"]')
      await section.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      expect(frames).toEqual([])
      await section.getByRole('button', { name: loadOnce[locale] }).click()
      await page.locator('.review-widget').scrollIntoViewIfNeeded()
      const frame = page.locator('.review-widget iframe')
      await expect(frame).toBeVisible()
      const src = new URL((await frame.getAttribute('src'))!)
      expect(src.origin).toBe(widgetHost)
      expect(src.searchParams.get('portal')).toBe(versions[locale])
      expect(src.searchParams.get('limit')).toBe('10')
      expect(src.searchParams.get('skin')).toBe('light')
      expect(src.searchParams.get('types')).toBe('reviews,recommendations')
      expect(src.searchParams.get('id')).toMatch(/\w{6,}/)
      await expect(frame).toHaveAttribute('height', '640')
      // The page itself (another origin than the portal) posting the right id is ignored too.
      await page.evaluate((id) => window.postMessage({ id, height: 999 }, '*'), src.searchParams.get('id'))
      await page.waitForTimeout(300)
      await expect(frame).toHaveAttribute('height', '640')
      expect(frames).toHaveLength(1)
    })
  }
})

test.describe('anchors', () => {
  /** Records when the page scrolls programmatically, relative to the navigation start. */
  async function recordScrolls(page: Page) {
    await page.addInitScript(() => {
      const calls: number[] = []
      ;(window as unknown as { __scrolls: number[] }).__scrolls = calls
      const original = window.scrollTo.bind(window) as (...args: unknown[]) => void
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(performance.now())
        original(...args)
      }) as typeof window.scrollTo
    })
  }
  const scrollTimes = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls)
  const topOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top))

  test('arriving at a section anchor from another page waits 600 ms and lands 150 px below it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await recordScrolls(page)
    await open(page, '/en')
    const id = slugify(faqTopics[2].name.en ?? '')
    await page.goto(`/en/faq#${id}`)
    await expect.poll(() => scrollTimes(page).then((calls) => calls.length), { timeout: 3_000 }).toBeGreaterThan(0)
    const [first] = await scrollTimes(page)
    const loadedAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0].startTime)
    expect(first - loadedAt).toBeGreaterThanOrEqual(600)
    expect(await topOf(page, `#${id}`)).toBe(150)
  })

  test('a same-page section anchor scrolls after 50 ms to 150 px, a plain anchor to 24 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await recordScrolls(page)
    await open(page, '/en/faq')
    const link = page.locator('.faq__topics a').nth(3)
    const id = (await link.getAttribute('href'))!.slice(1)
    const clickedAt = await link.evaluate((element) => {
      const at = performance.now()
      ;(element as HTMLAnchorElement).click()
      return at
    })
    await expect.poll(() => scrollTimes(page).then((calls) => calls.length)).toBeGreaterThan(0)
    const delay = (await scrollTimes(page)).at(-1)! - clickedAt
    expect(delay).toBeGreaterThanOrEqual(45)
    expect(delay).toBeLessThan(400)
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    expect(await topOf(page, `#${id}`)).toBe(150)

    await page.goto('/en')
    await page.locator('.home-hero a[href="#contact-form"]').click()
    await expect.poll(() => topOf(page, '#contact-form')).toBe(24)
  })
})
