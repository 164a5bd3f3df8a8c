import type { Locale } from '@/routing/locales'
import { stemWord } from './normalize'

/** Typos allowed in a word of this length: none up to three letters, one up to six, two from seven. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0
  return length < 7 ? 1 : 2
}

/** Whether `a` becomes `b` with at most `max` letters inserted, deleted or changed (Levenshtein). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      rowMin = Math.min(rowMin, current[j])
    }
    if (rowMin > max) return false
    previous = current
  }
  return previous[b.length] <= max
}

/**
 * How a typed word meets a word of a title: 3 the same word (or its Czech case: "prsa", "prsou"),
 * 2 its beginning, 1 with typos, 0 not. A shorter word the typed one begins with is no more than a
 * typo away: "lipo" does not name "Lip lift", though the stemmer cuts both to "lip".
 */
export function wordMatch(typed: string, word: string, locale: Locale): number {
  if (typed === word) return 3
  if (word.length < typed.length && typed.startsWith(word)) return word.length >= 3 ? 1 : 0
  if (stemWord(typed, locale) === stemWord(word, locale)) return 3
  if (typed.length >= 3 && word.startsWith(typed)) return 2
  return withinEdits(typed, word, typosAllowed(typed.length)) ? 1 : 0
}

/**
 * How well a phrase of the query (one word, or a synonym's words) names a title, folded words on
 * both sides: the title beginning with it counts most ("lipo" → "Liposuction" before "Tummy tuck
 * and liposuction", and that before "Lip lift", a typo away), then containing all of its words.
 */
export function phraseTitleScore(phrase: string[], title: string[], locale: Locale): number {
  let score = 0
  for (const typed of phrase) {
    const best = Math.max(0, ...title.map((word) => wordMatch(typed, word, locale)))
    if (best === 0) return 0
    score += best
  }
  const startsTitle = phrase.every((typed, k) => title[k] !== undefined && wordMatch(typed, title[k], locale) >= 2)
  return startsTitle ? score * 2 : score
}
