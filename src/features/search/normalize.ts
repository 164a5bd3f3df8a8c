import type { Locale } from '@/routing/locales'

/**
 * How words are compared, in the index and in the query alike: lower case, without diacritics
 * ("Zvětšení" = "zvetseni"), ß as ss, and in German the written-out umlauts folded too, so
 * "Brustvergrößerung", "Brustvergroesserung" and "brustvergrosserung" are one word.
 */
export function foldWord(word: string, locale: Locale): string {
  const plain = word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '')
  // Only German writes ä as ae; elsewhere "ae" is two letters (aerobic, Michael).
  return locale === 'de' ? plain.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u') : plain
}

/** A word: letters and digits, with inner apostrophes or hyphens split off as separate words. */
const wordPattern = /[\p{L}\p{N}]+/gu

/** The words of a text, each with where it stands (for highlighting the original text). */
export function wordsWithPositions(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(wordPattern)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }))
}

/** The words of a text as they are indexed and searched. */
export function foldedWords(text: string, locale: Locale): string[] {
  return (text.match(wordPattern) ?? []).map((word) => foldWord(word, locale))
}

/** A query as typed, tidied: spaces collapsed, at most `maxQueryLength` characters. */
export const maxQueryLength = 120

export function tidyQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength)
}

// Czech case endings, longest first, each with the shortest word it may be cut from (after folding).
const czechEndings: [number, string[]][] = [
  [8, ['atech']],
  [7, ['etem', 'atum']],
  [
    6,
    ['ech', 'ich', 'eho', 'emi', 'emu', 'ete', 'eti', 'iho', 'imi', 'imu', 'ach', 'ata', 'aty', 'ych', 'ama', 'ami', 'ove', 'ovi', 'ymi'],
  ],
  [5, ['em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou']],
  [4, ['a', 'e', 'i', 'o', 'u', 'y']],
]

/**
 * A folded word as it is compared: x written as ks (Czech spells loanwords both ways: "botox",
 * "botoks") and, in Czech, without its case ending ("prsou", "prsu" → "prs"; "odstálých",
 * "odstálé" → "odstal"): the light stemmer of Dolamic and Savoy (as in Lucene's CzechStemmer), so
 * that the forms a visitor types find the forms a page uses.
 */
export function stemWord(folded: string, locale: Locale): string {
  const spoken = folded.replace(/x/g, 'ks')
  if (locale !== 'cs') return spoken
  for (const [minLength, endings] of czechEndings) {
    if (spoken.length < minLength) continue
    const ending = endings.find((candidate) => spoken.endsWith(candidate))
    if (ending) return spoken.slice(0, -ending.length)
  }
  return spoken
}

/** The terms a folded word is indexed under: itself and, when it differs, its stem. */
export function indexTerms(folded: string, locale: Locale): string[] {
  const stem = stemWord(folded, locale)
  return stem === folded ? [folded] : [folded, stem]
}
