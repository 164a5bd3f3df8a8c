import { expect } from '@playwright/test'
import { routeKeyPaths, routeKeys } from '../../src/routing/fixed-paths'
import { closePopup, test } from './helpers'

const prefixes = { cs: '', en: '/en', de: '/de' } as const
const locales = ['cs', 'en', 'de'] as const

function urlOf(locale: (typeof locales)[number], path: string) {
  return `${prefixes[locale]}/${path}`.replace(/\/$/, '') || '/'
}

test.describe('fixed pages', () => {
  for (const locale of locales) {
    test(`all 12 route keys answer 200 in ${locale} with <html lang="${locale}">`, async ({ request }) => {
      for (const key of routeKeys) {
        const url = urlOf(locale, routeKeyPaths[key][locale])
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
        const html = await response.text()
        expect(html, url).toContain(`<html lang="${locale}"`)
        expect(html, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      }
    })
  }

  test('the odd German paths are served exactly as the spec writes them', async ({ request }) => {
    for (const url of ['/de/Karriere', '/de/voher_und_danach', '/de/haufig_gestellte_fragen', '/de/unser_team']) {
      expect((await request.get(url)).status(), url).toBe(200)
    }
  })
})

test.describe('not found', () => {
  const cases = [
    { url: '/nonexistent', lang: 'cs', text: 'Stránka nenalezena', home: '/' },
    { url: '/en/nonexistent', lang: 'en', text: 'Page not found', home: '/en' },
    { url: '/de/nonexistent', lang: 'de', text: 'Seite nicht gefunden', home: '/de' },
    { url: '/zakroky/no-such-procedure', lang: 'cs', text: 'Stránka nenalezena', home: '/' },
  ]
  for (const { url, lang, text, home } of cases) {
    test(`${url} answers 404 with the ${lang} not-found page linking home`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
      const homeLink = page.locator('main a.button')
      await expect(homeLink).toHaveAttribute('href', home)
      await homeLink.click()
      await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/$' : `${home}$`}`))
    })
  }
})

// Spec §2 names the languages' 404 pages /en/404.html and /de/404.html (Czech: /404.html). Addresses
// with a dot once skipped the proxy: a blank page without JavaScript, no header or footer with it.
test.describe('the 404.html addresses are the language’s whole 404 page', () => {
  const files = [
    { url: '/404.html', lang: 'cs', title: 'Stránka nenalezena', home: '/' },
    { url: '/en/404.html', lang: 'en', title: 'Page not found', home: '/en' },
    { url: '/de/404.html', lang: 'de', title: 'Seite nicht gefunden', home: '/de' },
  ] as const
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled })
      test('status 404, the language, its header with the navigation, the text, the way home and the footer', async ({ page }) => {
        for (const { url, lang, title, home } of files) {
          const response = await page.goto(url)
          expect(response?.status(), url).toBe(404)
          await expect(page).toHaveURL(new RegExp(`${url.replaceAll('.', '\\.')}$`))
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await expect(page).toHaveTitle(new RegExp(`^${title}`))
          await expect(page.locator('main h1'), url).toHaveText(title)
          await expect(page.locator('main a.button')).toHaveAttribute('href', home)
          const navigation = page.locator('header.site-header nav.main-nav')
          await expect(navigation, url).toBeVisible()
          await expect(navigation.locator(`a[href="${urlOf(lang, routeKeyPaths.about[lang])}"]`)).toBeVisible()
          await expect(page.locator('footer.site-footer'), url).toBeVisible()
        }
      })
    })
  }
})

test.describe('page meta', () => {
  test('a procedure page lists its translations at their translated slugs', async ({ page }) => {
    // Every load is a first visit, so the language memory never redirects between the languages.
    await page.addInitScript(() => localStorage.clear())
    await page.goto('/en/procedures/breast-augmentation')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname])),
      )
    expect(alternates.en).toBe('/en/procedures/breast-augmentation')
    expect(alternates.cs).toMatch(/^\/zakroky\/[a-z0-9-]+$/)
    expect(alternates.de).toMatch(/^\/de\/eingriffe\/[a-z0-9-]+$/)
    expect(alternates['x-default']).toBe(alternates.cs)

    for (const locale of ['cs', 'de'] as const) {
      await page.goto(alternates[locale])
      const back = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
      expect(new URL(back ?? '').pathname).toBe('/en/procedures/breast-augmentation')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    }
  })

  test('pages carry a title from the template, a description, a canonical URL and an og:image', async ({ page }) => {
    await page.goto('/en/about-us')
    await expect(page).toHaveTitle(/\| Aurelia Clinic$/)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/en/about-us')
    // The default share image from Settings (the demo seed uploads it).
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/api\/media\/file\/demo-share-image(-1200x630)?\.png(\?v=[a-z0-9]+)?$/,
    )
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
    expect(alternates.sort()).toEqual(['cs', 'de', 'en', 'x-default'])
  })
})

test.describe('language switcher', () => {
  test('keeps the visitor on the translated procedure', async ({ page }) => {
    await page.goto('/en/procedures/breast-augmentation')
    await closePopup(page)
    await page.locator('.language-switcher__toggle').click()
    await page.locator('.language-switcher__list').getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/eingriffe\/[a-z0-9-]+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await closePopup(page)
    await page.locator('.language-switcher__toggle').click()
    await page.locator('.language-switcher__list').getByRole('link', { name: 'Čeština' }).click()
    await expect(page).toHaveURL(/\/zakroky\/[a-z0-9-]+$/)
  })
})

test('the admin answers at /admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
})
