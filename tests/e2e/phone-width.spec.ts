import { type Browser, expect, type Page } from '@playwright/test'
import { consentStorageKey } from '../../src/features/consent/consent-record'
import cs from '../../src/messages/cs.json' with { type: 'json' }
import de from '../../src/messages/de.json' with { type: 'json' }
import en from '../../src/messages/en.json' with { type: 'json' }
import { storageKeys } from '../../src/ui/browser-storage'
import { newVisitorAddress, test } from './helpers'

/**
 * Issue 43: no page of the sitemap, in any language, is wider than a phone (320, 360, 375 and 414
 * px): every page without JavaScript (the instalment table), and every page with JavaScript, with
 * the consent banner of a first visit open and then, once it is answered, with the popup open where
 * one shows (the instalment calculator); and without JavaScript the thank-you heading after a sent
 * form is not hidden under the sticky header.
 */

const phoneWidths = [320, 360, 375, 414]
const phoneHeight = 740

/** Every path of the sitemap (all languages). */
async function sitemapPaths(page: Page) {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
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
    if (culprit && box)
      return {
        scrollWidth: root.scrollWidth,
        widest: `${name(culprit)} in ${name(culprit.parentElement)}, ${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)} px`,
      }
    // No box reaches past the screen: a word does, overflowing its box (a long word that does not break).
    const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let text: { node: Text; right: number } | undefined
    while (words.nextNode()) {
      const node = words.currentNode as Text
      if (!node.parentElement?.checkVisibility()) continue
      range.selectNodeContents(node)
      const right = range.getBoundingClientRect().right
      // A word clipped out of sight (a visually hidden label) reaches farther than the page: not it.
      if (right > root.clientWidth && right <= root.scrollWidth + 1 && (!text || right > text.right)) text = { node, right }
    }
    return {
      scrollWidth: root.scrollWidth,
      widest: text
        ? `the text “${text.node.data.trim().slice(0, 60)}” in ${name(text.node.parentElement)}, right edge at ${Math.round(text.right)} px`
        : 'nothing found',
    }
  })

/**
 * The widths of `phoneWidths` at which the page is wider than the screen, each with what made it so.
 * Reading the width lays the page out; with JavaScript, two animation frames first let React act on
 * the resize (without it, animation frames never come).
 */
async function overflowsAtPhoneWidths(page: Page, label: string, javaScript: boolean) {
  const found: string[] = []
  for (const width of phoneWidths) {
    await page.setViewportSize({ width, height: phoneHeight })
    // The document's own width first (cheap); what made it wider only when it is.
    const wider = await page.evaluate(async (afterFrames) => {
      if (afterFrames) await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      return document.documentElement.scrollWidth > document.documentElement.clientWidth
    }, javaScript)
    if (!wider) continue
    const { scrollWidth, widest } = await overflow(page)
    found.push(`${label} at ${width} px: ${scrollWidth} px wide, widest ${widest}`)
  }
  return found
}

/**
 * Each path without JavaScript, at every phone width. One load a path: the widths are a resize away.
 */
async function tooWideWithoutScript(browser: Browser, paths: string[]) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } })
  const page = await context.newPage()
  const found: string[] = []
  for (const path of paths) {
    await page.goto(path)
    found.push(...(await overflowsAtPhoneWidths(page, `${path} without JavaScript`, false)))
  }
  await context.close()
  return { found }
}

/**
 * Each path with JavaScript, at every phone width, as a first visitor: with the consent banner open,
 * then, once "Reject all" is pressed, with the popup open where one is valid (it is picked 100 ms
 * after the answer; a page without one is measured as it is after a second). The consent and the
 * language a visitor last chose are forgotten before each load (the language would send a Czech
 * address to the German page last seen).
 */
async function tooWideWithScript(browser: Browser, paths: string[], rejectAll: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } })
  await context.addInitScript(
    ([consentKey, languageKey]) => {
      localStorage.removeItem(languageKey)
      localStorage.removeItem(consentKey)
    },
    [consentStorageKey, storageKeys.language] as const,
  )
  const page = await context.newPage()
  const found: string[] = []
  let popups = 0
  for (const path of paths) {
    await page.goto(path)
    const banner = page.getByTestId('consent-dialog')
    await expect(banner, `the consent banner on ${path}`).toBeVisible()
    found.push(...(await overflowsAtPhoneWidths(page, `${path} with JavaScript and the consent banner`, true)))
    await banner.getByRole('button', { name: rejectAll, exact: true }).click()
    const popup = await page
      .locator('.popup')
      .waitFor({ timeout: 1_000 })
      .then(
        () => true,
        () => false,
      )
    if (popup) popups++
    found.push(...(await overflowsAtPhoneWidths(page, `${path} with JavaScript and ${popup ? 'the popup' : 'no popup'}`, true)))
  }
  await context.close()
  return { found, popups }
}

test.describe('no page of the sitemap is wider than a phone, in any language', () => {
  test.describe.configure({ mode: 'parallel' })

  test('without JavaScript', async ({ browser, page }) => {
    test.setTimeout(300_000)
    const paths = await sitemapPaths(page)
    for (const prefix of ['/zakroky/', '/en/', '/de/'])
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true)
    const { found } = await tooWideWithoutScript(browser, paths)
    console.log(`without JavaScript: ${paths.length} sitemap pages × ${phoneWidths.join(', ')} px, ${found.length} too wide`)
    expect(found).toEqual([])
  })

  // With JavaScript a page costs a hydration (and the wait for its popup): one test a language, so
  // that the two workers share them.
  for (const [language, messages] of Object.entries({ cs, en, de })) {
    test(`with JavaScript, every ${language} page: with the consent banner of a first visit, then with the popup where one shows`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(300_000)
      const paths = (await sitemapPaths(page)).filter((path) => (path.match(/^\/(en|de)(\/|$)/)?.[1] ?? 'cs') === language)
      expect(paths.length).toBeGreaterThan(20)
      const { found, popups } = await tooWideWithScript(browser, paths, messages.consent.rejectAll)
      console.log(
        `with JavaScript, ${paths.length} ${language} sitemap pages × ${phoneWidths.join(', ')} px: with the consent banner on all, ` +
          `then with the popup on ${popups} (the others without one); ${found.length} too wide`,
      )
      // The demo has a popup in every language: a run in which it seldom opened checked little of it.
      expect(popups).toBeGreaterThan(paths.length / 6)
      expect(found).toEqual([])
    })
  }
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
