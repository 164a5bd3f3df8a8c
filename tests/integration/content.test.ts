import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getRouteTable } from '@/content/routes'
import { allProcedures, isSeeded, seedAdmin, seedContent } from '@/cms/seed'
import { locales } from '@/routing/locales'
import { routeKeyPaths, routeKeys } from '@/routing/route-keys'
import { findEntry, hrefsOf, resolvePath } from '@/routing/route-table'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
  await seedAdmin(payload, 'admin@test.example', 'test-password-1')
  await seedContent(payload)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('seeded site and its route table', () => {
  it('marks the database as seeded so that a second start adds nothing', async () => {
    expect(await isSeeded(payload)).toBe(true)
    const before = await payload.count({ collection: 'procedures' })
    expect(await seedAdmin(payload, 'admin@test.example', 'x')).toBe(false)
    expect(before.totalDocs).toBe(allProcedures.length)
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
    const page = await payload.create({ collection: 'pages', locale: 'cs', data: { title: 'Péče o jizvy po zákroku', _status: 'published' } })
    expect(page.slug).toBe('pece-o-jizvy-po-zakroku')
    const german = await payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { title: 'Narbenpflege nach dem Eingriff' } })
    expect(german.slug).toBe('narbenpflege-nach-dem-eingriff')
    const czech = await payload.findByID({ collection: 'pages', id: page.id, locale: 'cs' })
    expect(czech.slug).toBe('pece-o-jizvy-po-zakroku')
  })

  it('normalises a slug typed with accents, capitals or slashes', async () => {
    await expect(
      payload.create({ collection: 'pages', locale: 'cs', data: { title: 'X', slug: 'Špatný slug/2' } }),
    ).resolves.toMatchObject({ slug: 'spatny-slug-2' })
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
    const draft = await payload.create({ collection: 'procedures', locale: 'cs', data: { name: 'Koncept zákroku', _status: 'draft' }, draft: true })
    const visible = await payload.find({ collection: 'procedures', overrideAccess: false, pagination: false, where: { id: { equals: draft.id } } })
    expect(visible.docs).toHaveLength(0)
    const table = await getRouteTable()
    expect(findEntry(table, 'procedure', draft.id)).toBeUndefined()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
