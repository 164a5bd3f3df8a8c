import { expect, type Page } from '@playwright/test'
import { textLinkingTo } from '../support/rich-text'
import { logInToAdmin, test } from './helpers'

/** Issue 30: pages the site needs cannot vanish; team members have drafts; {cena} follows the price. */

test.use({ locale: 'cs-CZ' })

/** Payload accepts the session cookie only from its own origin (CSRF protection). */
const headersOf = (page: Page) => ({ origin: new URL(page.url()).origin })

async function firstId(page: Page, query: string): Promise<number> {
  const found = await (await page.request.get(`/api/${query}&depth=0&draft=true`, { headers: headersOf(page) })).json()
  return found.docs[0].id
}

test('unpublishing Kontakt in the Czech admin is refused with the reason; /kontakt stays up', async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const id = await firstId(page, 'pages?where[routeKey][equals]=contact&locale=cs')
  await page.goto(`/admin/collections/pages/${id}`)
  // "⋮ → Zrušit publikování → Potvrdit", as the issue reproduced it.
  await page.locator('.doc-controls__popup button').first().click()
  await page.locator('#action-unpublish').click()
  await page.locator('#confirm-action').click()
  await expect(page.locator('.payload-toast-container')).toContainText(
    'Stránku nelze zrušit ani smazat: web ji potřebuje pro /kontakt (hlavní menu).',
    { timeout: 15_000 },
  )
  expect((await request.get('/kontakt')).status()).toBe(200)
  expect((await request.get('/en/contact')).status()).toBe(200)
})

test('a procedure shows which pages link to it, and offers a redirect from its address, filled in', async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const headers = headersOf(page)
  const found = await (await page.request.get('/api/procedures?sort=-sortOrder&limit=1&locale=cs&depth=0', { headers })).json()
  const procedure = found.docs[0]
  const address = `/zakroky/${procedure.slug}`
  expect((await request.get(address)).status()).toBe(200)
  const stamp = Date.now()
  const title = `Jarní akce ${stamp}`
  const created = await page.request.post('/api/pages?locale=cs', {
    headers,
    data: { title, slug: `jarni-akce-${stamp}`, content: textLinkingTo(address), _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const linking = (await created.json()).doc
  try {
    await page.goto(`/admin/collections/procedures/${procedure.id}`)
    const panel = page.locator('section.links-here')
    await expect(panel.getByRole('heading', { name: 'Odkazuje sem' })).toBeVisible()
    await expect(panel.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/collections/pages/${linking.id}`)
    await panel.getByRole('link', { name: `Přesměrovat ${address}` }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/redirects\/create/)
    await expect(page.locator('#field-from')).toHaveValue(address)
  } finally {
    await page.request.delete(`/api/pages/${linking.id}`, { headers })
  }
})

test('a team member saved as a draft is not on /nas-tym until published', async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const name = `MUDr. Koncept ${Date.now()}`
  await page.goto('/admin/collections/people/create')
  await page.locator('#field-name').fill(name)
  await page.getByRole('button', { name: 'Uložit koncept' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/people\/\d+/, { timeout: 15_000 })
  await page.waitForTimeout(2_000)
  expect(await (await request.get('/nas-tym')).text()).not.toContain(name)

  await page
    .getByRole('button', { name: /^Publikovat/ })
    .first()
    .click()
  await expect(async () => {
    expect(await (await request.get('/nas-tym')).text()).toContain(name)
  }).toPass({ timeout: 10_000, intervals: [500] })
  // Gone again: other tests count the team's groups (a person without a category adds "Other team members").
  const id = page.url().match(/\/people\/(\d+)/)?.[1]
  const removed = await page.request.delete(`/api/people/${id}`, { headers: { origin: new URL(page.url()).origin } })
  expect(removed.ok(), await removed.text()).toBe(true)
})

test('a meta description with {cena} shows the current price after the price changes', async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  const id = await firstId(page, 'procedures?where[slug][equals]=botox&locale=cs')
  const headers = headersOf(page)
  const metaOf = async () => {
    const html = await (await request.get('/zakroky/botox')).text()
    return html.match(/<meta name="description" content="([^"]*)"/)?.[1]
  }
  const current = await (await page.request.get(`/api/procedures/${id}?locale=cs&depth=0`, { headers })).json()
  const prices = (current.prices as { name: string; amount: number }[]).map(({ name, amount }) => ({ name, amount }))
  const low = 3000 + (Date.now() % 900)
  await page.request.patch(`/api/procedures/${id}?locale=cs`, {
    headers,
    data: { metaDesc: 'Botox u nás od {cena}.', prices: [{ name: prices[0]?.name ?? 'Botox', amount: low }, ...prices.slice(1)] },
  })
  const shown = (amount: number) => `Botox u nás od ${new Intl.NumberFormat('cs-CZ').format(amount).replace(/\s/g, '\u00a0')}\u00a0Kč.`
  await expect(async () => expect(await metaOf()).toBe(shown(low))).toPass({ timeout: 10_000, intervals: [500] })

  // Changed in the admin, the price field alone: the meta description follows.
  await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
  await page.locator('#field-prices__0__amount').fill(String(low - 100))
  await page.getByRole('button', { name: 'Publikovat změny' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })
  await expect(async () => expect(await metaOf()).toBe(shown(low - 100))).toPass({ timeout: 10_000, intervals: [500] })
})
