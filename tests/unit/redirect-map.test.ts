import { describe, expect, it } from 'vitest'
import { normalizeSitePath, normalizeTarget } from '@/redirects/redirect-addresses'
import { buildRedirectMap, type RedirectRule } from '@/redirects/redirect-map'
import { buildRouteTable } from '@/routing/route-table'

const table = buildRouteTable([
  { template: 'page', id: 1, routeKey: 'contact', slugs: {} },
  { template: 'procedure', id: 100, slugs: { cs: 'botox-vrasky', en: 'botox-injections' } },
  { template: 'page', id: 500, slugs: { cs: 'akce' } },
])
const toBotox = (locale?: 'cs' | 'en' | 'de'): RedirectRule['to'] => ({ kind: 'document', template: 'procedure', id: 100, locale })

describe('redirect map', () => {
  it('leads a document target to its current URL in the language of the old address, else Czech', () => {
    const map = buildRedirectMap(
      [
        { from: '/zakroky/botox', to: toBotox() },
        { from: '/en/procedures/botox', to: toBotox() },
        { from: '/de/eingriffe/botox', to: toBotox() },
        { from: '/stary-botox', to: toBotox('en') },
      ],
      table,
    )
    expect(map).toEqual({
      '/zakroky/botox': '/zakroky/botox-vrasky',
      '/en/procedures/botox': '/en/procedures/botox-injections',
      '/de/eingriffe/botox': '/zakroky/botox-vrasky',
      '/stary-botox': '/en/procedures/botox-injections',
    })
  })

  it('follows chains to their end and drops loops and redirects to itself', () => {
    const map = buildRedirectMap(
      [
        { from: '/a', to: { kind: 'url', url: '/b' } },
        { from: '/b', to: { kind: 'url', url: '/c?x=1' } },
        { from: '/c', to: { kind: 'url', url: '/kontakt' } },
        { from: '/x', to: { kind: 'url', url: '/y' } },
        { from: '/y', to: { kind: 'url', url: '/x' } },
        { from: '/self', to: { kind: 'url', url: '/self/' } },
        { from: '/ven', to: { kind: 'url', url: 'https://example.org/a' } },
      ],
      table,
    )
    expect(map).toEqual({ '/a': '/kontakt', '/b': '/kontakt', '/c': '/kontakt', '/ven': 'https://example.org/a' })
  })

  it('ignores a redirect from a live URL and one to a document that is not live', () => {
    const map = buildRedirectMap(
      [
        { from: '/akce', to: { kind: 'url', url: '/kontakt' } },
        { from: '/zakroky/botox-vrasky', to: { kind: 'url', url: '/kontakt' } },
        { from: '/smazany', to: { kind: 'document', template: 'post', id: 999 } },
      ],
      table,
    )
    expect(map).toEqual({})
  })
})

describe('redirect addresses', () => {
  it('are site paths with their language, without trailing slash, query or a /cs prefix', () => {
    expect(normalizeSitePath(' https://clinic.example/zakroky/botox/?utm=1#x ')).toBe('/zakroky/botox')
    expect(normalizeSitePath('zakroky//botox')).toBe('/zakroky/botox')
    expect(normalizeSitePath('/cs/zakroky/botox')).toBe('/zakroky/botox')
    expect(normalizeSitePath('/de/Karriere/')).toBe('/de/Karriere')
    expect(normalizeSitePath('/zakroky/zv%C4%9Bt%C5%A1en%C3%AD')).toBe('/zakroky/zvětšení')
    expect(normalizeTarget('/kontakt/#formular')).toBe('/kontakt#formular')
    expect(normalizeTarget('https://example.org/a/')).toBe('https://example.org/a/')
  })
})
