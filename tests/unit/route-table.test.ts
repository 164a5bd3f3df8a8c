import { describe, expect, it } from 'vitest'
import { localizedHref, parseHref } from '@/routing/url-paths'
import { routeKeyPaths, routeKeys } from '@/routing/fixed-paths'
import { buildRouteTable, hrefsOf, type RoutableDocument, resolvePath } from '@/routing/route-table'
import { takenPaths } from '@/routing/url-claims'

const fixedPages: RoutableDocument[] = routeKeys.map((routeKey, index) => ({ template: 'page', id: index + 1, routeKey, slugs: {} }))

describe('route table', () => {
  const table = buildRouteTable([
    ...fixedPages,
    { template: 'procedure', id: 100, slugs: { cs: 'zvetseni-prsou', en: 'breast-augmentation', de: 'brustvergrosserung' } },
    { template: 'procedure', id: 101, slugs: { cs: 'modelace-rtu', en: 'lip-lift' } },
    { template: 'post', id: 200, slugs: { cs: 'priprava', de: 'vorbereitung' } },
    { template: 'person', id: 300, slugs: { cs: 'petr-vzorovy', en: 'petr-vzorovy', de: 'petr-vzorovy' } },
    { template: 'jobOffer', id: 400, slugs: { cs: 'zdravotni-sestra', en: 'nurse', de: 'krankenschwester' } },
    { template: 'page', id: 500, slugs: { cs: 'gdpr', en: 'gdpr', de: 'dsgvo' } },
  ])

  it('puts the 12 fixed pages at exactly the spec paths in every language', () => {
    for (const [index, routeKey] of routeKeys.entries()) {
      for (const locale of ['cs', 'en', 'de'] as const) {
        expect(resolvePath(table, locale, routeKeyPaths[routeKey][locale])?.id).toBe(index + 1)
      }
    }
    expect(hrefsOf(resolvePath(table, 'de', 'Karriere')!)).toEqual({ cs: '/kariera', en: '/en/career', de: '/de/Karriere' })
    expect(hrefsOf(resolvePath(table, 'cs', '')!)).toEqual({ cs: '/', en: '/en', de: '/de' })
    expect(resolvePath(table, 'de', 'voher_und_danach')?.routeKey).toBe('changes')
  })

  it('places documents under their template prefix per language', () => {
    expect(hrefsOf(resolvePath(table, 'en', 'procedures/breast-augmentation')!)).toEqual({
      cs: '/zakroky/zvetseni-prsou',
      en: '/en/procedures/breast-augmentation',
      de: '/de/eingriffe/brustvergrosserung',
    })
    expect(hrefsOf(resolvePath(table, 'cs', 'blog/priprava')!)).toEqual({ cs: '/blog/priprava', de: '/de/blog/vorbereitung' })
    expect(resolvePath(table, 'de', 'mudr-petr-vzorovy')?.id).toBe(300)
    expect(resolvePath(table, 'de', 'Karriere/krankenschwester')?.id).toBe(400)
    expect(resolvePath(table, 'de', 'dsgvo')?.id).toBe(500)
  })

  it('knows nothing of a document in a language it does not exist in', () => {
    expect(resolvePath(table, 'de', 'eingriffe/lip-lift')).toBeUndefined()
    expect(resolvePath(table, 'en', 'blog/priprava')).toBeUndefined()
    expect(resolvePath(table, 'cs', 'procedures/breast-augmentation')).toBeUndefined()
    expect(resolvePath(table, 'cs', 'nonexistent')).toBeUndefined()
  })

  it('never lets a slug shadow a fixed page and reports the conflict', () => {
    const clash = buildRouteTable([{ template: 'page', id: 9, slugs: { cs: 'kontakt' } }, ...fixedPages])
    expect(resolvePath(clash, 'cs', 'kontakt')?.routeKey).toBe('contact')
    expect(clash.conflicts).toHaveLength(1)
    expect(clash.conflicts[0].dropped.id).toBe(9)
  })
})

describe('taken paths', () => {
  const table = buildRouteTable([
    ...fixedPages,
    { template: 'procedure', id: 100, slugs: { cs: 'zvetseni-prsou', en: 'breast-augmentation' } },
    { template: 'person', id: 300, slugs: { cs: 'petr-vzorovy', en: 'petr-vzorovy', de: 'petr-vzorovy' } },
    { template: 'page', id: 500, slugs: { cs: 'gdpr', de: 'dsgvo' } },
  ])
  const claimsOf = (doc: RoutableDocument) => takenPaths(table, doc).map((claim) => `${claim.kind} ${claim.locale}:${claim.path}`)

  it('finds the document, fixed page or reserved prefix that already has a URL, per language', () => {
    expect(claimsOf({ template: 'procedure', id: 101, slugs: { cs: 'zvetseni-prsou', en: 'new', de: 'breast-augmentation' } })).toEqual([
      'document cs:zakroky/zvetseni-prsou',
    ])
    expect(claimsOf({ template: 'procedure', id: 101, slugs: { en: 'breast-augmentation' } })).toEqual([
      'document en:procedures/breast-augmentation',
    ])
    expect(claimsOf({ template: 'page', id: 501, slugs: { cs: 'mudr-petr-vzorovy', en: 'contact', de: 'admin' } })).toEqual([
      'document cs:mudr-petr-vzorovy',
      'fixed en:contact',
      'reserved de:admin',
    ])
    expect(claimsOf({ template: 'page', id: 501, slugs: { cs: 'en' } })).toEqual(['reserved cs:en'])
    expect(claimsOf({ template: 'person', id: 301, slugs: { cs: 'gdpr', en: 'gdpr', de: 'gdpr' } })).toEqual([])
  })

  it('leaves a document its own URLs, the same slug under another template, and fixed pages their slug', () => {
    expect(claimsOf({ template: 'procedure', id: 100, slugs: { cs: 'zvetseni-prsou', en: 'breast-augmentation' } })).toEqual([])
    expect(claimsOf({ template: 'post', id: 200, slugs: { cs: 'zvetseni-prsou' } })).toEqual([])
    expect(claimsOf({ template: 'page', id: 1, routeKey: 'home', slugs: { cs: 'kontakt' } })).toEqual([])
  })

  it('gives a path two documents claim to the older one, whatever order they come in', () => {
    const clash = buildRouteTable([
      { template: 'procedure', id: 12, slugs: { cs: 'botox' } },
      { template: 'procedure', id: 3, slugs: { cs: 'botox' } },
    ])
    expect(resolvePath(clash, 'cs', 'zakroky/botox')?.id).toBe(3)
  })
})

describe('hrefs', () => {
  it('has no prefix for Czech and /en, /de for the others', () => {
    expect(localizedHref('cs', '')).toBe('/')
    expect(localizedHref('en', '')).toBe('/en')
    expect(localizedHref('cs', 'o-nas')).toBe('/o-nas')
    expect(localizedHref('de', 'uber-uns')).toBe('/de/uber-uns')
  })

  it('parses public paths back into language and path', () => {
    expect(parseHref('/en/procedures/prp?x=1#top')).toEqual({ locale: 'en', path: 'procedures/prp' })
    expect(parseHref('/zakroky')).toEqual({ locale: 'cs', path: 'zakroky' })
    expect(parseHref('/de')).toEqual({ locale: 'de', path: '' })
    expect(parseHref('/')).toEqual({ locale: 'cs', path: '' })
  })
})
