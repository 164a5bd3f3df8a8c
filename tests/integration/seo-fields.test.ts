import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seoFieldNames } from '@/cms/fields/common'
import type { Media } from '@/payload-types'
import { getRouteTable } from '@/content/routes'
import { findEntry } from '@/routing/route-table'
import { documentSeo } from '@/seo/document-seo'
import { socialImage } from '@/seo/social-image'
import { freshPayload } from './payload'

let payload: Payload
let editor: { id: number | string; collection: 'users' } & Record<string, unknown>

async function image(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b08a5a' } })
    .jpeg()
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: `seo-${Date.now()}-${Math.random().toString(36).slice(2)}.jpg`, size: data.length }
}

function errorText(error: unknown): string {
  const data = (error as { data?: { errors?: { message: string }[] } }).data
  return [String((error as Error).message), ...(data?.errors ?? []).map((item) => item.message)].join(' ')
}

beforeAll(async () => {
  payload = await freshPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email: 'seo-editor@test.example', password: 'seo-password-1', role: 'editor', language: 'cs' },
  })
  editor = { ...user, collection: 'users' }
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the SEO area of page-like documents', () => {
  it('exists on pages, procedures, posts and job offers, with the meta description in it', () => {
    for (const slug of ['pages', 'procedures', 'posts', 'job-offers'] as const) {
      const names = payload.collections[slug].config.flattenedFields.map((field) => field.name)
      expect(names, slug).toEqual(expect.arrayContaining(Object.values(seoFieldNames)))
    }
  })

  it('stores an SEO title per language, a share image, noindex and a canonical URL, and the page metadata reads them', async () => {
    const share = await payload.create({ collection: 'media', locale: 'cs', data: { alt: 'Sdílený obrázek kliniky' }, file: await image() })
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: {
        name: 'SEO zákrok',
        seoTitle: 'Zákrok pro vyhledávače | Klinika',
        metaDesc: 'Popis pro výsledky vyhledávání.',
        seoImage: share.id,
        noindex: true,
        canonicalUrl: '/zakroky/jiny-zakrok',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      data: { name: 'SEO procedure', seoTitle: 'Procedure for search engines', _status: 'published' },
    })

    const czech = await payload.findByID({
      collection: 'procedures',
      id: procedure.id,
      locale: 'cs',
      fallbackLocale: 'cs',
      depth: 1,
      overrideAccess: false,
    })
    expect(documentSeo(czech)).toEqual({
      title: 'Zákrok pro vyhledávače | Klinika',
      description: 'Popis pro výsledky vyhledávání.',
      noindex: true,
      canonical: '/zakroky/jiny-zakrok',
    })
    const english = await payload.findByID({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      fallbackLocale: 'cs',
      depth: 1,
      overrideAccess: false,
    })
    // The title is per language; the description and canonical path fall back to Czech, noindex is per document.
    expect(documentSeo(english)).toMatchObject({ title: 'Procedure for search engines', noindex: true })

    // The share image replaces the document's own picture and the site's default card.
    const card = socialImage('procedure', czech, 'https://clinic.example', 'Aurelia Clinic')
    expect(card).toMatchObject({ width: 1200, height: 630, alt: 'Sdílený obrázek kliniky' })
    // The file's URL carries its version (src/cms/media/versioned-url.ts), so caches can keep it a year.
    expect(card?.url).toMatch(/^https:\/\/clinic\.example\/api\/media\/file\/seo-.*-1200x630\.jpg\?v=[a-z0-9]+$/)
  })

  it('refuses a canonical URL that is neither https nor a path on this site, with a message in the admin language (Czech by default)', async () => {
    for (const bad of ['http://www.example.cz/clanek', 'www.example.cz', 'zakroky/botox', '//evil.example/page', 'javascript:alert(1)']) {
      const attempt = payload.create({ collection: 'posts', locale: 'cs', data: { title: `Kanonická ${bad}`, canonicalUrl: bad } })
      await expect(attempt, bad).rejects.toSatisfy((error: unknown) => /Zadejte celou adresu začínající https:\/\//.test(errorText(error)))
    }
    const good = await payload.create({
      collection: 'posts',
      locale: 'cs',
      data: { title: 'Kanonická dobrá', canonicalUrl: 'https://www.example.cz/clanek' },
    })
    expect(good.canonicalUrl).toBe('https://www.example.cz/clanek')
  })

  it('keeps noindex documents reachable in the route table (the sitemap leaves them out by the field)', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Neindexovaná stránka', noindex: true, _status: 'published' },
    })
    const entry = findEntry(await getRouteTable(), 'page', page.id)
    expect(entry?.paths.cs).toBe('neindexovana-stranka')
    const listed = await payload.find({
      collection: 'pages',
      where: { [seoFieldNames.noindex]: { not_equals: true } },
      pagination: false,
      depth: 0,
    })
    expect(listed.docs.map((doc) => doc.id)).not.toContain(page.id)
  })
})

describe('one publish control for pages', () => {
  it('has no separate "is published" switch: the draft/published status alone decides what visitors see', async () => {
    expect(payload.collections.pages.config.flattenedFields.map((field) => field.name)).not.toContain('isPublished')
    const visible = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Viditelná stránka', _status: 'published' } })
    const draft = await payload.create({
      collection: 'pages',
      locale: 'cs',
      draft: true,
      data: { title: 'Rozpracovaná stránka', _status: 'draft' },
    })
    const visitorSees = async () =>
      (await payload.find({ collection: 'pages', overrideAccess: false, pagination: false, depth: 0 })).docs.map((doc) => doc.id)
    expect(await visitorSees()).toContain(visible.id)
    expect(await visitorSees()).not.toContain(draft.id)

    await payload.update({ collection: 'pages', id: visible.id, data: { _status: 'draft' } })
    expect(await visitorSees()).not.toContain(visible.id)
    // Staff still read both, drafts included.
    const staff = await payload.find({ collection: 'pages', overrideAccess: false, user: editor, draft: true, pagination: false, depth: 0 })
    expect(staff.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([visible.id, draft.id]))
  })
})

describe('alternative text of images', () => {
  it('is required in Czech, with a Czech message', async () => {
    const attempt = payload.create({ collection: 'media', locale: 'cs', data: { alt: '  ' }, file: await image() })
    await expect(attempt).rejects.toSatisfy((error: unknown) => /Alternativní text je v češtině povinný/.test(errorText(error)))
  })

  it('may stay empty in English and German once Czech exists; the media records the missing languages', async () => {
    const media = await payload.create({ collection: 'media', locale: 'cs', data: { alt: 'Recepce kliniky' }, file: await image() })
    expect(media.altMissing).toEqual(['en', 'de'])

    const emptied = await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: '' } })
    expect(emptied.altMissing).toEqual(['en', 'de'])
    const translated = await payload.update({ collection: 'media', id: media.id, locale: 'de', data: { alt: 'Empfang der Klinik' } })
    expect(translated.altMissing).toEqual(['en'])
    // A change to Czech keeps the record of the other languages.
    const renamed = await payload.update({ collection: 'media', id: media.id, locale: 'cs', data: { alt: 'Recepce kliniky v přízemí' } })
    expect(renamed.altMissing).toEqual(['en'])
    const filtered = await payload.find({ collection: 'media', where: { altMissing: { in: ['en'] } }, pagination: false, depth: 0 })
    expect(filtered.docs.map((doc) => doc.id)).toContain(media.id)
  })

  it('refuses an image without any Czech text when it is uploaded in another language with an empty alt', async () => {
    const attempt = payload.create({ collection: 'media', locale: 'en', data: { alt: '' }, file: await image() })
    await expect(attempt).rejects.toSatisfy((error: unknown) => /nemá ani v češtině/.test(errorText(error)))
  })

  it('reaches the site in Czech where a language has no alt of its own (never an empty alt)', async () => {
    const media = (await payload.create({ collection: 'media', locale: 'cs', data: { alt: 'Operační sál' }, file: await image() })) as Media
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Zákrok s obrázkem', image: media.id, _status: 'published' },
    })
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      data: { name: 'Procedure with a picture', _status: 'published' },
    })
    await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: '' } })
    // As the site's document loader reads it (src/content/documents.ts): English with Czech fallback.
    const english = await payload.findByID({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      fallbackLocale: 'cs',
      depth: 1,
      overrideAccess: false,
    })
    expect((english.image as Media).alt).toBe('Operační sál')
    expect(socialImage('procedure', english, 'https://clinic.example', 'Aurelia Clinic')?.alt).toBe('Operační sál')
  })
})
