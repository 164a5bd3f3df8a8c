import { expect, type Page } from '@playwright/test'
import { demoPrices } from '../../src/cms/seed/data/prices'
import { proceduresA } from '../../src/cms/seed/data/procedures-a'
import { localeRegionTags } from '../../src/routing/locales'
import { closePopup, logInToAdmin, test } from './helpers'
import { fixedPage, type Locale, procedureWithGallery } from './page-types'

/**
 * Issue 28, points 2 and 3: approximate euros beside CZK prices on the English and German pages
 * (rate and date from Settings → Prices, seeded by the demo), and the instalment calculator where
 * Settings offer instalments (Czech by default), with a table of 6 / 12 / 24 months without script.
 */

const procedureUrl = (locale: Locale) => `${fixedPage('procedures', locale)}/${procedureWithGallery.slug[locale]}`
const czk = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 }).format(amount)
const eur = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(localeRegionTags[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)
/** The seeded rate's rounding, done here by hand: 95 000 CZK at 24.5 is 3 877.55 €, shown as 3 880 €. */
const approxEuros = (amount: number) => Math.max(10, Math.round(amount / demoPrices.eurRate / 10) * 10)
const rateDate = (locale: Locale) =>
  new Intl.DateTimeFormat(localeRegionTags[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(demoPrices.eurRateDate),
  )

async function open(page: Page, locale: Locale) {
  await page.goto(procedureUrl(locale))
  await closePopup(page)
}

/** The structured data of a page: every JSON-LD block, parsed. */
async function structuredData(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block))
}

test.describe('prices in euros for foreign visitors', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`each CZK price shows its approximate amount in euros with the rate's date; structured data keeps CZK (${locale})`, async ({
      page,
    }) => {
      await open(page, locale)
      const rows = page.locator('.price-table tr')
      await expect(rows).toHaveCount(procedureWithGallery.prices.length)
      for (const [index, price] of procedureWithGallery.prices.entries()) {
        const cell = rows.nth(index).locator('td')
        await expect(cell).toContainText(czk(price.amount, locale))
        await expect(cell.locator('.price-table__eur')).toHaveText(
          `≈ ${locale === 'en' ? 'approximately' : 'ungefähr'} ${eur(approxEuros(price.amount), locale)}`,
        )
        // Seen as "≈ €3,880"; the word is for screen readers.
        await expect(cell.locator('.price-table__eur [aria-hidden="true"]')).toHaveText('≈ ')
      }
      const note = page.locator('.price-table__eur-note')
      await expect(note).toBeVisible()
      await expect(note).toContainText(rateDate(locale))
      await expect(note).toContainText(locale === 'en' ? 'approximate' : 'ungefähre')
      await expect(note).toContainText(String(demoPrices.eurRate).replace('.', locale === 'de' ? ',' : '.'))

      const offers = JSON.stringify(await structuredData(page))
      expect(offers).toContain('"priceCurrency":"CZK"')
      expect(offers).not.toContain('EUR')
      expect(offers).toContain(`"price":${procedureWithGallery.prices[0].amount}`)
    })
  }

  test('the Czech page shows crowns only', async ({ page }) => {
    await open(page, 'cs')
    await expect(page.locator('.price-table td').first()).toHaveText(czk(procedureWithGallery.prices[0].amount, 'cs'))
    await expect(page.locator('.price-table__eur')).toHaveCount(0)
    await expect(page.locator('.price-table__eur-note')).toHaveCount(0)
    await expect(page.locator('.side-panel')).not.toContainText('€')
  })
})

test.describe('instalment calculator', () => {
  const [first, second] = procedureWithGallery.prices

  test('on the Czech page: months up to 24, the monthly amount with no surcharge, for each price', async ({ page }) => {
    await open(page, 'cs')
    const instalments = page.getByRole('region', { name: 'Splátky' })
    await expect(instalments).toContainText('Zákrok si můžete rozložit až do 24 měsíčních splátek bez navýšení.')
    const months = instalments.getByLabel('Počet měsíčních splátek')
    await expect(months.locator('option')).toHaveText(['3 měsíce', '6 měsíců', '9 měsíců', '12 měsíců', '18 měsíců', '24 měsíců'])
    const result = instalments.locator('output')
    // At first the longest: 24 payments.
    await expect(result).toContainText(`${czk(Math.round(first.amount / 24), 'cs')} měsíčně`)
    await expect(result).toContainText(`celkem ${czk(first.amount, 'cs')}, bez navýšení`)
    await months.selectOption('12')
    await expect(result).toContainText(`${czk(Math.round(first.amount / 12), 'cs')} měsíčně`)
    await instalments.getByLabel('Zákrok').selectOption({ label: second.name.cs })
    await expect(result).toContainText(`${czk(Math.round(second.amount / 12), 'cs')} měsíčně`)
    await expect(result).toContainText(`celkem ${czk(second.amount, 'cs')}`)
    // With script the calculator answers; the no-script table is not shown.
    await expect(instalments.locator('table')).toBeHidden()
  })

  test('a procedure with one price: no price to choose, the amount still follows the months', async ({ page }) => {
    const single = proceduresA.find((procedure) => procedure.prices.length === 1)!
    await page.goto(`${fixedPage('procedures', 'cs')}/${single.slug.cs}`)
    await closePopup(page)
    const instalments = page.getByRole('region', { name: 'Splátky' })
    await expect(instalments.getByLabel('Zákrok')).toHaveCount(0)
    const result = instalments.locator('output')
    await instalments.getByLabel('Počet měsíčních splátek').selectOption('6')
    await expect(result).toContainText(`${czk(Math.round(single.prices[0].amount / 6), 'cs')} měsíčně`)
    // The output names only the control that exists (valid HTML, and what assistive technology follows).
    const ids = (await result.getAttribute('for'))!.split(' ')
    for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  })

  test('without JavaScript: a table of 6 / 12 / 24 monthly payments for each price', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(procedureUrl('cs'))
    const table = page.locator('.instalments__table')
    await expect(table).toBeVisible()
    await expect(table.locator('caption')).toHaveText('Měsíční splátka bez navýšení')
    await expect(table.locator('thead th')).toHaveText(['Zákrok', '6 měsíců', '12 měsíců', '24 měsíců'])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(procedureWithGallery.prices.length)
    for (const [index, price] of procedureWithGallery.prices.entries()) {
      await expect(rows.nth(index).locator('th')).toHaveText(price.name.cs)
      await expect(rows.nth(index).locator('td')).toHaveText([6, 12, 24].map((count) => czk(Math.round(price.amount / count), 'cs')))
    }
    await expect(page.locator('.instalments__calculator')).toBeHidden()
    await context.close()
  })

  for (const locale of ['en', 'de'] as const) {
    test(`not offered where Settings do not offer it (${locale})`, async ({ page }) => {
      await open(page, locale)
      await expect(page.locator('.price-table')).toBeVisible()
      await expect(page.locator('.instalments')).toHaveCount(0)
    })
  }
})

test.describe('the rate in the admin', () => {
  test('staff set a new rate in Settings → Prices; the English page shows the new euros within 5 s', async ({ page, request }) => {
    test.setTimeout(120_000)
    const price = procedureWithGallery.prices[0].amount
    const shown = async () => {
      const html = await (await request.get(procedureUrl('en'))).text()
      return html.includes(eur(approxEuros(price), 'en'))
        ? 'seeded'
        : html.includes(eur(Math.round(price / 20 / 10) * 10, 'en'))
          ? 'new'
          : 'none'
    }
    expect(await shown()).toBe('seeded')
    await logInToAdmin(page)
    // Payload accepts the session cookie only from its own origin (CSRF protection).
    const headers = { origin: new URL(page.url()).origin }
    try {
      await page.goto('/admin/globals/settings')
      await page.getByRole('button', { name: 'Ceny', exact: true }).click()
      const rate = page.locator('#field-prices__eurRate')
      await expect(rate).toHaveValue(String(demoPrices.eurRate))
      await rate.fill('20')
      const saved = page.waitForResponse(
        (response) => response.url().includes('/api/globals/settings') && response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Uložit' }).click()
      expect((await saved).ok()).toBe(true)
      await expect.poll(shown, { timeout: 5_000, intervals: [250] }).toBe('new')
    } finally {
      // Back to the seeded rate: the other tests expect it.
      const restore = await page.request.post('/api/globals/settings', { data: { prices: demoPrices }, headers })
      expect(restore.ok(), await restore.text()).toBe(true)
    }
    await expect.poll(shown, { timeout: 5_000 }).toBe('seeded')
  })
})
