import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getRouteTable } from '@/content/routes'
import { allProcedures, isSeeded, posts, seedAdmin, seedIfEmpty } from '@/cms/seed'
import { findByTags } from '@/content/tags'
import { locales } from '@/routing/locales'
import { routeKeyPaths, routeKeys } from '@/routing/fixed-paths'
import { findEntry, hrefsOf, resolvePath } from '@/routing/route-table'
import { seededPayload } from './payload'

let payload: Payload

// The run's seeded template (seeded-template.ts): the seed run once on an empty database by the
// demo's own preparation (src/cms/prepare.ts); seededPayload() refuses a copy without the content.
beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('seeded site and its route table', () => {
  it('seeds once: a second start adds nothing', async () => {
    const collections = ['procedures', 'pages', 'people', 'posts', 'media', 'popups', 'testimonials', 'users'] as const
    const before = await Promise.all(collections.map((collection) => payload.count({ collection })))
    expect(await isSeeded(payload)).toBe(true)
    expect(await seedIfEmpty(payload, { email: 'other@test.example', password: 'x-password-2' })).toBe(false)
    expect(await seedAdmin(payload, 'admin@test.example', 'x')).toBe(false)
    const after = await Promise.all(collections.map((collection) => payload.count({ collection })))
    expect(after).toEqual(before)
  })

  it('has the demo content the clinic site needs in each language', async () => {
    const table = await getRouteTable()
    const count = (template: string, locale: (typeof locales)[number]) =>
      table.entries.filter((entry) => entry.template === template && entry.paths[locale] !== undefined).length
    expect(count('procedure', 'cs')).toBeGreaterThanOrEqual(50)
    expect(count('procedure', 'en')).toBeGreaterThanOrEqual(50)
    expect(count('procedure', 'de')).toBeGreaterThanOrEqual(45)
    expect(count('procedure', 'cs')).toBe(allProcedures.length)
    for (const locale of locales) expect(count('person', locale), locale).toBe(9)
    expect(count('post', 'cs')).toBeGreaterThanOrEqual(7)
    expect(count('post', 'en')).toBeGreaterThanOrEqual(4)
    expect(count('post', 'de')).toBeGreaterThanOrEqual(7)
    expect(count('post', 'en')).toBe(posts.filter((post) => post.title.en).length)
    for (const locale of locales) expect(count('jobOffer', locale), locale).toBeGreaterThanOrEqual(3)

    for (const slug of [
      'abdominoplasty',
      'arm-lift',
      'blepharoplasty',
      'breast-augmentation',
      'breast-lift',
      'breast-reduction',
      'facelift-necklift',
      'liposuction',
      'otoplasty',
      'permanent-hair-removal',
      'prp',
      'stem_cells',
      'thigh-lift',
    ]) {
      expect(resolvePath(table, 'en', `procedures/${slug}`), slug).toBeDefined()
    }
    for (const path of [
      'bonuses-for-your-friends',
      'gdpr',
      'hlasovani',
      'how-to-take-proper-photos-for-an-online-consultation',
      'share-your-experience-and-get-a-great-reward',
      'what-is-diastasis-recti-and-how-is-it-treated-surgically',
    ]) {
      expect(resolvePath(table, 'en', path), path).toBeDefined()
    }
    for (const path of ['dsgvo', 'hlasovani', 'boni-fur-deine-freunde', 'bc-tereza-vymyslena'])
      expect(resolvePath(table, 'de', path), path).toBeDefined()

    const categories = await payload.find({ collection: 'procedure-categories', pagination: false, sort: 'sortOrder', locale: 'en' })
    expect(categories.docs.at(-1)?.name).toBe('Combination of procedures')
    expect(categories.docs.filter((category) => category.isOrthopedics)).toHaveLength(1)

    expect((await payload.count({ collection: 'testimonials' })).totalDocs).toBeGreaterThanOrEqual(8)
    expect((await payload.count({ collection: 'faq-topics' })).totalDocs).toBeGreaterThanOrEqual(3)
    expect((await payload.count({ collection: 'before-after' })).totalDocs).toBeGreaterThanOrEqual(3)
    expect((await payload.count({ collection: 'gallery-items' })).totalDocs).toBeGreaterThanOrEqual(3)
    const statistics = await payload.find({ collection: 'statistics', pagination: false })
    expect(Object.fromEntries(statistics.docs.map((item) => [item.settingKey, item.numberText]))).toEqual({
      happyClientsCount: '75 541',
      breastCount: '478',
      operationsCount: '106 589',
      packagesCount: '4 589',
    })
  })

  it('has, per language, one popup valid now, one expired and one in the future', async () => {
    const now = new Date()
    for (const locale of locales) {
      const { docs } = await payload.find({ collection: 'popups', where: { lang: { equals: locale } }, pagination: false })
      expect(docs, locale).toHaveLength(3)
      const state = (popup: (typeof docs)[number]) =>
        new Date(popup.validTo) < now ? 'expired' : new Date(popup.validFrom) > now ? 'future' : 'valid'
      expect(docs.map(state).sort(), locale).toEqual(['expired', 'future', 'valid'])
    }
  })

  it('gives every image alt text in all three languages', async () => {
    const { docs } = await payload.find({ collection: 'media', locale: 'all', pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(20)
    for (const image of docs) {
      const alt = image.alt as unknown as Record<string, string>
      for (const locale of locales) expect(alt[locale], `${image.filename} ${locale}`).toBeTruthy()
    }
  })

  it('filters items by shared tags', async () => {
    const apartments = await findByTags('gallery-items', ['apartments'], 'en')
    expect(apartments.length).toBe(3)
    const mixed = await findByTags('gallery-items', ['apartments', 'clinic'], 'en')
    expect(mixed.length).toBe(6)
    expect(await findByTags('gallery-items', ['no-such-tag'], 'en')).toEqual([])
    const breast = await findByTags('procedures', ['breast'], 'cs')
    expect(breast.length).toBe(allProcedures.filter((procedure) => procedure.category === 'breast').length)
  })

  it('fills the settings with clinic defaults and links the GDPR page', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', locale: 'en', depth: 1 })
    expect(settings.openingHours?.map(({ days, opens, closes }) => ({ days, opens, closes }))).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:00', closes: '18:00' },
    ])
    expect(settings.phone).toMatch(/^\+420/)
    expect(settings.orthopedics?.orthopedicsContactEmail).toBeTruthy()
    expect(typeof settings.gdprPage === 'object' && settings.gdprPage?.slug).toBe('gdpr')
    expect(settings.directions).toMatch(/Olšanské náměstí/)
    // Issue 25: Settings have no defaults; the demo's facts, logo and share image come from the seed.
    expect(settings).toMatchObject({
      phone: '+420 222 000 111',
      email: 'info@clinic.example',
      address: { street: 'Olšanská 2666/7', city: '130 00 Praha 3' },
      bookingWidget: { clinicId: 'demo-clinic' },
    })
    expect(typeof settings.logo === 'object' && settings.logo?.mimeType).toBe('image/png')
    expect(typeof settings.shareImage === 'object' && settings.shareImage?.sizes?.og?.width).toBe(1200)
  })

  it('serves every fixed page at its spec path in all three languages', async () => {
    const table = await getRouteTable()
    for (const routeKey of routeKeys) {
      for (const locale of locales) {
        const entry = resolvePath(table, locale, routeKeyPaths[routeKey][locale])
        expect(entry?.routeKey, `${locale} ${routeKey}`).toBe(routeKey)
      }
    }
    expect(table.conflicts).toEqual([])
  })

  it('links a procedure to its translated slugs, and leaves out languages it lacks', async () => {
    const table = await getRouteTable()
    const augmentation = resolvePath(table, 'en', 'procedures/breast-augmentation')
    expect(augmentation).toBeDefined()
    const hrefs = hrefsOf(augmentation!)
    expect(hrefs.cs).toMatch(/^\/zakroky\/[a-z0-9-]+$/)
    expect(hrefs.de).toMatch(/^\/de\/eingriffe\/[a-z0-9-]+$/)
    expect(hrefs.cs).not.toBe('/zakroky/breast-augmentation')

    const czechOnlyInGerman = allProcedures.find((procedure) => !procedure.name.de)
    if (czechOnlyInGerman) {
      const entry = resolvePath(table, 'cs', `zakroky/${czechOnlyInGerman.slug.cs}`)
      expect(entry?.paths.de).toBeUndefined()
    }
  })

  it('gives doctors with a detail page a /mudr-{slug} URL in every language', async () => {
    const table = await getRouteTable()
    const people = await payload.find({ collection: 'people', where: { hasDetailPage: { equals: true } }, pagination: false })
    expect(people.docs.length).toBeGreaterThanOrEqual(9)
    for (const person of people.docs) {
      const entry = findEntry(table, 'person', person.id)
      expect(hrefsOf(entry!)).toEqual({ cs: `/mudr-${person.slug}`, en: `/en/mudr-${person.slug}`, de: `/de/mudr-${person.slug}` })
    }
  })
})

describe('content model', () => {
  it('makes a readable slug from a Czech title and keeps it per language', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Péče o jizvy po zákroku', _status: 'published' },
    })
    expect(page.slug).toBe('pece-o-jizvy-po-zakroku')
    const german = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { title: 'Narbenpflege nach dem Eingriff' },
    })
    expect(german.slug).toBe('narbenpflege-nach-dem-eingriff')
    const czech = await payload.findByID({ collection: 'pages', id: page.id, locale: 'cs' })
    expect(czech.slug).toBe('pece-o-jizvy-po-zakroku')
  })

  it('normalises a slug typed with accents, capitals or slashes', async () => {
    await expect(payload.create({ collection: 'pages', locale: 'cs', data: { title: 'X', slug: 'Špatný slug/2' } })).resolves.toMatchObject(
      { slug: 'spatny-slug-2' },
    )
  })

  it('falls back to Czech for empty translations', async () => {
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Jen česky', perex: 'Český perex', _status: 'published' },
    })
    const english = await payload.findByID({ collection: 'procedures', id: procedure.id, locale: 'en' })
    expect(english.name).toBe('Jen česky')
    expect(english.perex).toBe('Český perex')
    const all = await payload.findByID({ collection: 'procedures', id: procedure.id, locale: 'all' })
    expect((all.slug as unknown as Record<string, string | null>).en ?? null).toBeNull()
  })

  it('shows visitors published documents only, never drafts or staff accounts', async () => {
    const draft = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Koncept zákroku', _status: 'draft' },
      draft: true,
    })
    const visible = await payload.find({
      collection: 'procedures',
      overrideAccess: false,
      pagination: false,
      where: { id: { equals: draft.id } },
    })
    expect(visible.docs).toHaveLength(0)
    const table = await getRouteTable()
    expect(findEntry(table, 'procedure', draft.id)).toBeUndefined()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
