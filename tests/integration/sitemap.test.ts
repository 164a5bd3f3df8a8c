import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import robots from '@/app/robots'
import sitemap from '@/app/sitemap'
import { type Locale, locales } from '@/routing/locales'
import { routeKeyPaths } from '@/routing/fixed-paths'
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

type Urls = Partial<Record<Locale, string>>
const prefix: Record<Locale, string> = { cs: '', en: '/en', de: '/de' }
/** The spec's URL patterns (spec §2), written out here rather than taken from the route table. */
const sections = {
  procedures: { cs: 'zakroky', en: 'procedures', de: 'eingriffe' },
  blog: { cs: 'blog', en: 'blog', de: 'blog' },
  career: { cs: 'kariera', en: 'career', de: 'Karriere' },
} as const

function urlsOf(slugs: unknown, path: (locale: Locale, slug: string) => string): Urls {
  const bySlug = (typeof slugs === 'string' ? { cs: slugs, en: slugs, de: slugs } : (slugs ?? {})) as Partial<Record<Locale, string | null>>
  const urls: Urls = {}
  for (const locale of locales) {
    const slug = bySlug[locale]
    if (slug) urls[locale] = `${origin}${prefix[locale]}/${path(locale, slug)}`
  }
  return urls
}

/** Every published document a visitor can open, with its URL per language and when it changed. */
async function publicDocuments(): Promise<{ urls: Urls; updatedAt: string }[]> {
  const common = { locale: 'all' as const, pagination: false as const, depth: 0, overrideAccess: false }
  const [pages, procedures, posts, jobs, people] = await Promise.all([
    payload.find({ ...common, collection: 'pages' }),
    payload.find({ ...common, collection: 'procedures' }),
    payload.find({ ...common, collection: 'posts' }),
    payload.find({ ...common, collection: 'job-offers' }),
    payload.find({ ...common, collection: 'people', where: { hasDetailPage: { equals: true } } }),
  ])
  const fixed = (routeKey: keyof typeof routeKeyPaths): Urls =>
    // The Czech home page is the origin itself, written with its slash.
    Object.fromEntries(
      locales.map((locale) => [locale, `${origin}${`${prefix[locale]}/${routeKeyPaths[routeKey][locale]}`.replace(/(.)\/$/, '$1')}`]),
    )
  return [
    ...pages.docs.map((doc) => ({
      urls: doc.routeKey ? fixed(doc.routeKey) : urlsOf(doc.slug, (_, slug) => slug),
      updatedAt: doc.updatedAt,
    })),
    ...procedures.docs.map((doc) => ({
      urls: urlsOf(doc.slug, (locale, slug) => `${sections.procedures[locale]}/${slug}`),
      updatedAt: doc.updatedAt,
    })),
    ...posts.docs.map((doc) => ({
      urls: urlsOf(doc.slug, (locale, slug) => `${sections.blog[locale]}/${slug}`),
      updatedAt: doc.updatedAt,
    })),
    ...jobs.docs.map((doc) => ({
      urls: urlsOf(doc.slug, (locale, slug) => `${sections.career[locale]}/${slug}`),
      updatedAt: doc.updatedAt,
    })),
    ...people.docs.map((doc) => ({ urls: urlsOf(doc.slug, (_, slug) => `mudr-${slug}`), updatedAt: doc.updatedAt })),
  ]
}

/** What each sitemap <url> should be: its alternates (all languages of the document + x-default) and lastmod. */
function expectedEntries(documents: { urls: Urls; updatedAt: string }[]) {
  const expected = new Map<string, { languages: Record<string, string>; lastModified: string }>()
  for (const { urls, updatedAt } of documents) {
    const languages: Record<string, string> = { ...urls } as Record<string, string>
    languages['x-default'] = urls.cs ?? urls.en ?? urls.de ?? ''
    for (const url of Object.values(urls)) expected.set(url, { languages, lastModified: updatedAt })
  }
  return expected
}

async function sitemapByUrl() {
  const entries = await sitemap()
  const byUrl = new Map(entries.map((entry) => [entry.url, { languages: entry.alternates?.languages, lastModified: entry.lastModified }]))
  expect(byUrl.size, 'no URL twice').toBe(entries.length)
  return byUrl
}

describe('sitemap.xml', () => {
  it('lists every published page in every language it exists in, with its alternates and last change', async () => {
    const expected = expectedEntries(await publicDocuments())
    expect(expected.size).toBeGreaterThan(250)
    const actual = await sitemapByUrl()
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [url, entry] of expected) expect(actual.get(url), url).toEqual(entry)

    // Spot checks against the spec's paths and the seed.
    expect(actual.get(`${origin}/en/procedures/breast-augmentation`)?.languages).toMatchObject({
      en: `${origin}/en/procedures/breast-augmentation`,
      cs: expect.stringMatching(/^https:\/\/clinic\.example\/zakroky\/[a-z0-9-]+$/),
      de: expect.stringMatching(/^https:\/\/clinic\.example\/de\/eingriffe\/[a-z0-9-]+$/),
    })
    expect(actual.get(`${origin}/`)?.languages).toEqual({
      cs: `${origin}/`,
      en: `${origin}/en`,
      de: `${origin}/de`,
      'x-default': `${origin}/`,
    })
    expect(actual.has(`${origin}/de/Karriere`)).toBe(true)
    expect(actual.has(`${origin}/de/haufig_gestellte_fragen`)).toBe(true)
  })

  it('gives a document missing in a language no entry there, and x-default stays Czech', async () => {
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Jen česká novinka', _status: 'published' },
    })
    const actual = await sitemapByUrl()
    const czech = `${origin}/zakroky/jen-ceska-novinka`
    expect(actual.get(czech)?.languages).toEqual({ cs: czech, 'x-default': czech })
    expect([...actual.keys()].filter((url) => url.includes('jen-ceska-novinka'))).toEqual([czech])
    await payload.delete({ collection: 'procedures', id: procedure.id })
  })

  it('leaves out drafts, unpublished pages and people without a page, and follows unpublishing', async () => {
    const draft = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Rozepsaný článek', _status: 'draft' },
    })
    const hidden = await payload.create({
      collection: 'pages',
      locale: 'cs',
      draft: true,
      data: { title: 'Skrytá stránka', _status: 'draft' },
    })
    const published = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Nová stránka', _status: 'published' } })
    let urls = [...(await sitemapByUrl()).keys()]
    expect(urls).toContain(`${origin}/nova-stranka`)
    expect(urls.filter((url) => /rozepsany-clanek|skryta-stranka/.test(url))).toEqual([])
    const nurses = await payload.find({ collection: 'people', where: { hasDetailPage: { not_equals: true } }, limit: 1 })
    expect(urls.filter((url) => url.endsWith(`/mudr-${nurses.docs[0].slug}`))).toEqual([])

    await payload.update({ collection: 'pages', id: published.id, data: { _status: 'draft' } })
    urls = [...(await sitemapByUrl()).keys()]
    expect(urls).not.toContain(`${origin}/nova-stranka`)
    for (const doc of [draft, hidden, published]) await payload.delete({ collection: doc === draft ? 'posts' : 'pages', id: doc.id })
  })
})

describe('robots.txt', () => {
  it('allows the site and its images, disallows the admin and the APIs, and points to the sitemap', () => {
    const rules = robots()
    expect(rules.sitemap).toBe(`${origin}/sitemap.xml`)
    expect(rules.rules).toEqual({ userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/'] })
  })
})
