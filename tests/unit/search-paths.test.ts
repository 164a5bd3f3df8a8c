import { describe, expect, it } from 'vitest'
import { buildRouteTable } from '@/routing/route-table'
import { searchHref, searchPageLocale } from '@/routing/search-paths'
import { takenPaths } from '@/routing/url-claims'

describe('the search pages in the route table', () => {
  it('live at /hledat, /en/search and /de/suche, and only there', () => {
    expect(searchPageLocale('/hledat')).toBe('cs')
    expect(searchPageLocale('/en/search')).toBe('en')
    expect(searchPageLocale('/de/suche/')).toBe('de')
    for (const other of ['/search', '/en/hledat', '/de/search', '/cs/hledat', '/hledat/x', '/zakroky/hledat']) {
      expect(searchPageLocale(other), other).toBeUndefined()
    }
    expect(searchHref('de', 'Fett & Bauch')).toBe('/de/suche?q=Fett%20%26%20Bauch')
  })

  it('are refused as the path of a page, in their own language only', () => {
    const table = buildRouteTable([])
    const claims = takenPaths(table, { template: 'page', id: 7, slugs: { cs: 'hledat', en: 'search', de: 'search' } })
    expect(claims.map(({ kind, locale, path }) => ({ kind, locale, path }))).toEqual([
      { kind: 'reserved', locale: 'cs', path: 'hledat' },
      { kind: 'reserved', locale: 'en', path: 'search' },
    ])
    expect(takenPaths(table, { template: 'procedure', id: 8, slugs: { cs: 'hledat' } })).toEqual([])
  })
})
