import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translationStatus } from '@/cms/translation-status/status'
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
})
