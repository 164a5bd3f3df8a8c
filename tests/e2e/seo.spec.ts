import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { faqTopics, jobOffers, pages, people, posts } from '../../src/cms/seed/data'
import { proceduresA } from '../../src/cms/seed/data/procedures-a'
import { proceduresB } from '../../src/cms/seed/data/procedures-b'
import { routeKeyPaths, routeKeys } from '../../src/routing/fixed-paths'
import { vocabularyProblems } from '../support/schema-vocabulary'
import { test } from './helpers'

const locales = ['cs', 'en', 'de'] as const
type Locale = (typeof locales)[number]
type Urls = Partial<Record<Locale, string>>
const prefix = (locale: Locale) => (locale === 'cs' ? '' : `/${locale}`)
const pathOf = (locale: Locale, path: string) => `${prefix(locale)}/${path}`.replace(/(.)\/$/, '$1')

/** content.spec.ts edits and unpublishes this procedure while other files run (2 workers). */
const editedProcedure = 'thigh-lift'
/** The demo's default share image (Settings → Identity, uploaded by the seed), as its 1200×630 crop. */
const demoShareImage = /\/api\/media\/file\/demo-share-image(-1200x630)?\.png(\?v=[a-z0-9]+)?$/
const allProcedures = [...proceduresA, ...proceduresB]

/** Every seeded document with its public path per language, from the seed data itself. */
function seededDocuments(): Urls[] {
  const documents: Urls[] = []
  const add = (path: (locale: Locale) => string | undefined) => {
    const urls: Urls = {}
    for (const locale of locales) {
      const found = path(locale)
      if (found !== undefined) urls[locale] = pathOf(locale, found)
    }
    if (Object.keys(urls).length > 0) documents.push(urls)
  }
  for (const key of routeKeys) add((locale) => routeKeyPaths[key][locale])
  for (const procedure of allProcedures.filter((item) => item.key !== editedProcedure)) {
    add((locale) => (procedure.slug[locale] ? `${routeKeyPaths.procedures[locale]}/${procedure.slug[locale]}` : undefined))
  }
  for (const post of posts) add((locale) => (post.slug[locale] ? `blog/${post.slug[locale]}` : undefined))
  for (const offer of jobOffers) add((locale) => (offer.slug[locale] ? `${routeKeyPaths.career[locale]}/${offer.slug[locale]}` : undefined))
  for (const person of people) if (person.hasDetailPage && person.slug) add(() => `mudr-${person.slug}`)
  for (const page of pages) if (!page.routeKey) add((locale) => page.slug?.[locale] ?? undefined)
  return documents
}

interface SitemapEntry {
  loc: string
  lastmod: string | null
  alternates: Record<string, string>
}

/** Parses sitemap.xml with the browser's XML parser, which also proves it is well-formed. */
async function readSitemap(page: Page, request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML')
    const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const xhtmlNs = 'http://www.w3.org/1999/xhtml'
    return [...doc.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(xhtmlNs, 'link')]
          .filter((link) => link.getAttribute('rel') === 'alternate')
          .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    }))
  }, xml)
}

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every seeded page in all its languages, each with its alternates and x-default in Czech', async ({
    page,
    request,
    baseURL,
  }) => {
    const absolute = (path: string) => new URL(path, baseURL).href
    const expected = new Map<string, Record<string, string>>()
    for (const urls of seededDocuments()) {
      const alternates: Record<string, string> = Object.fromEntries(Object.entries(urls).map(([locale, path]) => [locale, absolute(path)]))
      alternates['x-default'] = alternates.cs ?? alternates.en ?? alternates.de
      for (const path of Object.values(urls)) expected.set(absolute(path), alternates)
    }
    expect(expected.size).toBeGreaterThan(250)

    const editedSlugs = Object.values(allProcedures.find((item) => item.key === editedProcedure)?.slug ?? {})
    const entries = (await readSitemap(page, request)).filter((entry) => !editedSlugs.some((slug) => entry.loc.endsWith(`/${slug}`)))
    expect(entries.map((entry) => entry.loc).sort()).toEqual([...expected.keys()].sort())
    for (const entry of entries) {
      expect(entry.alternates, entry.loc).toEqual(expected.get(entry.loc))
      expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), `${entry.loc} lastmod`).toBe(false)
    }
  })

  test('robots.txt allows the site, disallows the admin and the APIs and names the sitemap; neither file is redirected', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/text\/plain/)
    const lines = (await response.text()).split('\n').map((line) => line.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api/')
    // Page images are served from /api/media/file/; social previews and image search must reach them.
    expect(lines).toContain('Allow: /api/media/file/')
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect((await request.get('/sitemap.xml', { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get('/en/sitemap.xml', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('publishing and unpublishing a page in the admin updates the sitemap within seconds', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const admin = await playwright.request.newContext({ baseURL })
    const login = await admin.post('/api/users/login', { data: { email: 'admin@e2e.example', password: 'e2e-password-1' } })
    expect(login.ok()).toBe(true)
    const headers = { authorization: `JWT ${(await login.json()).token}` }
    const title = `Sitemap test ${Date.now()}`
    const created = await admin.post('/api/pages?locale=cs', { data: { title, _status: 'published' }, headers })
    expect(created.ok()).toBe(true)
    const { doc } = await created.json()
    const url = new URL(`/${doc.slug}`, baseURL).href
    try {
      await expect(async () => {
        const entry = (await readSitemap(page, request)).find((item) => item.loc === url)
        expect(entry?.alternates).toEqual({ cs: url, 'x-default': url })
      }).toPass({ timeout: 10_000, intervals: [250] })

      expect((await admin.patch(`/api/pages/${doc.id}`, { data: { _status: 'draft' }, headers })).ok()).toBe(true)
      await expect(async () => {
        expect((await readSitemap(page, request)).map((item) => item.loc)).not.toContain(url)
      }).toPass({ timeout: 10_000, intervals: [250] })
    } finally {
      await admin.delete(`/api/pages/${doc.id}`, { headers })
      await admin.dispose()
    }
  })
})

type Node = Record<string, unknown> & { '@type': string | string[] }

interface PageData {
  nodes: Node[]
  meta: Record<string, string>
  canonical: string
}

/** The page as a crawler gets it: server HTML, its JSON-LD scripts parsed, and its social meta tags. */
async function readPage(page: Page, request: APIRequestContext, path: string): Promise<PageData> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const { scripts, meta, canonical } = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html')
    return {
      scripts: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      meta: Object.fromEntries(
        [...doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((tag) => [
          tag.getAttribute('property') ?? tag.getAttribute('name'),
          tag.getAttribute('content') ?? '',
        ]),
      ),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    }
  }, html)
  const nodes = scripts.map((script) => {
    let node: Node | undefined
    expect(() => {
      node = JSON.parse(script)
    }, `${path}: JSON-LD is JSON`).not.toThrow()
    return node as Node
  })
  return { nodes, meta, canonical }
}

const typesOf = (node: Node) => [node['@type']].flat()
function nodeOf(data: PageData, type: string, path: string): Node {
  const found = data.nodes.filter((node) => typesOf(node).includes(type))
  expect(found, `${path}: one ${type}`).toHaveLength(1)
  return found[0]
}
const isAbsolute = (value: unknown, baseURL: string) => typeof value === 'string' && value.startsWith(`${baseURL}/`)

const procedure = allProcedures.find((item) => item.key === 'breast-augmentation')!
const post = posts.find((item) => locales.every((locale) => item.slug[locale]))!
const offer = jobOffers.find((item) => locales.every((locale) => item.slug[locale]))!
const doctor = people.find((item) => item.hasDetailPage && item.name.startsWith('MUDr.'))!
const generic = pages.find((item) => item.key === 'gdpr')!

const pageTypes = {
  home: (_locale: Locale) => '',
  page: (locale: Locale) => generic.slug![locale]!,
  procedures: (locale: Locale) => routeKeyPaths.procedures[locale],
  procedure: (locale: Locale) => `${routeKeyPaths.procedures[locale]}/${procedure.slug[locale]}`,
  person: (_locale: Locale) => `mudr-${doctor.slug}`,
  post: (locale: Locale) => `blog/${post.slug[locale]}`,
  faq: (locale: Locale) => routeKeyPaths.faq[locale],
  jobOffer: (locale: Locale) => `${routeKeyPaths.career[locale]}/${offer.slug[locale]}`,
}

test.describe('structured data and social cards', () => {
  for (const locale of locales) {
    test(`every page type in ${locale} has valid schema.org JSON-LD with its required properties, and absolute og:image / twitter:image`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const base = baseURL!
      for (const [type, pathIn] of Object.entries(pageTypes)) {
        const path = pathOf(locale, pathIn(locale))
        const data = await readPage(page, request, path)
        const url = new URL(data.canonical || path, base).href
        const where = `${locale} ${type} ${path}`

        for (const node of data.nodes) {
          expect(node['@context'], where).toBe('https://schema.org')
          expect(vocabularyProblems(node), where).toEqual([])
        }

        // The clinic, on every page.
        const clinic = nodeOf(data, 'MedicalClinic', where)
        expect(clinic, where).toMatchObject({
          '@id': `${base}/#clinic`,
          name: expect.any(String),
          telephone: expect.stringMatching(/^\+420/),
          email: expect.stringContaining('@'),
        })
        expect(clinic.address, where).toMatchObject({
          '@type': 'PostalAddress',
          streetAddress: expect.any(String),
          addressLocality: expect.any(String),
          postalCode: expect.any(String),
          addressCountry: 'CZ',
        })
        expect(isAbsolute(clinic.url, base) && isAbsolute(clinic.logo, base) && isAbsolute(clinic.image, base), where).toBe(true)
        // settings-contact.spec adds Saturday hours for a few seconds meanwhile (the other worker).
        expect(clinic.openingHoursSpecification, where).toEqual(
          expect.arrayContaining([
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
              opens: '07:00',
              closes: '18:00',
            },
          ]),
        )
        expect((clinic.sameAs as string[]).length, where).toBe(3)

        // Breadcrumbs everywhere except home, ending at this page.
        if (type === 'home') {
          expect(
            data.nodes.filter((node) => typesOf(node).includes('BreadcrumbList')),
            where,
          ).toEqual([])
          expect(nodeOf(data, 'WebSite', where), where).toMatchObject({ inLanguage: locale, url: clinic.url })
        } else {
          const items = nodeOf(data, 'BreadcrumbList', where).itemListElement as { position: number; name: string; item: string }[]
          expect(items.length, where).toBeGreaterThanOrEqual(2)
          expect(
            items.map((item) => item.position),
            where,
          ).toEqual(items.map((_, index) => index + 1))
          expect(items[0].item, where).toBe(clinic.url)
          expect(items.at(-1)?.item, where).toBe(url)
          for (const item of items) expect(item.name, where).toBeTruthy()
        }

        if (type === 'procedure') {
          const node = nodeOf(data, 'MedicalProcedure', where)
          expect(node, where).toMatchObject({ name: procedure.name[locale], url, description: expect.any(String) })
          expect(node.offers, where).toHaveLength(procedure.prices.length)
          for (const price of node.offers as Record<string, unknown>[])
            expect(price, where).toMatchObject({ '@type': 'Offer', price: expect.any(Number), priceCurrency: 'CZK' })
        }
        if (type === 'procedures') {
          const list = nodeOf(data, 'ItemList', where)
          const items = list.itemListElement as { url: string }[]
          expect(list.numberOfItems, where).toBe(items.length)
          // All procedures of the language (the edited one may be unpublished by a parallel test).
          const count = allProcedures.filter((item) => item.slug[locale]).length
          expect(items.length, where).toBeGreaterThanOrEqual(count - 1)
          expect(
            items.map((item) => item.url),
            where,
          ).toContain(new URL(pathOf(locale, pageTypes.procedure(locale)), base).href)
        }
        if (type === 'person') {
          const node = nodeOf(data, 'Physician', where)
          expect(typesOf(node), where).toContain('Person')
          expect(node, where).toMatchObject({
            name: doctor.name,
            jobTitle: doctor.position[locale],
            url,
            worksFor: { '@id': `${base}/#clinic` },
          })
          expect(isAbsolute(node.image, base), where).toBe(true)
        }
        if (type === 'post') {
          const node = nodeOf(data, 'BlogPosting', where)
          expect(node, where).toMatchObject({
            headline: post.title[locale],
            url,
            inLanguage: locale,
            publisher: { '@id': `${base}/#clinic` },
          })
          expect(Date.parse(String(node.datePublished)), where).toBe(Date.parse(post.publishedAt))
          expect(Number.isNaN(Date.parse(String(node.dateModified))), where).toBe(false)
          expect((node.author as Record<string, unknown>).name, where).toBeTruthy()
          expect(
            (node.image as string[]).every((image) => isAbsolute(image, base)),
            where,
          ).toBe(true)
        }
        if (type === 'faq') {
          const node = nodeOf(data, 'FAQPage', where)
          const questions = node.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
          expect(
            questions.map((question) => question.name),
            where,
          ).toEqual(faqTopics.flatMap((topic) => topic.questions.map((question) => question.question[locale])))
          for (const question of questions) {
            expect(question['@type'], where).toBe('Question')
            expect(question.acceptedAnswer['@type'], where).toBe('Answer')
            expect(question.acceptedAnswer.text.length, where).toBeGreaterThan(20)
            expect(question.acceptedAnswer.text, where).not.toMatch(/<[a-z]/i)
          }
        }
        if (type === 'jobOffer') {
          const node = nodeOf(data, 'JobPosting', where)
          expect(node, where).toMatchObject({
            title: offer.title[locale],
            url,
            hiringOrganization: { name: expect.any(String) },
            jobLocation: { address: { streetAddress: expect.any(String) } },
          })
          expect(String(node.description).length, where).toBeGreaterThan(50)
          expect(Number.isNaN(Date.parse(String(node.datePosted))), where).toBe(false)
        }

        // Social cards: absolute, sized, described; a document's own picture where it has one.
        for (const key of ['og:image', 'twitter:image']) expect(isAbsolute(data.meta[key], base), `${where} ${key}`).toBe(true)
        expect(data.meta['og:image:width'] && data.meta['og:image:height'] && data.meta['og:image:alt'], where).toBeTruthy()
        expect(data.meta['twitter:image'], where).toBe(data.meta['og:image'])
        // (The demo procedures have no picture of their own; either card is right for them.)
        if (type === 'person' || type === 'post') expect(data.meta['og:image'], where).toContain('/api/media/file/')
        // Otherwise the share image of Settings → Identity (the demo's, uploaded by its seed).
        else if (type !== 'procedure') expect(data.meta['og:image'], where).toMatch(demoShareImage)
      }
    })
  }

  test('a social image URL serves the image', async ({ page, request }) => {
    const data = await readPage(page, request, `/en/mudr-${doctor.slug}`)
    const image = await request.get(data.meta['og:image'])
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\//)
  })
})
