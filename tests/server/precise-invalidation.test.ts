/**
 * A save re-renders the pages that show what changed, not the whole site (issue 29): every public
 * page of the sitemap is cached first, then one change is saved through the admin's REST API, and
 * each page is asked for once more. Next answers `x-nextjs-cache: HIT` for a page served from its
 * cache; anything else (MISS, STALE) is a page rendered anew because of the save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Answer, adminAuthorization, type DataFolder, dataFolder, type Server, send, sleep, startServer } from '../faults/harness'

let data: DataFolder
let server: Server
let authorization: string
let pages: string[]

beforeAll(async () => {
  data = dataFolder()
  server = await startServer(data)
  authorization = await adminAuthorization(server.baseUrl)
  pages = await publicPages()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  data?.dispose()
})

const get = (path: string): Promise<Answer> => send({ baseUrl: server.baseUrl, method: 'GET', path })
const cacheState = (answer: Answer) => String(answer.headers?.['x-nextjs-cache'] ?? 'none')

/** Every public page the sitemap lists (paths), plus the sitemap itself. */
async function publicPages(): Promise<string[]> {
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.status).toBe(200)
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  return [...new Set(paths), '/sitemap.xml']
}

/**
 * Asks for every page until each comes from the cache. A page answered STALE is rendered again in the
 * background; until it answers HIT that render may still be running, and one that ends after the
 * next save is stored after it. On a busy machine that took longer than the five tries of 100 ms this
 * once allowed (a page then counted as not rendered again by the save): every page must be HIT here.
 */
async function cacheAll(): Promise<void> {
  for (const path of pages) {
    let state = ''
    for (let attempt = 0; attempt < 60 && state !== 'HIT'; attempt++) {
      if (attempt > 0) await sleep(250)
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      state = cacheState(answer)
    }
    expect(state, `${path} comes from the page cache before the save`).toBe('HIT')
  }
}

/** The pages that were rendered again since they were cached (each asked for once). */
async function renderedAgain(): Promise<string[]> {
  const rendered: string[] = []
  for (const path of pages) {
    const answer = await get(path)
    expect(answer.status, path).toBe(200)
    if (cacheState(answer) !== 'HIT') rendered.push(path)
  }
  return rendered
}

async function save(method: 'PATCH' | 'POST', path: string, body: object): Promise<Record<string, unknown>> {
  const answer = await send({
    baseUrl: server.baseUrl,
    method,
    path,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization },
  })
  expect(answer.status, answer.body).toBeLessThan(300)
  // The invalidation is applied as the save's request ends; a moment for the answer to settle.
  await sleep(300)
  return answer.json ?? {}
}

type Procedure = { id: number; slug: string; prices: Array<{ id: string; name: string; amount: number }> }

async function publishedProcedure(locale: string): Promise<Procedure> {
  const listed = await get(`/api/procedures?limit=1&depth=0&locale=${locale}&sort=id&where[_status][equals]=published`)
  return (listed.json as { docs: Procedure[] }).docs[0]
}

describe('after a save, only the pages showing the change are rendered again', () => {
  it('a procedure price: its pages in each language, the listings and the sitemap; the rest stays cached', async () => {
    const procedure = await publishedProcedure('cs')
    expect(procedure.prices.length).toBeGreaterThan(0)
    const slugs = await Promise.all(
      ['cs', 'en', 'de'].map(async (locale) => (await get(`/api/procedures/${procedure.id}?depth=0&locale=${locale}`)).json?.slug),
    )
    const ownPages = pages.filter((path) => slugs.some((slug) => slug && path.endsWith(`/${slug}`)))
    expect(ownPages.length, 'the procedure has a page in each language').toBe(3)

    await cacheAll()
    const amount = 100_000 + (Date.now() % 89_999)
    const prices = procedure.prices.map((price, index) => (index === 0 ? { ...price, amount } : price))
    await save('PATCH', `/api/procedures/${procedure.id}?locale=cs`, { prices })
    const rendered = await renderedAgain()
    console.log(
      `[invalidation] a procedure's price saved: ${rendered.length} of ${pages.length} pages rendered again: ${rendered.join(' ')}`,
    )

    // Visitors see the new price on the procedure's page in every language…
    const digits = new RegExp(String(amount).replace(/(\d{3})$/, '\\s?$1'), 'u')
    for (const path of ownPages) expect((await get(path)).body, path).toMatch(digits)
    expect(rendered).toEqual(expect.arrayContaining([...ownPages, '/sitemap.xml', '/zakroky']))
    // …and pages that do not show procedures were not rendered for it.
    expect(rendered).not.toContain('/kontakt')
    expect(rendered).not.toContain('/en/contact')
    expect(rendered.length).toBeLessThan(pages.length / 2)
  })

  it('a popup: the pages of its language only', async () => {
    await cacheAll()
    const now = Date.now()
    await save('POST', '/api/popups', {
      title: `Nabídka ${now}`,
      text: 'Jen v němčině.',
      lang: 'de',
      // Above the demo's own German popup, which runs at the same time.
      priority: 50,
      validFrom: new Date(now - 60_000).toISOString(),
      validTo: new Date(now + 86_400_000).toISOString(),
    })
    const rendered = await renderedAgain()
    console.log(`[invalidation] a German popup saved: ${rendered.length} of ${pages.length} pages rendered again`)
    const german = pages.filter((path) => path === '/de' || path.startsWith('/de/'))
    expect(rendered).toEqual(expect.arrayContaining(german))
    expect(rendered.filter((path) => !german.includes(path))).toEqual([])
  })

  it('Settings (shown on every page): every page', async () => {
    await cacheAll()
    const settings = (await get('/api/globals/settings?depth=0&locale=cs')).json as { phone: string }
    await save('POST', '/api/globals/settings?locale=cs', { phone: settings.phone })
    const rendered = await renderedAgain()
    console.log(`[invalidation] Settings saved: ${rendered.length} of ${pages.length} pages rendered again`)
    expect(rendered.length).toBe(pages.length)
  })
})
