import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import cs from '../../src/messages/cs.json'
import de from '../../src/messages/de.json'
import en from '../../src/messages/en.json'

const more = (locale: string, messages: typeof en, count: number) =>
  createTranslator({ locale, messages, namespace: 'gallery' })('morePhotos', { count })

describe('gallery teaser "more {count} photos" (spec §4) in each language’s plural forms', () => {
  it('Czech: one, few and many', () => {
    expect(more('cs', cs as typeof en, 1)).toBe('Další 1 fotografie')
    expect(more('cs', cs as typeof en, 3)).toBe('Další 3 fotografie')
    expect(more('cs', cs as typeof en, 5)).toBe('Dalších 5 fotografií')
    expect(more('cs', cs as typeof en, 12)).toBe('Dalších 12 fotografií')
  })

  it('English and German: one and other', () => {
    expect(more('en', en, 1)).toBe('1 more photo')
    expect(more('en', en, 4)).toBe('4 more photos')
    expect(more('de', de as typeof en, 1)).toBe('1 weiteres Foto')
    expect(more('de', de as typeof en, 7)).toBe('7 weitere Fotos')
  })
})
