import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { closePopup, logInToAdmin, newVisitorAddress, test } from './helpers'

/** The cases: what a visitor types, and the page that must come first. */
const cases = [
  { path: '/hledat', query: 'zvetseni prsu', first: '/zakroky/zvetseni-prsou' },
  { path: '/hledat', query: 'lipo', first: '/zakroky/liposukce' },
  { path: '/hledat', query: 'abdominoplastka', first: '/zakroky/abdominoplastika' },
  { path: '/hledat', query: 'odstalych usi', first: '/zakroky/korekce-odstalych-usi' },
  { path: '/de/suche', query: 'fettabsaugung', first: '/de/eingriffe/fettabsaugung' },
  { path: '/de/suche', query: 'Brustvergroesserung', first: '/de/eingriffe/brustvergrosserung' },
  { path: '/en/search', query: 'liposuction', first: '/en/procedures/liposuction' },
  { path: '/en/search', query: 'breast enlargement', first: '/en/procedures/breast-augmentation' },
] as const

const results = (page: Page) => page.locator('.search-results__title a')

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: 'admin@e2e.example', password: 'e2e-password-1' } })
  expect(login.ok()).toBe(true)
  return { authorization: `JWT ${(await login.json()).token}` }
}

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, query, first } of cases) {
    test(`${path}?q=${query} lists ${first} first, with the found words marked`, async ({ page }) => {
      const response = await page.goto(`${path}?q=${encodeURIComponent(query)}`)
      expect(response?.status()).toBe(200)
      await expect(results(page).first()).toHaveAttribute('href', first)
      await expect(page.locator('.search-results__item').first().locator('mark').first()).toBeVisible()
      // Results only in the page's language.
      const prefix = path === '/hledat' ? /^\/(?!en\/|de\/)/ : new RegExp(`^${path.slice(0, 4)}`)
      for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href).toMatch(prefix)
      }
    })
  }

  test('the form is sent as a GET and answered by the server, in each language', async ({ page }) => {
    for (const [path, lang, label] of [
      ['/hledat', 'cs', 'Co hledáte?'],
      ['/en/search', 'en', 'What are you looking for?'],
      ['/de/suche', 'de', 'Wonach suchen Sie?'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await page.getByLabel(label).fill('botox')
      await page.getByLabel(label).press('Enter')
      await expect(page).toHaveURL(`${path}?q=botox`)
      await expect(results(page).first()).toContainText('Botox')
    }
  })

  test('the 404 page offers a search for the missing address’s words', async ({ page }) => {
    const response = await page.goto('/zakroky/zvetseni-prsu-cena')
    expect(response?.status()).toBe(404)
    const field = page.getByLabel('Zkuste stránku vyhledat:')
    await expect(field).toHaveValue('zvetseni prsu cena')
    await page.getByRole('search').getByRole('button', { name: 'Hledat' }).click()
    await expect(page).toHaveURL('/hledat?q=zvetseni+prsu+cena')
    await expect(results(page).first()).toHaveAttribute('href', '/zakroky/zvetseni-prsou')
  })
})

test.describe('search with JavaScript', () => {
  test('results follow the typing and are announced, without loading another page', async ({ page }) => {
    for (const { path, query, first } of [cases[2], cases[4], cases[6]]) {
      await page.goto(path)
      // Typed once the script runs (typed before, the form is sent as without script).
      await expect(page.locator('form[data-live]')).toBeAttached()
      const loads: string[] = []
      page.on('load', () => loads.push(page.url()))
      await page.getByRole('searchbox').pressSequentially(query, { delay: 40 })
      await expect(results(page).first()).toHaveAttribute('href', first)
      await expect(page.getByRole('status')).toContainText(query)
      await expect(page).toHaveURL(`${path}?q=${encodeURIComponent(query)}`)
      expect(loads).toEqual([])
    }
  })

  for (const [from, label, to] of [
    ['/', 'Hledat', '/hledat'],
    ['/en/procedures/liposuction', 'Search', '/en/search'],
    ['/de/eingriffe', 'Suche', '/de/suche'],
  ] as const) {
    test(`the header of ${from} leads to ${to} by keyboard, into the search box`, async ({ page }) => {
      await page.goto(from)
      // The promo popup of a first visit would take the keys.
      await closePopup(page)
      const link = page.getByRole('banner').getByRole('link', { name: label, exact: true })
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(to)
      // The box takes the keys at once: what is typed next is the search.
      await expect(page.getByRole('searchbox')).toBeFocused()
      await page.keyboard.type('lipo')
      await expect(page.getByRole('searchbox')).toHaveValue('lipo')
    })
  }

  test('a synonym added in the admin works at once', async ({ page, request }) => {
    // Signing in to the admin takes a while on a loaded machine; the 5 s are measured from the save.
    test.setTimeout(120_000)
    // A made-up word, new on every run (the test database outlives a run).
    const word = `klapouchost${Date.now() % 100000}`
    const find = () => request.get(`/api/search?q=${word}&locale=cs`).then((answer) => answer.json())
    expect((await find()).results).toEqual([])
    await logInToAdmin(page)
    await page.goto('/admin/collections/search-synonyms/create')
    await page.locator('#field-words').fill(`${word}, odstálé uši`)
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page).toHaveURL(/\/admin\/collections\/search-synonyms\/\d+/, { timeout: 15_000 })
    const saved = Date.now()
    await expect(async () => expect((await find()).results[0]?.href).toBe('/zakroky/korekce-odstalych-usi')).toPass({ timeout: 5_000 })
    expect(Date.now() - saved).toBeLessThan(5_000)
  })

  test('a published change is findable within 5 s, a draft never', async ({ request }) => {
    const headers = await staffHeaders(request)
    const found = await request.get('/api/procedures?where[slug][equals]=mezoterapie&locale=cs&depth=0', { headers })
    const id = (await found.json()).docs[0].id
    const word = `zazraknazakrok${Date.now() % 100000}`
    const find = async () =>
      (await (await request.get(`/api/search?q=${word}&locale=cs`)).json()).results.map((hit: { href: string }) => hit.href)
    const draft = await request.patch(`/api/procedures/${id}?locale=cs&draft=true`, { data: { perex: `Koncept ${word}` }, headers })
    expect(draft.ok()).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(await find()).toEqual([])
    const published = await request.patch(`/api/procedures/${id}?locale=cs`, {
      data: { perex: `Nově ${word}`, _status: 'published' },
      headers,
    })
    expect(published.ok()).toBe(true)
    const at = Date.now()
    await expect(async () => expect(await find()).toEqual(['/zakroky/mezoterapie'])).toPass({ timeout: 5_000, intervals: [250] })
    expect(Date.now() - at).toBeLessThan(5_000)
  })

  test('a search without result is listed for staff once visitors of two addresses sent it, without what identifies a visitor', async ({
    page,
    request,
  }) => {
    // A word of this run only (letters: digits are never counted), so earlier runs' counts do not show.
    const word = `Akupunktura${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`
    await page.goto(`/hledat?q=${encodeURIComponent(word)}`)
    await expect(page.getByRole('status')).toContainText(`Pro „${word}“ jsme nic nenašli`)
    await page.goto(`/hledat?q=${encodeURIComponent('Jana Nováková 777 123 456')}`)
    const headers = await staffHeaders(request)
    const listed = async () =>
      ((await (await request.get('/api/search-misses?limit=100', { headers })).json()).docs as { query: string }[]).map(
        (miss) => miss.query,
      )
    // One visitor's words are not listed, however often sent.
    await page.goto(`/hledat?q=${encodeURIComponent(word)}`)
    expect(await listed()).not.toContain(word.toLowerCase())
    // A visitor of another address sends the same search: now staff see it.
    expect(
      (await request.get(`/hledat?q=${encodeURIComponent(word)}`, { headers: { 'x-forwarded-for': newVisitorAddress() } })).status(),
    ).toBe(200)
    const misses = await listed()
    expect(misses).toContain(word.toLowerCase())
    expect(misses.some((query) => /777|jana/.test(query))).toBe(false)
    // Visitors do not read them.
    expect((await request.get('/api/search-misses')).status()).toBe(403)
  })

  test('the API names a bad field in a 400 and reports its time', async ({ request }) => {
    const bad = await request.get('/api/search?q=botox&locale=xx')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'locale' })
    const good = await request.get('/api/search?q=botox&locale=en')
    expect(good.headers()['server-timing']).toMatch(/^search;dur=\d/)
    expect((await good.json()).results[0]).toMatchObject({ href: '/en/procedures/botox' })
  })
})
