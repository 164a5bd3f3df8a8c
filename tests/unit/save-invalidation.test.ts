/** Which cached pages a save marks stale (src/platform/cache/revalidate.ts), by what changed. */
import { describe, expect, it } from 'vitest'
import { tagsOfDocumentChange, tagsOfGlobalChange } from '@/content/save-invalidation'

const procedure = { id: 7, name: 'Botox', slug: 'botox', _status: 'published', prices: [{ name: 'Čelo', amount: 4500 }] }

describe('what a save marks stale', () => {
  it("a procedure's price: the procedure and what lists it, not the address table", () => {
    const saved = { ...procedure, prices: [{ name: 'Čelo', amount: 4900 }] }
    expect(tagsOfDocumentChange('procedures', saved, procedure)).toEqual(['doc:procedures:7', 'collection:procedures'])
  })

  it('a category that comes back populated is the same category', () => {
    const stored = { ...procedure, category: 5 }
    const saved = { ...procedure, category: { id: 5, name: 'Injekce' }, prices: [] }
    expect(tagsOfDocumentChange('procedures', saved, stored)).not.toContain('routes')
    expect(tagsOfDocumentChange('procedures', { ...saved, category: { id: 6, name: 'Laser' } }, stored)).toContain('routes')
  })

  it('a slug, a name or the publication state: also the address table every page links through', () => {
    for (const change of [{ slug: 'botox-cela' }, { name: 'Botox čela' }, { _status: 'draft' }]) {
      expect(tagsOfDocumentChange('procedures', { ...procedure, ...change }, procedure)).toContain('routes')
    }
  })

  it('a new or deleted page-like document changes the address table; an FAQ topic never does', () => {
    expect(tagsOfDocumentChange('posts', { id: 3, title: 'Nový' }, undefined)).toContain('routes')
    expect(tagsOfDocumentChange('posts', undefined, { id: 3, title: 'Starý' })).toContain('routes')
    expect(tagsOfDocumentChange('faq-topics', { id: 2, name: 'Nové' }, undefined)).toEqual(['doc:faq-topics:2', 'collection:faq-topics'])
  })

  it('a popup: the pages of its language, before and after a change of language', () => {
    expect(tagsOfDocumentChange('popups', { id: 1, lang: 'en' }, { id: 1, lang: 'de' })).toEqual(
      expect.arrayContaining(['popups:en', 'popups:de']),
    )
  })

  it('Settings: every page; Home: what shows its sections', () => {
    expect(tagsOfGlobalChange('settings')).toBe('everything')
    expect(tagsOfGlobalChange('home')).toEqual(['global:home'])
  })
})
