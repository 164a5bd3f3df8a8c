import { getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sitemap from '@/app/sitemap'
import { getRouteTable } from '@/content/routes'
import { linksHerePanelData } from '@/cms/page-guard/links-here-panel'
import { loadRedirectMap } from '@/redirects/load'
import { findEntry, hrefsOf } from '@/routing/route-table'
import { seededPayload } from './payload'

const origin = 'https://clinic.example'
let payload: Payload

beforeAll(async () => {
  process.env.SITE_URL = origin
  payload = await seededPayload()
})

afterAll(async () => {
  delete process.env.SITE_URL
  await payload?.destroy()
})

/** The field messages of a refused save (what the admin shows under the field). */
async function refusal(save: Promise<unknown>): Promise<string[]> {
  const error = (await save.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { data?: { errors?: { path: string; message: string }[] } } | undefined
  expect(error, 'the save should have been refused').toBeDefined()
  return (error?.data?.errors ?? []).map((fieldError) => `${fieldError.path}: ${fieldError.message}`)
}

async function procedureBySlug(slug: string) {
  const { docs } = await payload.find({ collection: 'procedures', where: { slug: { equals: slug } }, locale: 'cs', limit: 1, depth: 0 })
  return docs[0]
}

async function sitemapUrls(): Promise<string[]> {
  const urls = (await sitemap()).map((entry) => entry.url)
  expect(new Set(urls).size, 'no URL twice').toBe(urls.length)
  return urls
}

describe('slugs are unique across the public URLs', () => {
  it('refuses a procedure slug another procedure has, naming that procedure, also for a draft', async () => {
    const data = { name: 'Zvětšení prsou – nová technika', slug: 'zvetseni-prsou', _status: 'published' as const }
    const message = 'slug: Adresu /zakroky/zvetseni-prsou už má zákrok „Zvětšení prsou“.'
    expect(await refusal(payload.create({ collection: 'procedures', locale: 'cs', data }))).toEqual([message])
    expect(
      await refusal(payload.create({ collection: 'procedures', locale: 'cs', draft: true, data: { ...data, _status: 'draft' } })),
    ).toEqual([message])

    // Taking it over by renaming another procedure is refused as well, in each language.
    const fillers = await procedureBySlug('vyplne-kyselinou-hyaluronovou')
    expect(fillers).toBeDefined()
    expect(
      await refusal(payload.update({ collection: 'procedures', id: fillers.id, locale: 'cs', data: { slug: 'zvetseni-prsou' } })),
    ).toEqual([message])
    expect(
      await refusal(payload.update({ collection: 'procedures', id: fillers.id, locale: 'en', data: { slug: 'breast-augmentation' } })),
    ).toEqual(['slug: Adresu /en/procedures/breast-augmentation už má zákrok „Breast augmentation“.'])
    expect((await sitemapUrls()).filter((url) => url.endsWith('/zakroky/zvetseni-prsou'))).toEqual([`${origin}/zakroky/zvetseni-prsou`])

    // "Duplicate" in the admin gives the copy its own slug instead of failing on the original's URL.
    const copy = await payload.duplicate({ collection: 'procedures', id: fillers.id, locale: 'cs' })
    expect(copy.slug).toBe('vyplne-kyselinou-hyaluronovou-kopie')
    await payload.delete({ collection: 'procedures', id: copy.id })
  })

  it('says it in English to an admin user working in English', async () => {
    const i18n = await getLocalI18n({ config: payload.config, language: 'en' })
    const messages = await refusal(
      payload.create({ collection: 'procedures', locale: 'cs', data: { name: 'Kopie', slug: 'zvetseni-prsou' }, req: { i18n } }),
    )
    expect(messages).toEqual(['slug: The address /zakroky/zvetseni-prsou already belongs to the procedure “Zvětšení prsou”.'])
  })

  it("refuses a page slug that is a doctor's page, a fixed page or a reserved prefix", async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'pages',
          locale: 'cs',
          data: { title: 'Pan doktor', slug: 'mudr-petr-vzorovy', _status: 'published' },
        }),
      ),
    ).toEqual(['slug: Adresu /mudr-petr-vzorovy už má člen týmu „MUDr. Petr Vzorový“.'])
    expect(
      await refusal(
        payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Kontakt 2', slug: 'kontakt', _status: 'published' } }),
      ),
    ).toEqual(['slug: Adresu /kontakt už má pevná stránka webu „Kontakt“.'])
    expect(
      await refusal(payload.create({ collection: 'pages', locale: 'cs', draft: true, data: { title: 'Zákroky', slug: 'zakroky' } })),
    ).toEqual(['slug: Adresu /zakroky už má pevná stránka webu „Zákroky“.'])
    const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Nová stránka o nás', _status: 'published' } })
    expect(await refusal(payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { slug: 'contact' } }))).toEqual([
      'slug: Adresu /en/contact už má pevná stránka webu „Contact“.',
    ])
    for (const slug of ['admin', 'api', 'en', 'de', 'cs']) {
      const messages = await refusal(payload.update({ collection: 'pages', id: page.id, locale: 'cs', data: { slug } }))
      expect(messages, slug).toEqual([
        `slug: Adresa /${slug} je vyhrazená pro samotný web (jazykové verze, administraci a rozhraní). Zvolte jiný slug.`,
      ])
    }
    // A person cannot take a page's URL either (the page is /mudr-…, the person's slug without it).
    const pageAtDoctorUrl = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Mudr hra', slug: 'mudr-hra', _status: 'published' },
    })
    expect(
      await refusal(
        payload.create({ collection: 'people', data: { name: 'MUDr. Hra', slug: 'hra', hasDetailPage: true, _status: 'published' } }),
      ),
    ).toEqual(['slug: Adresu /mudr-hra už má stránka „Mudr hra“.'])
    await payload.delete({ collection: 'pages', id: pageAtDoctorUrl.id })
    await payload.delete({ collection: 'pages', id: page.id })
  })

  it('allows the same slug where the URLs differ, and drafts that claim no live URL', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'cs',
      data: { title: 'Botox bez obav', slug: 'botox', _status: 'published' },
    })
    const table = await getRouteTable()
    expect(hrefsOf(findEntry(table, 'post', post.id)!)).toEqual({ cs: '/blog/botox' })
    expect(findEntry(table, 'procedure', (await procedureBySlug('botox')).id)?.paths.cs).toBe('zakroky/botox')

    // Two unpublished documents may share a slug; publishing the second one is refused.
    const first = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Koncept A', slug: 'spolecny-koncept' },
    })
    const second = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Koncept B', slug: 'spolecny-koncept' },
    })
    await payload.update({ collection: 'posts', id: first.id, locale: 'cs', data: { _status: 'published' } })
    expect(await refusal(payload.update({ collection: 'posts', id: second.id, locale: 'cs', data: { _status: 'published' } }))).toEqual([
      'slug: Adresu /blog/spolecny-koncept už má článek „Koncept A“.',
    ])
    for (const doc of [post, first, second]) await payload.delete({ collection: 'posts', id: doc.id })
  })
})

describe('doctor slugs and the team order', () => {
  it('never doubles the mudr- prefix, whether the slug is made from the name or typed', async () => {
    const klara = await payload.create({
      collection: 'people',
      data: { name: 'MUDr. Klára Nováková', hasDetailPage: true, _status: 'published' },
    })
    expect(klara.slug).toBe('klara-novakova')
    expect(hrefsOf(findEntry(await getRouteTable(), 'person', klara.id)!)).toEqual({
      cs: '/mudr-klara-novakova',
      en: '/en/mudr-klara-novakova',
      de: '/de/mudr-klara-novakova',
    })
    const typed = await payload.create({ collection: 'people', data: { name: 'Jan Nový', slug: 'MUDr-Jan-Novy', hasDetailPage: true } })
    expect(typed.slug).toBe('jan-novy')
    const docent = await payload.create({ collection: 'people', data: { name: 'doc. MUDr. Ivan Starý, Ph.D.' } })
    expect(docent.slug).toBe('ivan-stary-ph-d')
    for (const person of [klara, typed, docent]) await payload.delete({ collection: 'people', id: person.id })
  })

  it('puts a new person at the end of the team, not at the top', async () => {
    const before = await payload.find({ collection: 'people', sort: 'sortOrder', pagination: false, depth: 0 })
    const person = await payload.create({ collection: 'people', data: { name: 'MUDr. Nová Posila' } })
    const after = await payload.find({ collection: 'people', sort: 'sortOrder', pagination: false, depth: 0 })
    expect(after.docs.at(-1)?.id).toBe(person.id)
    expect(person.sortOrder).toBe(Math.max(...before.docs.map((doc) => doc.sortOrder ?? 0)) + 10)
    await payload.delete({ collection: 'people', id: person.id })
  })
})

describe('redirects', () => {
  it('redirects the old URL of a published slug change to the new one, collapses chains and never loops', async () => {
    const botox = await procedureBySlug('botox')
    const rename = (slug: string) =>
      payload.update({ collection: 'procedures', id: botox.id, locale: 'cs', data: { slug, _status: 'published' } })

    // A draft changes nothing visitors see: no redirect yet.
    await payload.update({ collection: 'procedures', id: botox.id, locale: 'cs', draft: true, data: { slug: 'botox-koncept' } })
    expect(await loadRedirectMap(payload)).toEqual({})

    await rename('botox-vrasky')
    expect(await loadRedirectMap(payload)).toEqual({ '/zakroky/botox': '/zakroky/botox-vrasky' })
    const stored = await payload.find({ collection: 'redirects', depth: 0 })
    expect(stored.docs).toMatchObject([
      { from: '/zakroky/botox', toType: 'document', toDocument: { relationTo: 'procedures', value: botox.id }, automatic: true },
    ])
    let urls = await sitemapUrls()
    expect(urls).toContain(`${origin}/zakroky/botox-vrasky`)
    expect(urls).not.toContain(`${origin}/zakroky/botox`)
    expect(urls).toContain(`${origin}/en/procedures/botox`)

    // A → B, then B → C: both lead straight to C.
    await rename('botox-na-vrasky')
    expect(await loadRedirectMap(payload)).toEqual({
      '/zakroky/botox': '/zakroky/botox-na-vrasky',
      '/zakroky/botox-vrasky': '/zakroky/botox-na-vrasky',
    })

    // Back to the first slug: that URL is live again, so it redirects no more, and nothing loops.
    await rename('botox')
    expect(await loadRedirectMap(payload)).toEqual({
      '/zakroky/botox-vrasky': '/zakroky/botox',
      '/zakroky/botox-na-vrasky': '/zakroky/botox',
    })
    expect((await payload.find({ collection: 'redirects', where: { from: { equals: '/zakroky/botox' } } })).docs).toEqual([])

    // Other languages move on their own.
    await payload.update({ collection: 'procedures', id: botox.id, locale: 'en', data: { slug: 'botox-injections', _status: 'published' } })
    expect(await loadRedirectMap(payload)).toMatchObject({ '/en/procedures/botox': '/en/procedures/botox-injections' })
    urls = await sitemapUrls()
    expect(urls).not.toContain(`${origin}/en/procedures/botox`)
    expect(urls).toContain(`${origin}/en/procedures/botox-injections`)
  })

  it('removes the redirects to a deleted page with it, so none is left without a target', async () => {
    const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Letní akce', _status: 'published' } })
    await payload.update({ collection: 'pages', id: page.id, locale: 'cs', data: { slug: 'letni-akce-2026', _status: 'published' } })
    await payload.create({
      collection: 'redirects',
      data: { from: '/leto', toType: 'document', toDocument: { relationTo: 'pages', value: page.id } },
    })
    const toPage = { 'toDocument.value': { equals: page.id } }
    const before = await payload.find({ collection: 'redirects', where: toPage, depth: 0 })
    expect(before.docs.map((redirect) => [redirect.from, redirect.automatic]).sort()).toEqual([
      ['/letni-akce', true],
      ['/leto', false],
    ])
    expect(await loadRedirectMap(payload)).toMatchObject({ '/letni-akce': '/letni-akce-2026', '/leto': '/letni-akce-2026' })
    // The page's "Odkazuje sem" panel lists the old addresses as redirected here, not as ones to redirect.
    const panel = await linksHerePanelData({ payload, context: {} } as never, 'pages', page.id)
    expect(panel.addresses).toEqual({ cs: '/letni-akce-2026' })
    expect(panel.redirected.map(({ from, automatic }) => ({ from, automatic }))).toEqual([
      { from: '/letni-akce', automatic: true },
      { from: '/leto', automatic: false },
    ])

    await payload.delete({ collection: 'pages', id: page.id })
    const stored = await payload.find({ collection: 'redirects', pagination: false, depth: 0 })
    expect(stored.docs.filter((redirect) => ['/letni-akce', '/leto'].includes(redirect.from))).toEqual([])
    expect(stored.docs.filter((redirect) => redirect.toType === 'document' && !redirect.toDocument)).toEqual([])
    const map = await loadRedirectMap(payload)
    expect(map['/letni-akce']).toBeUndefined()
    expect(map['/leto']).toBeUndefined()
  })

  it('moves a doctor page with its person', async () => {
    const { docs } = await payload.find({ collection: 'people', where: { slug: { equals: 'jana-ukazkova' } }, limit: 1 })
    await payload.update({ collection: 'people', id: docs[0].id, data: { slug: 'jana-ukazkova-novakova' } })
    const map = await loadRedirectMap(payload)
    expect(map).toMatchObject({
      '/mudr-jana-ukazkova': '/mudr-jana-ukazkova-novakova',
      '/en/mudr-jana-ukazkova': '/en/mudr-jana-ukazkova-novakova',
      '/de/mudr-jana-ukazkova': '/de/mudr-jana-ukazkova-novakova',
    })
  })

  it('lets staff add redirects: chains collapse on save, loops and live sources are refused', async () => {
    const a = await payload.create({ collection: 'redirects', data: { from: '/stara-akce', toType: 'url', toUrl: '/jina-akce' } })
    const b = await payload.create({
      collection: 'redirects',
      data: { from: 'https://clinic.example/jina-akce/', toType: 'url', toUrl: '/kontakt' },
    })
    expect(b.from).toBe('/jina-akce')
    expect((await payload.findByID({ collection: 'redirects', id: a.id })).toUrl).toBe('/kontakt')
    expect(await loadRedirectMap(payload)).toMatchObject({ '/stara-akce': '/kontakt', '/jina-akce': '/kontakt' })

    const loop = await payload.create({ collection: 'redirects', data: { from: '/kruh-a', toType: 'url', toUrl: '/kruh-b' } })
    expect(await refusal(payload.create({ collection: 'redirects', data: { from: '/kruh-b', toType: 'url', toUrl: '/kruh-a' } }))).toEqual([
      'toUrl: Přesměrování by vedlo v kruhu: /kruh-b → /kruh-a → /kruh-b.',
    ])
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: { from: '/zakroky/zvetseni-prsou', toType: 'url', toUrl: '/kontakt' } }),
      ),
    ).toEqual([
      'from: Adresu /zakroky/zvetseni-prsou už má zákrok „Zvětšení prsou“, takže by se přesměrování nikdy neuplatnilo. Nejdřív tam změňte slug, nebo zrušte zveřejnění.',
    ])

    // To a document: its current URL in the old address's language; an unpublished or deleted target is not served.
    const prp = await procedureBySlug('prp')
    await payload.create({
      collection: 'redirects',
      data: { from: '/en/old-prp', toType: 'document', toDocument: { relationTo: 'procedures', value: prp.id } },
    })
    expect((await loadRedirectMap(payload))['/en/old-prp']).toBe('/en/procedures/prp')
    const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Dočasná akce', _status: 'published' } })
    await payload.create({
      collection: 'redirects',
      data: { from: '/akce-2024', toType: 'document', toDocument: { relationTo: 'pages', value: page.id } },
    })
    expect((await loadRedirectMap(payload))['/akce-2024']).toBe('/docasna-akce')
    await payload.update({ collection: 'pages', id: page.id, locale: 'cs', data: { _status: 'draft' } })
    expect((await loadRedirectMap(payload))['/akce-2024']).toBeUndefined()
    await payload.update({ collection: 'pages', id: page.id, locale: 'cs', data: { _status: 'published' } })
    expect((await loadRedirectMap(payload))['/akce-2024']).toBe('/docasna-akce')
    await payload.delete({ collection: 'pages', id: page.id })
    expect((await loadRedirectMap(payload))['/akce-2024']).toBeUndefined()

    // A page published at a redirect's source takes the URL back: the redirect is removed.
    const successor = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Stará akce', _status: 'published' } })
    expect(successor.slug).toBe('stara-akce')
    expect((await loadRedirectMap(payload))['/stara-akce']).toBeUndefined()
    expect((await payload.find({ collection: 'redirects', where: { from: { equals: '/stara-akce' } } })).docs).toEqual([])
    expect(await sitemapUrls()).toContain(`${origin}/stara-akce`)
    await payload.delete({ collection: 'pages', id: successor.id })
    await payload.delete({ collection: 'redirects', id: loop.id })
  })
})
