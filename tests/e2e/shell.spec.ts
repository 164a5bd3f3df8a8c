import { expect } from '@playwright/test'
import { popups, posts } from '../../src/cms/seed/data'
import { closePopup, hasNoHorizontalOverflow, openStickyCallback, test, visitWithStoredLanguage } from './helpers'

const year = new Date().getFullYear()

/** Scrolls like a visitor would, one step at a time, and lets the page react before the next. */
async function scrollTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(150)
}

const navigation = {
  cs: {
    home: '/',
    items: [
      ['O klinice', '/o-nas'],
      ['Náš tým', '/nas-tym'],
      ['Zákroky', '/zakroky'],
      ['Proměny', '/promeny'],
      ['Recenze', '/reference'],
      ['Blog', '/blog'],
      ['Kontakt', '/kontakt'],
    ],
  },
  en: {
    home: '/en',
    items: [
      ['About the clinic', '/en/about-us'],
      ['Our team', '/en/our-team'],
      ['Procedures', '/en/procedures'],
      ['Reviews', '/en/references'],
      ['Foundation', '/en/foundation'],
      ['Contact', '/en/contact'],
    ],
  },
  de: {
    home: '/de',
    items: [
      ['Über die Klinik', '/de/uber-uns'],
      ['Unser Team', '/de/unser_team'],
      ['Eingriffe', '/de/eingriffe'],
      ['Bewertungen', '/de/empfehlung'],
      ['Kontakt', '/de/kontakt'],
    ],
  },
} as const
const locales = ['cs', 'en', 'de'] as const

test.describe('header', () => {
  for (const locale of locales) {
    test(`navigation items, order, logo and phone in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(navigation[locale].items[0][1])
      const nav = page.locator('header .main-nav')
      const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]))
      expect(links).toEqual(navigation[locale].items)
      await expect(page.locator('header a.logo')).toHaveAttribute('href', navigation[locale].home)
      await expect(page.locator('header a.header-phone')).toHaveAttribute('href', /^tel:\+420\d{9}$/)
    })
  }

  test('the home page has the top banner with the phone number, other pages do not', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('.top-banner a[href^="tel:+420"]')).toBeVisible()
    await page.goto('/en/contact')
    await expect(page.locator('.top-banner')).toHaveCount(0)
  })

  for (const width of [375, 768, 1280]) {
    for (const locale of locales) {
      test(`nothing overflows horizontally at ${width} px in ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(navigation[locale].home)
        expect(await hasNoHorizontalOverflow(page)).toBe(true)
        await page.goto(navigation[locale].items[2][1])
        expect(await hasNoHorizontalOverflow(page)).toBe(true)
      })
    }
  }
})

test.describe('language switcher', () => {
  async function switchTo(page: import('@playwright/test').Page, name: string) {
    await page.locator('.language-switcher__toggle').click()
    await page.locator('.language-switcher__list').getByRole('link', { name }).click()
  }

  test('lands on the translated doctor, blog post and generic page, and on the listing when there is no translation', async ({ page }) => {
    await page.goto('/mudr-petr-vzorovy')
    await closePopup(page)
    await switchTo(page, 'English')
    await expect(page).toHaveURL(/\/en\/mudr-petr-vzorovy$/)

    const shared = posts.find((post) => post.title.en && post.title.cs)!
    await page.goto(`/en/blog/${shared.slug.en}`)
    await closePopup(page)
    await switchTo(page, 'Čeština')
    await expect(page).toHaveURL(new RegExp(`/blog/${shared.slug.cs}$`))

    const czechAndGermanOnly = posts.find((post) => post.title.cs && !post.title.en)!
    await page.goto(`/blog/${czechAndGermanOnly.slug.cs}`)
    await closePopup(page)
    await switchTo(page, 'English')
    await expect(page).toHaveURL(/\/en\/blog$/)

    await page.goto('/en/gdpr')
    await closePopup(page)
    await switchTo(page, 'Deutsch')
    await expect(page).toHaveURL(/\/de\/dsgvo$/)
  })

  test('is a keyboard-operable dropdown that closes on Escape', async ({ page }) => {
    await page.goto('/en/about-us')
    await closePopup(page)
    const toggle = page.locator('.language-switcher__toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.language-switcher__list')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('language memory', () => {
  test('a returning visitor is sent to the page in the chosen language', async ({ page }) => {
    await visitWithStoredLanguage(page, 'en', '/zakroky/zvetseni-prsou')
    await expect(page).toHaveURL(/\/en\/procedures\/breast-augmentation$/)
    await visitWithStoredLanguage(page, 'de', '/en/about-us')
    await expect(page).toHaveURL(/\/de\/uber-uns$/)
  })

  test('the bare /en and /de home pages overwrite the stored language instead', async ({ page }) => {
    await visitWithStoredLanguage(page, 'cs', '/de')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/de$/)
    expect(await page.evaluate(() => localStorage.getItem('clinic.language'))).toBe('de')
    await visitWithStoredLanguage(page, 'de', '/en')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/en$/)
    expect(await page.evaluate(() => localStorage.getItem('clinic.language'))).toBe('en')
  })

  test('blog posts never redirect', async ({ page }) => {
    const shared = posts.find((post) => post.title.en && post.title.cs)!
    await visitWithStoredLanguage(page, 'en', `/blog/${shared.slug.cs}`)
    await page.waitForTimeout(700)
    await expect(page).toHaveURL(new RegExp(`/blog/${shared.slug.cs}$`))
  })

  test('choosing a language in the switcher stores it', async ({ page }) => {
    await page.goto('/o-nas')
    await closePopup(page)
    await page.locator('.language-switcher__toggle').click()
    await page.locator('.language-switcher__list').getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/uber-uns$/)
    expect(await page.evaluate(() => localStorage.getItem('clinic.language'))).toBe('de')
  })
})

test.describe('first visit', () => {
  test.use({ locale: 'de-AT' })
  test('is never redirected; a German-speaking browser is offered the German page', async ({ page }) => {
    await page.goto('/kontakt')
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/kontakt$/)
    const offer = page.locator('.language-suggestion:visible')
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', 'de')
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/de/kontakt')
  })
})

test.describe('first visit in the page language', () => {
  test.use({ locale: 'cs-CZ' })
  test('remembers the page language and offers nothing', async ({ page }) => {
    await page.goto('/kontakt')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clinic.language'))).toBe('cs')
    await expect(page.locator('.language-suggestion:visible')).toHaveCount(0)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const locale of locales) {
    test(`burger opens a full-screen list that locks scrolling, traps focus and closes on Escape or widening (${locale})`, async ({
      page,
    }) => {
      await page.goto(navigation[locale].items[1][1])
      await closePopup(page)
      await expect(page.locator('header .main-nav')).toBeHidden()
      const burger = page.locator('.burger')
      await burger.click()
      const menu = page.locator('.mobile-menu')
      await expect(menu).toBeVisible()
      await expect(burger).toHaveAttribute('aria-expanded', 'true')
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
      const labels = await menu.locator('nav a').allTextContents()
      expect(labels).toEqual(navigation[locale].items.map(([label]) => label))

      // Focus stays inside: tabbing past the last item returns to the close button.
      const focusable = await menu.locator('a[href], button').count()
      for (let i = 0; i < focusable; i++) await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('.mobile-menu') !== null)).toBe(true)

      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(burger).toBeFocused()
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

      await burger.click()
      await expect(menu).toBeVisible()
      await page.setViewportSize({ width: 1280, height: 800 })
      await expect(menu).toBeHidden()
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    })
  }
})

test.describe('pinned menu', () => {
  test('pins, hides when scrolling down past 440 px and comes back on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/procedures')
    await closePopup(page)
    const header = page.locator('header.site-header')
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await scrollTo(page, 300)
    await expect(header).toHaveAttribute('data-pinned', 'true')
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await scrollTo(page, 700)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await scrollTo(page, 600)
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await expect(header).toBeInViewport()
  })

  for (const locale of locales) {
    test(`the procedures page shows the category strip after scrolling and lands 150 px below a category (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(navigation[locale].items[2][1])
      await closePopup(page)
      const strip = page.locator('.category-strip')
      await expect(strip).toBeHidden()
      await scrollTo(page, 700)
      await scrollTo(page, 650)
      await expect(strip).toBeVisible()
      const links = strip.getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(4)
      // The strip scrolls sideways on narrow screens; bring its end into view as a visitor would.
      await strip.locator('.category-strip__inner').evaluate((row) => {
        row.scrollLeft = row.scrollWidth
      })
      await expect(page.locator('header.site-header')).toHaveAttribute('data-hidden', 'false')
      await page.waitForTimeout(400) // the header's show transition
      const last = links.last()
      const hash = (await last.getAttribute('href'))!
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${hash}$`))
      await expect
        .poll(async () => Math.round(await page.locator(hash).evaluate((section) => section.getBoundingClientRect().top)), {
          timeout: 5_000,
        })
        .toBeGreaterThanOrEqual(148)
      expect(Math.round(await page.locator(hash).evaluate((section) => section.getBoundingClientRect().top))).toBeLessThanOrEqual(152)
    })
  }

  test('other pages have no category strip', async ({ page }) => {
    await page.goto('/en/about-us')
    await expect(page.locator('.category-strip')).toHaveCount(0)
  })
})

test.describe('footer', () => {
  const expected = {
    cs: { present: ['Časté dotazy', 'Kariéra', 'Ochrana osobních údajů', 'Nadace', 'Koronavirus', 'Náš tým', 'Recenze'], absent: ['Blog'] },
    en: { present: ['FAQ', 'Career', 'Personal data protection', 'Blog', 'Coronavirus', 'Our team', 'Reviews'], absent: ['Foundation'] },
    de: {
      present: ['Häufige Fragen', 'Datenschutz', 'Blog', 'Coronavirus', 'Unser Team', 'Bewertungen'],
      absent: ['Karriere', 'Stiftung'],
    },
  }
  for (const locale of locales) {
    test(`links, social profiles and copyright in ${locale}`, async ({ page, request }) => {
      await page.goto(navigation[locale].home)
      const footer = page.locator('footer.site-footer')
      const labels = await footer.locator('.site-footer__links a').allTextContents()
      for (const label of expected[locale].present) expect(labels).toContain(label)
      for (const label of expected[locale].absent) expect(labels).not.toContain(label)
      for (const href of await footer.locator('.site-footer__links a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect((await request.get(href)).status(), href).toBe(200)
      }
      const social = footer.locator('.site-footer__social a')
      await expect(social).toHaveCount(3)
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
      await expect(footer).toContainText(`© 2013 – ${year}`)
      if (locale === 'cs') await expect(footer).toContainText('24 měsíčních splátek')
      else await expect(footer).not.toContainText('24')
    })
  }
})

test.describe('popup', () => {
  for (const locale of locales) {
    const valid = popups.find((popup) => popup.lang === locale && popup.validFromDays < 0 && popup.validToDays > 0)!
    test(`shows the popup valid now for ${locale}, and not again after closing in this session`, async ({ page, context }) => {
      await page.goto(navigation[locale].home)
      const dialog = page.getByRole('dialog', { name: valid.title })
      await expect(dialog).toBeVisible()
      for (const other of popups.filter((popup) => popup !== valid))
        await expect(page.getByText(other.title, { exact: true })).toHaveCount(0)
      await dialog.getByRole('button').first().click()
      await expect(dialog).toBeHidden()
      await page.reload()
      await page.waitForTimeout(400)
      await expect(page.getByRole('dialog', { name: valid.title })).toHaveCount(0)

      // A popup with another id (here: a different stored id) shows again.
      await page.evaluate(() => sessionStorage.setItem('clinic.closedPopup', 'some-other-popup'))
      await page.reload()
      await expect(page.getByRole('dialog', { name: valid.title })).toBeVisible()

      const fresh = await context.browser()!.newPage()
      await fresh.goto(new URL(navigation[locale].home, page.url()).toString())
      await expect(fresh.getByRole('dialog', { name: valid.title })).toBeVisible()
      await fresh.close()
    })
  }
})

test.describe('floating items', () => {
  for (const locale of locales) {
    test(`WhatsApp button and price information in ${locale}`, async ({ page }) => {
      await page.goto(navigation[locale].items[0][1])
      await closePopup(page)
      const whatsapp = page.locator('a.whatsapp-button')
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/420\d+$/)
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      const prices = page.locator('details.price-info')
      await prices.locator('summary').click()
      await expect(prices.locator('li:not(.price-info__instalment)')).toHaveCount(4)
      await expect(prices.locator('.price-info__instalment')).toHaveCount(locale === 'cs' ? 1 : 0)
    })
  }
})

test.describe('sticky call-back form', () => {
  test('is shown only at 576 px and wider, once the visitor has scrolled half a screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/en/contact')
    await closePopup(page)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight))
    await expect(page.locator('.sticky-callback')).toBeHidden()
    await page.setViewportSize({ width: 576, height: 740 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    await expect(page.locator('.sticky-callback')).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight))
    await expect(page.locator('.sticky-callback')).toBeVisible()
    await page.setViewportSize({ width: 575, height: 740 })
    await expect(page.locator('.sticky-callback')).toBeHidden()
  })

  for (const [locale, url, placeholder] of [
    ['cs', '/kontakt', '+420'],
    ['en', '/en/contact', '+420'],
    ['de', '/de/kontakt', '+420'],
  ] as const) {
    test(`once closed it stays hidden for the browser session (${locale})`, async ({ page, context }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(url)
      await closePopup(page)
      const sticky = await openStickyCallback(page)
      await expect(sticky.locator('input[type="tel"]')).toHaveAttribute('placeholder', placeholder)
      await sticky.locator('.sticky-callback__close').click()
      await expect(sticky).toHaveCount(0)
      await page.reload()
      await page.evaluate(() => window.scrollTo(0, window.innerHeight))
      await page.waitForTimeout(300)
      await expect(page.locator('.sticky-callback')).toHaveCount(0)
      const fresh = await context.browser()!.newPage({ viewport: { width: 1280, height: 800 } })
      await fresh.goto(page.url())
      await fresh.evaluate(() => window.scrollTo(0, window.innerHeight))
      await expect(fresh.locator('.sticky-callback')).toBeVisible()
      await fresh.close()
    })
  }
})
