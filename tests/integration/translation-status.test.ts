import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSheet } from '@/features/sheets/csv'
import { proceduresSheet } from '@/features/sheets/procedures'
import { translationStatus } from '@/features/translation-status/status'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const statusOf = async (collection: string, id: string | number) =>
  (await translationStatus(payload)).find((row) => row.collection === collection && row.id === id)

const pause = () => new Promise((resolve) => setTimeout(resolve, 15))

describe('translation status', () => {
  it('tells missing, draft, published and outdated translations apart, per language', async () => {
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Zkušební zákrok', slug: 'zkusebni-zakrok', _status: 'published' },
    })
    await pause()
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'de',
      data: { name: 'Testbehandlung', slug: 'testbehandlung', _status: 'published' },
    })
    expect(await statusOf('procedures', procedure.id)).toMatchObject({
      name: 'Zkušební zákrok',
      states: { cs: 'published', en: 'missing', de: 'published' },
    })

    // English saved as a draft only: not public yet.
    await pause()
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      draft: true,
      data: { name: 'Test procedure', slug: 'test-procedure', _status: 'draft' },
    })
    expect((await statusOf('procedures', procedure.id))?.states).toEqual({ cs: 'published', en: 'draft', de: 'published' })

    // The Czech text changes: German and English were saved before it, so both are outdated.
    await pause()
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'cs',
      data: { perex: 'Nový český perex.', _status: 'published' },
    })
    expect((await statusOf('procedures', procedure.id))?.states).toEqual({ cs: 'published', en: 'outdated', de: 'outdated' })

    // Saving the German translation again makes it current; a Czech save without a text change does
    // not outdate it. English, never saved since, stays outdated (and went public with the Czech publish).
    await pause()
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'de',
      data: { perex: 'Neuer Perex.', _status: 'published' },
    })
    await pause()
    await payload.update({ collection: 'procedures', id: procedure.id, locale: 'cs', data: { sortOrder: 5, _status: 'published' } })
    expect((await statusOf('procedures', procedure.id))?.states).toEqual({ cs: 'published', en: 'outdated', de: 'published' })
  })

  it('needs no slug for a fixed page and lists FAQ topics, which have no drafts', async () => {
    const topic = await payload.create({ collection: 'faq-topics', locale: 'cs', data: { name: 'Platby', questions: [] } })
    expect((await statusOf('faq-topics', topic.id))?.states).toEqual({ cs: 'published', en: 'missing', de: 'missing' })
    const contact = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Kontakt', routeKey: 'contact', _status: 'published' },
    })
    await payload.update({ collection: 'pages', id: contact.id, locale: 'en', data: { title: 'Contact', _status: 'published' } })
    expect((await statusOf('pages', contact.id))?.states).toEqual({ cs: 'published', en: 'published', de: 'missing' })
  })

  it('outdates translations only when the Czech text changes, and a price-only import does not make them current', async () => {
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: {
        name: 'Cenový zákrok',
        slug: 'cenovy-zakrok',
        perex: 'Český perex.',
        prices: [{ name: 'Konzultace', amount: 1000 }],
        _status: 'published',
      },
    })
    const priceId = procedure.prices?.[0]?.id
    for (const [locale, name] of [
      ['en', 'Priced procedure'],
      ['de', 'Preisbehandlung'],
    ] as const) {
      await pause()
      await payload.update({
        collection: 'procedures',
        id: procedure.id,
        locale,
        data: {
          name,
          slug: name.toLowerCase().replace(' ', '-'),
          prices: [{ id: priceId, name: `${name} 1`, amount: 1000 }],
          _status: 'published',
        },
      })
    }
    const states = async () => (await statusOf('procedures', procedure.id))?.states
    expect(await states()).toEqual({ cs: 'published', en: 'published', de: 'published' })

    // A Czech save of the whole document (as the admin's form sends it) with only a new amount: no text changed.
    await pause()
    const czech = await payload.findByID({ collection: 'procedures', id: procedure.id, locale: 'cs', depth: 0 })
    const { id: _id, createdAt: _created, updatedAt: _updated, ...form } = czech
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'cs',
      data: { ...form, prices: [{ id: priceId, name: 'Konzultace', amount: 1200 }] },
    })
    expect(await states()).toEqual({ cs: 'published', en: 'published', de: 'published' })

    // A Czech text change outdates both; the spreadsheet then changes only a price (in every language's save): still outdated.
    await pause()
    await payload.update({ collection: 'procedures', id: procedure.id, locale: 'cs', data: { perex: 'Nový český perex.' } })
    expect(await states()).toEqual({ cs: 'published', en: 'outdated', de: 'outdated' })
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'sheet-editor@status.example', password: 'sheet-editor-pass-1', role: 'admin' },
    })
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } as never }, payload)
    const file = `id;price1_amount\n${procedure.id};1500\n`
    const [row] = await proceduresSheet.plan(req, readSheet(file))
    expect(row).toMatchObject({ action: 'changed', changes: [{ column: 'price1_amount' }] })
    await pause()
    await proceduresSheet.apply(req, row.write as NonNullable<typeof row.write>)
    expect((await payload.findByID({ collection: 'procedures', id: procedure.id, locale: 'de', depth: 0 })).prices?.[0]).toMatchObject({
      name: 'Preisbehandlung 1',
      amount: 1500,
    })
    expect(await states()).toEqual({ cs: 'published', en: 'outdated', de: 'outdated' })

    // Saving the German form after checking it (its text unchanged) makes German current.
    await pause()
    const german = await payload.findByID({ collection: 'procedures', id: procedure.id, locale: 'de', depth: 0, fallbackLocale: false })
    const { id: _gid, createdAt: _gc, updatedAt: _gu, ...germanForm } = german
    await payload.update({ collection: 'procedures', id: procedure.id, locale: 'de', data: germanForm })
    expect(await states()).toEqual({ cs: 'published', en: 'outdated', de: 'published' })
  })

  it('leaves translations as they were when a Czech draft is edited and then put back to the published text', async () => {
    const procedure = await payload.create({
      collection: 'procedures',
      locale: 'cs',
      data: { name: 'Vratný zákrok', slug: 'vratny-zakrok', perex: 'Zveřejněný perex.', _status: 'published' },
    })
    await pause()
    await payload.update({
      collection: 'procedures',
      id: procedure.id,
      locale: 'en',
      data: { name: 'Reverted procedure', slug: 'reverted-procedure', perex: 'Published lead.', _status: 'published' },
    })
    const states = async () => (await statusOf('procedures', procedure.id))?.states
    expect(await states()).toEqual({ cs: 'published', en: 'published', de: 'missing' })

    const czechDraft = async (perex: string) => {
      await pause()
      await payload.update({ collection: 'procedures', id: procedure.id, locale: 'cs', draft: true, data: { perex, _status: 'draft' } })
    }
    await czechDraft('Rozepsaný perex.')
    expect((await states())?.en).toBe('outdated')
    await czechDraft('Zveřejněný perex.')
    expect((await states())?.en).toBe('published')
  })

  it('lists team members, whose name is the same in every language, by the languages their position is written in', async () => {
    const person = await payload.create({
      collection: 'people',
      locale: 'cs',
      data: { name: 'MUDr. Zkušební Osoba', position: 'Plastický chirurg', _status: 'published' },
    })
    await pause()
    await payload.update({ collection: 'people', id: person.id, locale: 'en', data: { position: 'Plastic surgeon', _status: 'published' } })
    expect(await statusOf('people', person.id)).toMatchObject({
      name: 'MUDr. Zkušební Osoba',
      states: { cs: 'published', en: 'published', de: 'missing' },
    })
    await pause()
    await payload.update({ collection: 'people', id: person.id, locale: 'cs', data: { perex: 'Nový medailonek.', _status: 'published' } })
    expect((await statusOf('people', person.id))?.states.en).toBe('outdated')
  })
})
