import { describe, expect, it } from 'vitest'
import { buildLocaleIndex, type SearchDocument, searchLocaleIndex } from '@/features/search/engine'
import { excerptOf, highlight } from '@/features/search/highlight'
import { countableMiss } from '@/features/search/misses'
import { missingPathWords } from '@/features/search/missing-path-words'
import { foldedWords, foldWord, stemWord } from '@/features/search/normalize'
import { sentenceSpans } from '@/features/search/sentences'
import { withStarterSynonyms } from '@/features/search/starter-synonyms'

const doc = (id: string, title: string, perex = '', body = ''): SearchDocument => ({
  id,
  kind: 'procedure',
  href: `/${id}`,
  title,
  perex,
  body,
})
const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id)

describe('the starter synonyms', () => {
  it('apply in each language until a staff group names one of their words', () => {
    for (const locale of ['cs', 'en', 'de'] as const) expect(withStarterSynonyms([], locale).length).toBeGreaterThan(5)
    expect(withStarterSynonyms([], 'en')).toContainEqual(['abdominoplasty', 'tummy tuck'])
    const staff = [['Tummy Tuck', 'belly tuck']]
    const groups = withStarterSynonyms(staff, 'en')
    expect(groups[0]).toEqual(staff[0])
    expect(groups.some((group) => group.includes('abdominoplasty'))).toBe(false)
    expect(groups).toContainEqual(['enlargement', 'augmentation'])
  })
})

describe('the search normaliser', () => {
  it('ignores case and Czech diacritics', () => {
    expect(foldedWords('Zvětšení PRSOU, odstálých uší', 'cs')).toEqual(['zvetseni', 'prsou', 'odstalych', 'usi'])
  })

  it('folds German umlauts, their written-out form and ß to one word', () => {
    const forms = ['Brustvergrößerung', 'Brustvergroesserung', 'brustvergrosserung', 'BRUSTVERGRÖSSERUNG']
    expect(new Set(forms.map((form) => foldWord(form, 'de')))).toEqual(new Set(['brustvergrosserung']))
    expect(foldWord('Gesäßstraffung', 'de')).toBe(foldWord('Gesaessstraffung', 'de'))
  })

  it('leaves "ae" and "ue" alone outside German, where they are two letters', () => {
    expect(foldWord('Michael', 'en')).toBe('michael')
    expect(foldWord('Michael', 'de')).toBe('michal')
  })
})

describe('ranking', () => {
  it('puts a word in the title above the same word in the lead paragraph, and that above the body', () => {
    const index = buildLocaleIndex('cs', [
      doc('body', 'Péče o pleť', 'Jemná péče.', 'Po liposukci i po jiných zákrocích doporučujeme liposukce, liposukce, liposukce.'),
      doc('perex', 'Tvarování postavy', 'Liposukce odstraní tuk.', 'Dlouhý text o tvarování.'),
      doc('title', 'Liposukce', 'Odstranění tuku.', 'Text.'),
    ])
    expect(ids(searchLocaleIndex(index, 'liposukce'))).toEqual(['title', 'perex', 'body'])
  })

  it('finds without diacritics, by prefix and with a typo, the right page first', () => {
    const index = buildLocaleIndex('cs', [
      doc('augmentace', 'Zvětšení prsou', 'Silikonové implantáty.'),
      doc('brada', 'Zvětšení brady', 'Implantát brady.'),
      doc('lipo', 'Liposukce', 'Odstranění tuku.'),
      doc('abdo', 'Abdominoplastika (plastika břicha)', 'Plastika břicha.'),
      doc('usi', 'Korekce odstálých uší – otoplastika', 'Uši.'),
    ])
    expect(ids(searchLocaleIndex(index, 'zvetseni prsu'))[0]).toBe('augmentace')
    expect(ids(searchLocaleIndex(index, 'lipo'))[0]).toBe('lipo')
    expect(ids(searchLocaleIndex(index, 'abdominoplastka'))[0]).toBe('abdo')
    expect(ids(searchLocaleIndex(index, 'odstalych usi'))[0]).toBe('usi')
  })

  it('needs every word when some page has them all, and any word otherwise', () => {
    const index = buildLocaleIndex('cs', [doc('a', 'Zvětšení prsou'), doc('b', 'Zvětšení brady')])
    expect(ids(searchLocaleIndex(index, 'zvětšení brady'))).toEqual(['b'])
    expect(ids(searchLocaleIndex(index, 'zvětšení nosu')).sort()).toEqual(['a', 'b'])
  })

  it("expands staff's synonyms, words and phrases alike", () => {
    const docs = [doc('usi', 'Korekce odstálých uší'), doc('nos', 'Plastika nosu')]
    expect(searchLocaleIndex(buildLocaleIndex('cs', docs), 'otoplastika')).toEqual([])
    const index = buildLocaleIndex('cs', docs, [['otoplastika', 'odstálé uši', 'odstálých uší']])
    expect(ids(searchLocaleIndex(index, 'Otoplastika'))).toEqual(['usi'])
  })

  it('ranks the name that begins with a prefix above one that contains it, and a look-alike last', () => {
    const index = buildLocaleIndex('en', [
      doc('lip', 'Lip lift', 'A shorter upper lip.'),
      doc('combo', 'Tummy tuck and liposuction', 'Liposuction and a tummy tuck.'),
      doc('lipo', 'Liposuction', 'Fat removal.'),
    ])
    expect(ids(searchLocaleIndex(index, 'lipo'))).toEqual(['lipo', 'combo'])
    const czech = buildLocaleIndex('cs', [doc('lip', 'Lip lift'), doc('lipo', 'Liposukce'), doc('combo', 'Abdominoplastika a liposukce')])
    // The Czech stemmer cuts "lipo" to "lip": Lip lift is found, but last.
    expect(ids(searchLocaleIndex(czech, 'lipo'))).toEqual(['lipo', 'combo', 'lip'])
  })

  it('allows typos only in a word that matches nothing as typed, one from four letters, two from seven', () => {
    const index = buildLocaleIndex('cs', [doc('botox', 'Botox'), doc('otok', 'Otoky', 'Otok po zákroku.'), doc('lipo', 'Liposukce')])
    expect(ids(searchLocaleIndex(index, 'botoks'))).toEqual(['botox'])
    expect(ids(searchLocaleIndex(index, 'liposukse'))).toEqual(['lipo'])
    expect(ids(searchLocaleIndex(index, 'lipozukse'))).toEqual(['lipo'])
    expect(ids(searchLocaleIndex(index, 'bot'))).toEqual(['botox'])
    expect(searchLocaleIndex(index, 'otk')).toEqual([])
  })

  it("finds a procedure by its name in another language, and uses a synonym's phrase as typed, with typos", () => {
    const index = buildLocaleIndex(
      'en',
      [
        { ...doc('lipo', 'Liposuction'), otherNames: 'Liposukce\nFettabsaugung (Liposuktion)' },
        doc('lids', 'Upper eyelid surgery (blepharoplasty)'),
      ],
      [['eyelid', 'blepharoplasty']],
    )
    expect(ids(searchLocaleIndex(index, 'liposukse'))).toEqual(['lipo'])
    expect(ids(searchLocaleIndex(index, 'Fettabsaugung'))).toEqual(['lipo'])
    expect(ids(searchLocaleIndex(index, 'eyelids'))).toEqual(['lids'])
  })

  it('answers an empty or punctuation-only query with nothing', () => {
    const index = buildLocaleIndex('cs', [doc('a', 'Zvětšení prsou')])
    expect(searchLocaleIndex(index, '')).toEqual([])
    expect(searchLocaleIndex(index, ' ?!– ')).toEqual([])
  })
})

describe('highlighting', () => {
  it('marks the found words in the original text, diacritics kept', () => {
    const isMatch = (word: string) => ['zvetseni', 'prsou'].includes(foldWord(word, 'cs'))
    expect(highlight('Zvětšení prsou – implantáty', isMatch)).toEqual([
      { text: 'Zvětšení', mark: true },
      { text: ' ' },
      { text: 'prsou', mark: true },
      { text: ' – implantáty' },
    ])
  })

  const excerptText = (texts: string[], word: string) =>
    excerptOf(texts, (candidate) => foldWord(candidate, 'cs') === word)
      .map((segment) => segment.text)
      .join('')

  it("starts a long body's excerpt at the found word's sentence and ends it with a whole sentence", () => {
    const body = `${'Úvodní věta bez hledaného slova. '.repeat(10)}Tady je liposukce popsaná. ${'Další text. '.repeat(30)}`
    const excerpt = excerptOf(['Krátký perex.', body], (word) => foldWord(word, 'cs') === 'liposukce')
    const text = excerpt.map((segment) => segment.text).join('')
    expect(text.startsWith('Tady je liposukce popsaná. Další text.')).toBe(true)
    expect(text.endsWith('Další text.')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(180)
    expect(excerpt.filter((segment) => segment.mark)).toEqual([{ text: 'liposukce', mark: true }])
  })

  it('cuts a long sentence at words, with one ellipsis at each cut end and never a stop before it', () => {
    const sentence = `Na začátku ${'velmi dlouhé věty, '.repeat(8)}stojí liposukce a po ní ${'další slova. '.repeat(3)}${'ještě, '.repeat(40)}konec.`
    const text = excerptText([sentence], 'liposukce')
    expect(text).toMatch(/^…[^…]*liposukce[^…]*…$/u)
    expect(text).not.toMatch(/[.,]…$/)
    expect(text.length).toBeLessThanOrEqual(182)
    expect(excerptText([`${'Slovo. '.repeat(40)}`], 'nic')).not.toMatch(/\.…|\.\.\.\./)
  })

  it('never runs a subtitle, a heading and a paragraph together', () => {
    const perex = 'Plnější poprsí se silikonovými implantáty\nZvětšení prsou dodá poprsí objem. Chirurg naplánuje velikost.'
    const body = 'Jak probíhá zvětšení prsou\nZákrok trvá dvě hodiny.'
    expect(excerptText([perex, body], 'prsou')).toBe('Zvětšení prsou dodá poprsí objem. Chirurg naplánuje velikost.')
    // Without a found word: the lead paragraph, not the subtitle glued to it.
    expect(excerptText([perex, body], 'nic')).toBe('Zvětšení prsou dodá poprsí objem. Chirurg naplánuje velikost.')
    // A heading is shown when it alone holds the word.
    expect(excerptText(['Úvod.', 'Rekonvalescence\nText bez slova.'], 'rekonvalescence')).toBe('Rekonvalescence')
  })

  it('does not end a sentence at an abbreviation or an ordinal', () => {
    const paragraph = 'Operuje MUDr. Jana Nováková. Kontrola 5. den. Hotovo!'
    expect(sentenceSpans(paragraph).map(({ start, end }) => paragraph.slice(start, end))).toEqual([
      'Operuje MUDr. Jana Nováková.',
      'Kontrola 5. den.',
      'Hotovo!',
    ])
  })
})

describe('counting searches without result', () => {
  it('keeps short word queries, folded', () => {
    expect(countableMiss('  Laserová  Epilace ', 'cs')).toBe('laserova epilace')
    expect(countableMiss('Fußpflege', 'de')).toBe('fusspflege')
  })

  it('keeps nothing that may be personal data or is not a word query', () => {
    for (const query of [
      '777 123 456',
      'jana@example.cz',
      'https://example.com',
      'rodne cislo 8501011234',
      'a b c d e',
      'x',
      'a'.repeat(40),
    ]) {
      expect(countableMiss(query, 'cs'), query).toBeNull()
    }
  })
})

describe('Czech word forms', () => {
  it('cuts case endings, so that the forms a visitor types meet the forms a page uses', () => {
    const stem = (word: string) => stemWord(foldWord(word, 'cs'), 'cs')
    expect(stem('prsou')).toBe(stem('prsu'))
    expect(stem('odstálých')).toBe(stem('odstálé'))
    expect(stem('zvětšení')).toBe(stem('zvětšením'))
    expect(stemWord('prsou', 'de')).toBe('prsou')
  })

  it('finds a page by another case of its words, and highlights them', () => {
    const index = buildLocaleIndex('cs', [doc('usi', 'Korekce odstálých uší'), doc('nos', 'Plastika nosu')])
    const [hit] = searchLocaleIndex(index, 'odstálé uši')
    expect(hit.id).toBe('usi')
    expect(hit.title.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['odstálých', 'uší'])
  })
})

describe("the 404 page's search words", () => {
  it('takes the words of the missing address, without language, listing and file parts', () => {
    expect(missingPathWords('/zakroky/zvetseni-prsu-cena')).toBe('zvetseni prsu cena')
    expect(missingPathWords('/de/eingriffe/Fett%C3%A4bsaugung_preise.html')).toBe('Fettäbsaugung preise')
    expect(missingPathWords('/en/mudr-jan-novak')).toBe('jan novak')
    expect(missingPathWords('/123/%E0%A4%A')).toBe('')
    expect(missingPathWords(null)).toBe('')
  })
})
