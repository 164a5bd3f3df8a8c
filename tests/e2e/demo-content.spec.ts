import { expect, type Page } from '@playwright/test'
import { proceduresA } from '../../src/cms/seed/data/procedures-a'
import { proceduresB } from '../../src/cms/seed/data/procedures-b'
import { closePopup, test } from './helpers'
import { fixedPage, type Locale, locales, pageTypeUrls } from './page-types'

/** The demo content a visitor sees: illustrations marked in the page's language, one brand name, full pages. */

const mark: Record<Locale, string> = { cs: 'Ilustrační foto', en: 'Illustrative photo', de: 'Symbolbild' }
const brand = { en: 'Aurelia Clinic', de: 'Aurelia Klinik' } as const
// Any other name of the clinic in that language's pages.
const otherBrands = { en: /Aurelia Klinik|Klinik[a-zěýů]* Aurelia/, de: /Aurelia Clinic|Klinik[a-zěýů]* Aurelia/ } as const
const procedure = (key: string) => [...proceduresA, ...proceduresB].find((item) => item.key === key)!

/** What a visitor reads on the page (its text and the alt texts of its pictures), its title and its description. */
async function readable(page: Page) {
  return page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a visitor sees it (hidden elements left out)
    text: document.body.innerText,
    alts: [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? ''),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  }))
}

/** The alt texts of every photo of a procedure's gallery, stepping through the lightbox. */
async function galleryAlts(page: Page): Promise<string[]> {
  await page.locator('.gallery__thumb').first().click()
  const counter = page.locator('.yarl__counter')
  await expect(counter).toBeVisible()
  const total = Number(((await counter.textContent()) ?? '').split('/')[1].trim())
  const alts: string[] = []
  for (let at = 1; at <= total; at++) {
    await expect(counter).toHaveText(new RegExp(`^${at}\\s*/\\s*${total}$`))
    alts.push((await page.locator('.yarl__slide img[data-current="true"]').getAttribute('alt')) ?? '')
    await page.keyboard.press('ArrowRight')
  }
  await page.keyboard.press('Escape')
  return alts
}

test.describe('illustrations are marked in the page’s language', () => {
  for (const locale of locales) {
    test(`the before and after pictures carry "${mark[locale]}" and no other language’s mark (${locale})`, async ({ page }) => {
      await page.goto(fixedPage('changes', locale))
      const marks = page.locator('.change .media-mark')
      await expect(marks).toHaveCount(8)
      await expect(marks.first()).toBeVisible()
      await expect(marks.first()).toHaveText(mark[locale])
      expect(new Set(await marks.allTextContents())).toEqual(new Set([mark[locale]]))
      const { text, alts } = await readable(page)
      for (const other of locales.filter((item) => item !== locale)) {
        expect(text, other).not.toContain(mark[other])
        expect(alts.join('\n'), other).not.toContain(mark[other])
      }
      // The page does not claim real, unretouched photos while it shows drawings.
      expect(text).not.toMatch(
        /unretouched|without any retouching|bez jakýchkoli úprav|ohne jede Bearbeitung|Echte Ergebnisse|Real results/i,
      )
    })
  }

  for (const locale of ['en', 'de'] as const) {
    test(`no ${locale} page shows Czech words for an illustration`, async ({ page }) => {
      for (const { type, url } of pageTypeUrls(locale)) {
        await page.goto(url)
        const { text, alts, title, description } = await readable(page)
        expect([text, ...alts, title, description].join('\n'), `${type} ${url}`).not.toMatch(/Ilustrační|ilustrační/)
      }
    })
  }
})

test.describe('one brand name per language', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`${locale} pages name the clinic "${brand[locale]}" only, in their text, title and description`, async ({ page }) => {
      for (const { type, url } of pageTypeUrls(locale)) {
        await page.goto(url)
        const { text, alts, title, description } = await readable(page)
        const where = `${type} ${url}`
        expect(text, where).toContain(brand[locale])
        for (const [what, value] of Object.entries({ text, title, description, alts: alts.join('\n') })) {
          expect(value, `${where} ${what}`).not.toMatch(otherBrands[locale])
        }
      }
    })
  }
})

test.describe('the pages a clinic is judged by are complete', () => {
  for (const locale of locales) {
    test(`about, foundation, apartments, career and before/after have sections and real text (${locale})`, async ({ page }) => {
      for (const key of ['about', 'foundation', 'apartments', 'career', 'changes'] as const) {
        await page.goto(fixedPage(key, locale))
        const text = page.locator('main .page-text')
        expect(await text.locator('h2').count(), key).toBeGreaterThanOrEqual(3)
        expect(((await text.textContent()) ?? '').trim().length, key).toBeGreaterThanOrEqual(1500)
      }
    })
  }
})

test.describe('procedure galleries show their own topic', () => {
  const eyelids: Record<Locale, RegExp> = { cs: /víč/i, en: /eyelid/i, de: /lid/i }
  const apartment = /apartm/i

  for (const locale of locales) {
    test(`eyelid surgery shows eyelids and liposuction no apartment (${locale})`, async ({ page }) => {
      const eyelidSurgery = procedure('blepharoplasty')
      await page.goto(`${fixedPage('procedures', locale)}/${eyelidSurgery.slug[locale]}`)
      await closePopup(page)
      await expect(page.locator('.gallery__thumb .media-mark').first()).toHaveText(mark[locale])
      const eyelidAlts = await galleryAlts(page)
      expect(eyelidAlts.length).toBeGreaterThanOrEqual(5)
      for (const alt of eyelidAlts) expect(alt).toMatch(eyelids[locale])

      const liposuction = procedure('liposuction')
      // The promo popup shows once per visit: it was closed on the first page.
      await page.goto(`${fixedPage('procedures', locale)}/${liposuction.slug[locale]}`)
      const liposuctionAlts = await galleryAlts(page)
      expect(liposuctionAlts.length).toBeGreaterThanOrEqual(5)
      for (const alt of liposuctionAlts) expect(alt).not.toMatch(apartment)
      expect(liposuctionAlts.some((alt) => /liposu|Fettabsaugung/i.test(alt))).toBe(true)
    })
  }
})
