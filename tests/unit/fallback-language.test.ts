import { describe, expect, it } from 'vitest'
import { fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { fieldLang, markFallbacks } from '@/content/fallback-language'
import { fillPricePlaceholdersDeep } from '@/content/price-placeholders'

/** A German read of a procedure with the fallback (what the page shows) and the same read without it. */
function germanReads() {
  const shown = {
    id: 1,
    name: 'Brustvergrößerung',
    perex: 'Ab {cena}: ruf {telefon} an.',
    content: { root: { children: [{ text: 'Text auf Deutsch' }] } },
    whatToKnow: { root: { children: [{ text: 'Český text' }] } },
    prices: [
      { id: 'a', name: 'Implantate', amount: 90000 },
      { id: 'b', name: 'Implantáty a lipo', amount: 120000 },
    ],
    combinations: [{ id: 7, name: 'Odstranění fibromů', perex: '' }],
  }
  const own = {
    id: 1,
    name: 'Brustvergrößerung',
    perex: 'Ab {cena}: ruf {telefon} an.',
    content: { root: { children: [{ text: 'Text auf Deutsch' }] } },
    whatToKnow: null,
    // A list in another order: rows are matched by their id.
    prices: [
      { id: 'b', name: null, amount: 120000 },
      { id: 'a', name: 'Implantate', amount: 90000 },
    ],
    combinations: [{ id: 7, name: '', perex: '' }],
  }
  return { shown, own }
}

describe('texts from the fallback carry their language', () => {
  it('marks what the read without the fallback leaves empty, at any depth, and nothing else', () => {
    const { shown, own } = germanReads()
    markFallbacks(shown, own)
    expect(fieldLang(shown, 'name')).toBeUndefined()
    expect(fieldLang(shown, 'content')).toBeUndefined()
    expect(fieldLang(shown, 'whatToKnow')).toBe('cs')
    expect(fieldLang(shown.prices[0], 'name')).toBeUndefined()
    expect(fieldLang(shown.prices[1], 'name')).toBe('cs')
    expect(fieldLang(shown.combinations[0], 'name')).toBe('cs')
    // Empty in both: nothing is shown, nothing to mark.
    expect(fieldLang(shown.combinations[0], 'perex')).toBeUndefined()
    expect(fieldLang(null, 'name' as never)).toBeUndefined()
  })

  it('keeps the marks on the copies that filling the placeholders makes', () => {
    const { shown, own } = germanReads()
    markFallbacks(shown, own)
    const facts = { hours: '', phone: '+420 222 000 111', email: '', address: '', emergencyPhone: '', clinic: '', clinicShort: '' }
    const filled = fillContactPlaceholdersDeep(fillPricePlaceholdersDeep(shown, 'de'), facts)
    expect(filled).not.toBe(shown)
    expect(filled.perex).toContain('+420 222 000 111')
    expect(fieldLang(filled, 'whatToKnow')).toBe('cs')
    expect(fieldLang(filled.combinations[0], 'name')).toBe('cs')
    expect(fieldLang(filled.prices[1], 'name')).toBe('cs')
    expect(fieldLang(filled, 'name')).toBeUndefined()
  })
})
