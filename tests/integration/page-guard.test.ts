import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withSettingsFacts } from '@/content/filled'
import { loadSearchDocuments } from '@/features/search/load'
import { textLinkingTo } from '../support/rich-text'
import { seededPayload } from './payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  process.env.SITE_URL = 'https://clinic.example'
  payload = await seededPayload()
})

afterAll(async () => {
  delete process.env.SITE_URL
  await payload?.destroy()
})

async function refusal(promise: Promise<unknown>): Promise<{ status?: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message }
  }
  throw new Error('expected a refusal')
}

const pageWith = async (routeKey: string) =>
  (await payload.find({ collection: 'pages', where: { routeKey: { equals: routeKey } }, limit: 1, depth: 0 })).docs[0]
const procedure = async (slug: string) =>
  (await payload.find({ collection: 'procedures', where: { slug: { equals: slug } }, locale: 'cs', limit: 1, depth: 0 })).docs[0]

describe('pages the site needs cannot vanish', () => {
  it('refuses unpublishing Kontakt, naming where the site uses it; a draft save is fine', async () => {
    const contact = await pageWith('contact')
    const refused = await refusal(payload.update({ collection: 'pages', id: contact.id, data: { _status: 'draft' }, context: quiet }))
    expect(refused.status).toBe(409)
    expect(refused.message).toBe('Stránku nelze zrušit ani smazat: web ji potřebuje pro /kontakt (hlavní menu).')
    expect((await payload.findByID({ collection: 'pages', id: contact.id, depth: 0 }))._status).toBe('published')
    // Saving a draft leaves the live page alone, so it is allowed.
    await payload.update({
      collection: 'pages',
      id: contact.id,
      draft: true,
      locale: 'cs',
      data: { title: 'Kontakt (koncept)' },
      context: quiet,
    })
  })

  it('refuses deleting a fixed page, naming the menu and the footer', async () => {
    const team = await pageWith('team')
    const refused = await refusal(payload.delete({ collection: 'pages', id: team.id, context: quiet }))
    expect(refused.message).toBe('Stránku nelze zrušit ani smazat: web ji potřebuje pro /nas-tym (hlavní menu, patička).')
    expect(await payload.findByID({ collection: 'pages', id: team.id, depth: 0, disableErrors: true })).not.toBeNull()
  })

  it('refuses taking a linked procedure offline, listing the linking page; allows it once the link is gone', async () => {
    const botox = await procedure('botox')
    const page = await payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { title: 'Akce na jaro', slug: 'akce-na-jaro', content: textLinkingTo('/zakroky/botox#ceny'), _status: 'published' } as never,
      context: quiet,
    })
    // The editor's "Odkazuje sem" panel reads the same: the linking page, where to edit it, and the
    // procedure's own addresses (each offered as a redirect's old address).
    const { linksHere } = await import('@/cms/page-guard/links-here')
    const here = await linksHere(payload, { payload, context: {} } as never, 'procedure', botox.id)
    expect(here.linking).toEqual([{ title: 'Akce na jaro', href: '/akce-na-jaro', adminPath: `/collections/pages/${page.id}` }])
    expect(here.addresses.cs).toBe('/zakroky/botox')
    expect(Object.keys(here.addresses).sort()).toEqual(['cs', 'de', 'en'])
    const unpublish = await refusal(payload.update({ collection: 'procedures', id: botox.id, data: { _status: 'draft' }, context: quiet }))
    expect(unpublish.message).toContain('Nelze zrušit zveřejnění: odkazuje sem Akce na jaro (/akce-na-jaro).')
    expect(unpublish.message).toContain('přesměrovat v Přesměrování')
    const remove = await refusal(payload.delete({ collection: 'procedures', id: botox.id, context: quiet }))
    expect(remove.message).toContain('Nelze smazat: odkazuje sem Akce na jaro (/akce-na-jaro).')
    // An unpublished page's link is no visitor's link.
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, context: quiet })
    await payload.update({ collection: 'procedures', id: botox.id, data: { _status: 'draft' }, context: quiet })
    expect((await payload.findByID({ collection: 'procedures', id: botox.id, depth: 0 }))._status).toBe('draft')
    await payload.update({ collection: 'procedures', id: botox.id, data: { _status: 'published' }, context: quiet })
  })
})

describe('team members have drafts', () => {
  it('a new team member saved as a draft is not read by visitors until published', async () => {
    const person = await payload.create({
      collection: 'people',
      draft: true,
      data: { name: 'MUDr. Rozepsaná Koncept', hasDetailPage: true } as never,
      context: quiet,
    })
    const visible = async () =>
      (await payload.find({ collection: 'people', overrideAccess: false, where: { id: { equals: person.id } }, depth: 0 })).docs.length
    expect(await visible()).toBe(0)
    await payload.update({ collection: 'people', id: person.id, data: { _status: 'published' }, context: quiet })
    expect(await visible()).toBe(1)
  })

  it('the seeded team is published', async () => {
    const drafts = await payload.find({ collection: 'people', where: { _status: { not_equals: 'published' } }, depth: 0 })
    expect(drafts.docs.map((doc) => doc.name)).not.toContain('')
    const published = await payload.find({ collection: 'people', overrideAccess: false, depth: 0, limit: 1 })
    expect(published.totalDocs).toBeGreaterThan(0)
  })
})

describe('{cena} follows the price field', () => {
  it('fills the lowest price in the page language, in the page data and the search index', async () => {
    const botox = await procedure('botox')
    await payload.update({
      collection: 'procedures',
      id: botox.id,
      locale: 'cs',
      data: {
        metaDesc: 'Botox od {cena}, volejte {telefon}.',
        perex: 'Cena od {cena}.',
        prices: [
          { name: 'Čelo', amount: 4500 },
          { name: 'Vrásky', amount: 3900 },
        ],
      } as never,
      context: quiet,
    })
    await payload.update({ collection: 'procedures', id: botox.id, locale: 'en', data: { perex: 'From {price}.' }, context: quiet })
    const doc = await payload.findByID({ collection: 'procedures', id: botox.id, locale: 'cs', depth: 0 })
    const filled = await withSettingsFacts(doc, 'cs')
    expect(filled.metaDesc).toMatch(/^Botox od 3\u00a0900\u00a0Kč, volejte \+?[\d ]+\.$/)
    expect(filled.perex).toBe('Cena od 3\u00a0900\u00a0Kč.')
    const en = await withSettingsFacts(
      await payload.findByID({ collection: 'procedures', id: botox.id, locale: 'en', fallbackLocale: 'cs', depth: 0 }),
      'en',
    )
    expect(en.perex).toBe('From CZK\u00a03,900.')
    const index = await loadSearchDocuments(payload)
    expect(index.cs.find((entry) => entry.href === '/zakroky/botox')?.perex).toContain('Cena od 3\u00a0900\u00a0Kč.')
  })
})
