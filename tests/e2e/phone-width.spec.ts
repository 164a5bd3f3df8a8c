import { type Browser, expect, type Page } from '@playwright/test'
import { newVisitorAddress, test } from './helpers'

/**
 * Issue 43, points 1 and 3: no Czech procedure page is wider than a phone (375 px), with JavaScript
 * (the instalment calculator, the popup) or without (the instalment table); and without JavaScript
 * the thank-you heading after a sent form is not hidden under the sticky header.
 */

const phone = { width: 375, height: 740 }

/** The Czech procedure pages, from the sitemap (the procedures live under /zakroky/). */
async function czechProcedurePages(page: Page) {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  return urls.filter((path) => path.startsWith('/zakroky/'))
}

/**
 * How much wider than the screen the page is, and what made it so: of the elements reaching past the
 * screen, the widest control or picture (a select as wide as its longest option), else the widest
 * sized by its content (a table, a cell, inline content), as a block stretched to the width names
 * nothing; failing any, the element reaching farthest right.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    const name = (element: Element | null) =>
      element ? `<${element.tagName.toLowerCase()}${element.getAttribute('class') ? ` class="${element.getAttribute('class')}"` : ''}>` : ''
    const stretched = new Set(['block', 'list-item', 'flow-root', 'flex', 'grid', 'table-row', 'table-row-group', 'table-header-group'])
    const intrinsic = 'select, input, textarea, button, img, video, svg, pre'
    let sized: { element: Element; width: number; rank: number } | undefined
    let farthest: { element: Element; right: number } | undefined
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= root.clientWidth) continue
      if (!farthest || box.right > farthest.right) farthest = { element, right: box.right }
      const rank = element.matches(intrinsic) ? 2 : stretched.has(getComputedStyle(element).display) ? 0 : 1
      if (rank > 0 && (!sized || rank > sized.rank || (rank === sized.rank && box.width > sized.width)))
        sized = { element, width: box.width, rank }
    }
    const culprit = sized?.element ?? farthest?.element ?? null
    const box = culprit?.getBoundingClientRect()
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      widest: `${name(culprit)} in ${name(culprit?.parentElement ?? null)}, ${Math.round(box?.width ?? 0)} px wide, right edge at ${Math.round(box?.right ?? 0)} px`,
    }
  })

async function tooWide(browser: Browser, javaScriptEnabled: boolean, paths: string[]) {
  const context = await browser.newContext({
    viewport: phone,
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() },
  })
  const page = await context.newPage()
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const { scrollWidth, clientWidth, widest } = await overflow(page)
    if (scrollWidth > clientWidth) found.push(`${path}: ${scrollWidth} px wide at ${clientWidth} px, widest ${widest}`)
  }
  await context.close()
  return found
}

test('Czech procedure pages fit a 375 px phone, with JavaScript and without', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const paths = await czechProcedurePages(page)
  expect(paths.length).toBeGreaterThan(10)
  const [withScript, withoutScript] = await Promise.all([tooWide(browser, true, paths), tooWide(browser, false, paths)])
  expect({ withScript, withoutScript }).toEqual({ withScript: [], withoutScript: [] })
})

test('without JavaScript the thank-you heading shows below the sticky header after a send', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } })
  const page = await context.newPage()
  await page.goto('/kontakt')
  const form = page.locator('#contact-form form')
  await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Jana Nahoře')
  await form.getByLabel('E-mail', { exact: true }).fill('jana@example.com')
  await form.getByLabel('Telefon', { exact: true }).fill('+420 777 123 456')
  await form.getByLabel('Váš dotaz', { exact: true }).fill('Dobrý den, je nadpis vidět?')
  await form.getByRole('button', { name: 'Odeslat', exact: true }).click()
  await expect(page).toHaveURL(/\/kontakt#contact-form-sent$/)
  const heading = page.locator('#contact-form-sent').getByRole('heading').first()
  await expect(heading).toBeVisible()
  const headerBottom = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom)
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
  expect(headingTop, `the heading's top (${headingTop} px) below the header's bottom (${headerBottom} px)`).toBeGreaterThanOrEqual(
    headerBottom,
  )
  await context.close()
})
