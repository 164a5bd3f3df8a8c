import { expect } from '@playwright/test'
import { closePopup, test } from './helpers'

const homes = { cs: '/', en: '/en', de: '/de' } as const

test.describe('home page sections', () => {
  for (const [locale, url] of Object.entries(homes)) {
    test(`hero, statistics, benefits, offers, doctors, testimonials, directions and the contact form (${locale})`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(url)).text()
      // The final numbers are in the HTML for crawlers and screen readers.
      for (const value of ['75 541', '478', '106 589', '4 589']) expect(html).toContain(value)
      await page.goto(url)
      await closePopup(page)
      await expect(page.locator('.home-hero h1')).not.toBeEmpty()
      await expect(page.locator('.home-hero__image')).toBeVisible()
      await expect(page.locator('.benefit-grid > li')).toHaveCount(8)
      await expect(page.locator('.doctor-grid > li').first()).toBeVisible()
      await expect(page.locator('#contact-form form')).toBeVisible()
      const epilation = page.locator('.offer').nth(1).getByRole('link')
      await expect(epilation).toHaveAttribute('href', '#contact-form')
      const orthopaedics = page.locator('.offer').first().getByRole('link')
      const href = (await orthopaedics.getAttribute('href'))!
      expect(href).toMatch(/#[a-z0-9-]+$/)
      await orthopaedics.click()
      await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible()
    })
  }

  test('statistics count up to their values when scrolled into view', async ({ page }) => {
    await page.goto('/en')
    await closePopup(page)
    const first = page.locator('.statistics .counter').first()
    await first.scrollIntoViewIfNeeded()
    // The running figure is drawn from data-shown while it counts; at the end the number stands alone.
    await expect(first).toHaveAttribute('data-shown', /^\d[\d ]*$/)
    await expect(first).not.toHaveAttribute('data-shown', { timeout: 6_000 })
    await expect(first).toHaveText('75 541')
  })

  test('the testimonial carousel loops and has arrows', async ({ page }) => {
    await page.goto('/en')
    await closePopup(page)
    const carousel = page.locator('.testimonials')
    await carousel.scrollIntoViewIfNeeded()
    const slides = carousel.locator('.testimonials__slide')
    const count = await slides.count()
    expect(count).toBeGreaterThan(1)
    const firstName = await slides.first().locator('strong').textContent()
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false')
    const previous = carousel.getByRole('button', { name: 'Previous review' })
    await previous.click()
    await expect(slides.last()).toHaveAttribute('aria-hidden', 'false')
    await carousel.getByRole('button', { name: 'Next review' }).click()
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false')
    expect(await slides.first().locator('strong').textContent()).toBe(firstName)
  })

  test('the video loads only on click and stops again', async ({ page }) => {
    // The video host cannot be reached from this machine: it is mocked.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html><body>player</body></html>' }),
    )
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('youtube')) videoRequests.push(request.url())
    })
    await page.goto('/en')
    await closePopup(page)
    expect(videoRequests).toEqual([])
    await page.getByRole('button', { name: /^Play the video/ }).click()
    const frame = page.locator('.video iframe')
    await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+controls=0.+rel=0/)
    await expect(frame).toHaveAttribute('width', '416')
    await expect(frame).toHaveAttribute('height', '406')
    await page.getByRole('button', { name: 'Stop the video' }).click()
    await expect(frame).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Play the video/ })).toBeFocused()
  })

  test('the video returns to the thumbnail when the player reports a pause or the end', async ({ page }) => {
    // The video host cannot be reached from this machine: a stand-in player answers the page's
    // "listening" message with a state change, as the provider's player does (2 paused, 0 ended).
    let state = 2
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<html><body>player<script>
          addEventListener('message', (event) => {
            if (JSON.parse(event.data).event !== 'listening') return
            setTimeout(() => parent.postMessage(JSON.stringify({ event: 'onStateChange', info: 1 }), '*'), 100)
            setTimeout(() => parent.postMessage(JSON.stringify({ event: 'onStateChange', info: ${state} }), '*'), 600)
          })
        </script></body></html>`,
      }),
    )
    await page.goto('/en')
    await closePopup(page)
    for (const reported of [2, 0]) {
      state = reported
      await page.getByRole('button', { name: /^Play the video/ }).click()
      const frame = page.locator('.video iframe')
      await expect(frame).toHaveAttribute('src', /enablejsapi=1/)
      await expect(frame).toHaveCount(0, { timeout: 5_000 })
      await expect(page.getByRole('button', { name: /^Play the video/ })).toBeVisible()
    }
  })
})
