import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sitemap from '@/app/sitemap'
import { GET as searchApi } from '@/app/api/search/route'
import type { Locale } from '@/routing/locales'
import { liveSearchIndex } from '@/features/search/live-index'
import { searchLocaleIndex } from '@/features/search/engine'
import { missListedFromAddresses } from '@/features/search/collections'
import { recordMiss } from '@/features/search/misses'
import { clientAddressHeader } from '@/platform/server/client-address.mjs'
import { clientKey } from '@/platform/server/client-ip'
import { seededPayload } from './payload'
import { relevanceCases } from './search-relevance-cases'

let payload: Payload
let indexFor: ReturnType<typeof liveSearchIndex>

beforeAll(async () => {
  process.env.SITE_URL = 'https://clinic.example'
  payload = await seededPayload()
  // Checks the database's stamp on every query here, so a change is seen at once.
  indexFor = liveSearchIndex(async () => payload, 0)
})

afterAll(async () => {
  delete process.env.SITE_URL
  await payload?.destroy()
})

const search = async (locale: Locale, query: string) => searchLocaleIndex(await indexFor(locale), query)
const titleText = (hit: { title: { text: string }[] }) => hit.title.map((segment) => segment.text).join('')

describe('site search over the demo content', () => {
  it.each([
    ['cs', 'zvetseni prsu', '/zakroky/zvetseni-prsou'],
    ['cs', 'lipo', '/zakroky/liposukce'],
    ['cs', 'abdominoplastka', '/zakroky/abdominoplastika'],
    ['cs', 'odstalych usi', '/zakroky/korekce-odstalych-usi'],
    ['de', 'fettabsaugung', '/de/eingriffe/fettabsaugung'],
    ['de', 'Brustvergroesserung', '/de/eingriffe/brustvergrosserung'],
    ['en', 'liposuction', '/en/procedures/liposuction'],
  ] as const)('%s: "%s" finds %s first', async (locale, query, href) => {
    const hits = await search(locale, query)
    expect(hits[0]?.href, JSON.stringify(hits.slice(0, 3).map((hit) => hit.href))).toBe(href)
  })

  it('answers in the asked language only', async () => {
    const german = await search('de', 'Brustvergrößerung')
    expect(german.length).toBeGreaterThan(0)
    expect(german.every((hit) => hit.href.startsWith('/de/'))).toBe(true)
    // A procedure's Czech name finds its English page, and nothing Czech.
    const english = await search('en', 'liposukce')
    expect(english[0]?.href).toBe('/en/procedures/liposuction')
    expect([...english, ...(await search('en', 'liposuction'))].every((hit) => hit.href.startsWith('/en/'))).toBe(true)
  })

  it('finds doctors and FAQ questions too', async () => {
    const doctors = await search('cs', 'smyšlený')
    expect(doctors[0]).toMatchObject({ kind: 'person' })
    const faq = (await payload.find({ collection: 'faq-topics', locale: 'cs', limit: 1, depth: 0 })).docs[0]
    const question = faq.questions?.[0]?.question ?? ''
    const hits = await search('cs', question)
    expect(hits.find((hit) => hit.kind === 'faq' && titleText(hit) === question)?.href).toMatch(/^\/caste-dotazy#/)
  })
})

describe('relevance: what patients type finds the page they mean first (issue 43)', () => {
  const excerptText = (hit: { excerpt: { text: string }[] }) => hit.excerpt.map((segment) => segment.text).join('')

  it.each(relevanceCases.map((entry) => [entry.locale, entry.query, entry.first] as const))(
    '%s: "%s" → %s',
    async (locale, query, first) => {
      const hits = await search(locale, query)
      expect(hits[0]?.href, JSON.stringify(hits.slice(0, 3).map((hit) => hit.href))).toBe(first)
      // Cut at a sentence's end or a word, with one ellipsis and no stop before it.
      for (const hit of hits) expect(excerptText(hit)).not.toMatch(/\.\.\.|[.,;:]…|…\.|^\s|\s$/)
    },
  )

  it('ranks every name that begins with "lipo" above Lip lift, in each language', async () => {
    for (const locale of ['cs', 'en'] as const) {
      const titles = (await search(locale, 'lipo')).map(titleText)
      const lipLift = titles.findIndex((title) => title.startsWith('Lip lift'))
      const named = titles.filter((title) => /(^|[\s(])lipo/i.test(title))
      expect(named.length, locale).toBeGreaterThan(2)
      if (lipLift >= 0) expect(titles.slice(0, lipLift), locale).toEqual(expect.arrayContaining(named))
    }
  })

  it('shows one paragraph of a page, never a subtitle run into its lead', async () => {
    const [hit] = await search('cs', 'zvětšení prsou')
    expect(excerptText(hit)).toBe('Zvětšení prsou pomocí silikonových implantátů dodá poprsí objem a vyváženější tvar.')
  })
})

describe('the index follows the database', () => {
  it('finds a published change, and never a draft', async () => {
    const procedure = (await payload.find({ collection: 'procedures', where: { slug: { equals: 'botox' } }, locale: 'cs', limit: 1 }))
      .docs[0]
    expect(await search('cs', 'kouzelnyzakrok')).toEqual([])
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'cs',
      draft: true,
      data: { perex: 'Koncept: kouzelnyzakrok' },
      context: { disableRevalidate: true },
    })
    expect(await search('cs', 'kouzelnyzakrok')).toEqual([])
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'cs',
      data: { perex: 'Nově: kouzelnyzakrok', _status: 'published' },
      context: { disableRevalidate: true },
    })
    const hits = await search('cs', 'kouzelnyzakrok')
    expect(hits.map((hit) => hit.href)).toEqual(['/zakroky/botox'])
    expect(hits[0].excerpt).toContainEqual({ text: 'kouzelnyzakrok', mark: true })
  })

  it("uses staff's synonyms as soon as they are saved, in their language only", async () => {
    expect(await search('cs', 'klapouchost')).toEqual([])
    await payload.create({ collection: 'search-synonyms', data: { language: 'cs', words: 'klapouchost, odstálé uši' } })
    expect((await search('cs', 'klapouchost'))[0]?.href).toBe('/zakroky/korekce-odstalych-usi')
    expect(await search('en', 'klapouchost')).toEqual([])
  })
})

describe('searches without result', () => {
  /** The rate-limit key of a visitor at `address`, as the search page reads it from our server's header. */
  const visitor = (address: string) => clientKey(new Request('http://clinic.test/hledat', { headers: { [clientAddressHeader]: address } }))
  /** What an editor sees in the list (the admin and REST read it with staff's access). */
  const listed = async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'admin@test.example' } }, depth: 0 })).docs[0]
    const misses = await payload.find({
      collection: 'search-misses',
      sort: 'key',
      depth: 0,
      overrideAccess: false,
      user: { ...admin, role: 'editor', collection: 'users' },
    })
    return misses.docs.map((miss) => ({ ...miss }))
  }

  it('are counted per folded query and language, nothing else stored', async () => {
    await recordMiss(payload, 'cs', 'Laserová lipolýza', visitor('198.51.100.1'))
    await recordMiss(payload, 'cs', 'laserova  LIPOLYZA', visitor('198.51.100.2'))
    await recordMiss(payload, 'cs', 'Jana Nováková 777 123 456', visitor('198.51.100.1'))
    await recordMiss(payload, 'de', 'laserova lipolyza', visitor('198.51.100.1'))
    await recordMiss(payload, 'de', 'laserova lipolyza', visitor('198.51.100.2'))
    const misses = await listed()
    expect(misses.map(({ query, language, count }) => ({ query, language, count }))).toEqual([
      { query: 'laserova lipolyza', language: 'cs', count: 2 },
      { query: 'laserova lipolyza', language: 'de', count: 2 },
    ])
    // Nothing about the visitors: no address, and no hash of one once the query is listed.
    for (const miss of misses) expect(JSON.stringify(miss)).not.toMatch(/198\.51|addressHashes|"[0-9a-f]{32}"/)
    const stored = await payload.find({ collection: 'search-misses', depth: 0, overrideAccess: true })
    expect(stored.docs.map((miss) => miss.addressHashes ?? null)).toEqual([null, null])
  })

  it(`are listed for staff only once visitors of ${missListedFromAddresses} different addresses asked (an IPv6 /64 is one)`, async () => {
    const word = 'vybranaslovajednohonavstevnika'
    // One visitor, however often and from however many addresses of one /64, fills nothing in.
    for (let i = 0; i < 5; i++) await recordMiss(payload, 'cs', word, visitor('2001:db8:1:2::a'))
    await recordMiss(payload, 'cs', word, visitor('2001:db8:1:2:ffff::b'))
    await recordMiss(payload, 'cs', word, visitor('2001:db8:1:2:1234:5678:9abc:def0'))
    expect((await listed()).map((miss) => miss.query)).not.toContain(word)
    // A visitor of another address asks the same: now staff see it, with every search counted.
    await recordMiss(payload, 'cs', word, visitor('203.0.113.9'))
    expect((await listed()).find((miss) => miss.query === word)).toMatchObject({ count: 8 })
  })

  it('are not for visitors to read', async () => {
    await expect(payload.find({ collection: 'search-misses', overrideAccess: false })).rejects.toThrow()
  })
})

describe('the API and the sitemap', () => {
  it('refuses a missing or unknown language with a 400 naming the field', async () => {
    const answer = await searchApi(new Request('http://site.test/api/search?q=botox&locale=fr'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ field: 'locale' })
    const long = await searchApi(new Request(`http://site.test/api/search?q=${'a'.repeat(200)}&locale=cs`))
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ field: 'q' })
  })

  it('keeps the search pages out of the sitemap', async () => {
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname)
    expect(urls.length).toBeGreaterThan(100)
    for (const path of ['/hledat', '/en/search', '/de/suche']) expect(urls).not.toContain(path)
  })
})
