import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { logInToAdmin, test } from './helpers'

test.use({ locale: 'cs-CZ' })

/** The seeded Botox procedure (src/cms/seed/data/procedures-b.ts) and the slug this test gives it for a moment. */
const botoxSlug = 'botox'
const renamedSlug = 'botox-vrasky'
const fillersSlug = 'vyplne-kyselinou-hyaluronovou'

async function procedureId(page: Page, slug: string): Promise<number | undefined> {
  const headers = { origin: new URL(page.url()).origin }
  const found = await (
    await page.request.get(`/api/procedures?where[slug][equals]=${slug}&locale=cs&depth=0&draft=true`, { headers })
  ).json()
  return found.docs[0]?.id
}

/** Types a slug in the procedure's edit screen (Czech) and presses the given button. */
async function saveSlug(page: Page, id: number, slug: string, button: 'Publikovat změny' | 'Uložit koncept') {
  await page.goto(`/admin/collections/procedures/${id}?locale=cs`)
  const field = page.locator('#field-slug')
  await expect(field).toBeEditable()
  await field.fill(slug)
  await page.getByRole('button', { name: button }).click()
}

async function sitemapLocations(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
}

test('a taken slug is refused in Czech, and a changed slug answers 301 from the old URL within 5 s', async ({ page, request }) => {
  await logInToAdmin(page)
  // A run that failed midway may have left Botox renamed.
  const botox = (await procedureId(page, botoxSlug)) ?? (await procedureId(page, renamedSlug))
  const fillers = await procedureId(page, fillersSlug)
  expect(botox).toBeDefined()
  expect(fillers).toBeDefined()
  const headers = { origin: new URL(page.url()).origin }

  try {
    // Another procedure may not take Botox's URL: the admin says whose it is, in Czech.
    const taken = 'Adresu /zakroky/botox už má zákrok „Botox“.'
    const notice = page.locator('.payload-toast-container')
    await saveSlug(page, fillers!, botoxSlug, 'Publikovat změny')
    await expect(notice).toContainText(taken, { timeout: 15_000 })
    // Not as a draft either: published later, it would take the URL over.
    await saveSlug(page, fillers!, botoxSlug, 'Uložit koncept')
    await expect(notice).toContainText(taken, { timeout: 15_000 })
    expect(await procedureId(page, fillersSlug)).toBe(fillers)
    expect((await request.get('/zakroky/botox')).status()).toBe(200)

    await saveSlug(page, botox!, renamedSlug, 'Publikovat změny')
    await expect(notice).toContainText(/úspěš/i, { timeout: 15_000 })
    const savedAt = Date.now()
    await expect(async () => {
      const old = await request.get('/zakroky/botox?utm_source=ads', { maxRedirects: 0 })
      expect(old.status()).toBe(301)
      expect(old.headers().location).toBe('/zakroky/botox-vrasky?utm_source=ads')
    }).toPass({ timeout: 5_000, intervals: [250] })
    expect(Date.now() - savedAt).toBeLessThan(5_000)
    expect((await request.get('/zakroky/botox-vrasky')).status()).toBe(200)
    // Only the Czech slug changed: the other languages keep their URLs.
    expect((await request.get('/en/procedures/botox', { maxRedirects: 0 })).status()).toBe(200)

    await expect(async () => {
      const locations = await sitemapLocations(request)
      expect(locations.length).toBeGreaterThan(250)
      expect(new Set(locations).size, 'no URL twice').toBe(locations.length)
      expect(locations.filter((url) => /\/zakroky\/botox(-vrasky)?$/.test(url)).map((url) => new URL(url).pathname)).toEqual([
        '/zakroky/botox-vrasky',
      ])
    }).toPass({ timeout: 10_000, intervals: [500] })
  } finally {
    // Back to the seeded slug (other test files open /zakroky/botox): its URL is live again.
    const restored = await page.request.patch(`/api/procedures/${botox}?locale=cs`, {
      data: { slug: botoxSlug, _status: 'published' },
      headers,
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
  await expect(async () => {
    expect((await request.get('/zakroky/botox', { maxRedirects: 0 })).status()).toBe(200)
    const renamed = await request.get('/zakroky/botox-vrasky', { maxRedirects: 0 })
    expect(renamed.status()).toBe(301)
    expect(renamed.headers().location).toBe('/zakroky/botox')
  }).toPass({ timeout: 5_000, intervals: [250] })
})

test('staff redirects answer 301 in every language, unknown URLs stay 404', async ({ page, request }) => {
  await logInToAdmin(page)
  const headers = { origin: new URL(page.url()).origin }
  const stamp = Date.now()
  const sources = [`/stara-akce-${stamp}`, `/en/old-offer-${stamp}`, `/de/altes-angebot-${stamp}`]
  const created: number[] = []
  try {
    for (const from of sources) {
      const response = await page.request.post('/api/redirects', { data: { from, toType: 'url', toUrl: '/kontakt' }, headers })
      expect(response.status(), await response.text()).toBe(201)
      created.push((await response.json()).doc.id)
    }
    await expect(async () => {
      for (const from of sources) {
        const answer = await request.get(from, { maxRedirects: 0 })
        expect(answer.status(), from).toBe(301)
        expect(answer.headers().location, from).toBe('/kontakt')
      }
    }).toPass({ timeout: 5_000, intervals: [250] })
    expect((await request.get(`/nikdy-nebyla-${stamp}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    for (const id of created) await page.request.delete(`/api/redirects/${id}`, { headers })
  }
})

test('a new page takes its slug from the title; after a slug change "Odkazuje sem" lists the old address as redirected; deleting it removes the redirect', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await logInToAdmin(page)
  const headers = { origin: new URL(page.url()).origin }
  const stamp = Date.now()
  await page.goto('/admin/collections/pages/create?locale=cs')
  await page.locator('#field-title').fill(`Podzimní čištění pleti ${stamp}`)
  const slug = page.locator('#field-slug')
  await expect(slug).toHaveValue(`podzimni-cisteni-pleti-${stamp}`)
  await page.getByRole('button', { name: 'Publikovat změny' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 15_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  try {
    // A saved page's slug no longer follows its title.
    await page.locator('#field-title').fill(`Podzimní péče ${stamp}`)
    await expect(slug).toHaveValue(`podzimni-cisteni-pleti-${stamp}`)
    const panel = page.locator('section.links-here')
    await expect(panel.getByRole('link', { name: `Přesměrovat /podzimni-cisteni-pleti-${stamp}` })).toBeVisible()

    await slug.fill(`podzimni-pece-${stamp}`)
    await page.getByRole('button', { name: 'Publikovat změny' }).click()
    await expect(page.locator('.payload-toast-container')).toContainText(/úspěš/i, { timeout: 15_000 })
    // Without reloading: the old address is redirected here already, so it is not offered again.
    await expect(panel.getByRole('heading', { name: 'Sem už přesměrovává' })).toBeVisible()
    await expect(panel.getByRole('listitem').filter({ hasText: `/podzimni-cisteni-pleti-${stamp}` })).toContainText(
      'automaticky po změně slugu',
    )
    await expect(panel.getByRole('link', { name: `Přesměrovat /podzimni-cisteni-pleti-${stamp}` })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: `Přesměrovat /podzimni-pece-${stamp}` })).toBeVisible()
    await expect.poll(async () => (await request.get(`/podzimni-cisteni-pleti-${stamp}`, { maxRedirects: 0 })).status()).toBe(301)

    // Deleting the page takes its redirects along: none is left pointing nowhere (issue 42, point 8).
    expect((await page.request.delete(`/api/pages/${id}`, { headers })).status()).toBe(200)
    const redirects = await page.request.get(`/api/redirects?where[from][contains]=podzimni-cisteni-pleti-${stamp}&depth=0`, { headers })
    expect(redirects.status(), await redirects.text()).toBe(200)
    expect(((await redirects.json()) as { totalDocs: number }).totalDocs).toBe(0)
    await expect.poll(async () => (await request.get(`/podzimni-cisteni-pleti-${stamp}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    await page.request.delete(`/api/pages/${id}`, { headers })
  }
})
