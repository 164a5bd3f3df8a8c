import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type { Locale } from '@/routing/locales'
import { foldedWords, foldWord, indexTerms, stemWord } from './normalize'
import { excerptOf, highlight, type Segment } from './highlight'
import { phraseTitleScore, typosAllowed, withinEdits } from './title-match'

/** What a result is: shown beside its title, so that a visitor tells a doctor from a procedure. */
export type SearchKind = 'procedure' | 'person' | 'post' | 'page' | 'faq'

/** One thing a visitor can find, in one language: its own texts only (no fallback to Czech). */
export interface SearchDocument {
  id: string
  kind: SearchKind
  href: string
  title: string
  /** Subtitle, lead paragraph or position: what ranks above the body. */
  perex: string
  body: string
  /** A procedure's names in the other languages: a visitor may type the name they know ("liposukce" on the English site). */
  otherNames?: string
}

/** Staff's synonyms of one language: groups of words or phrases meaning the same ("otoplastika", "odstálé uši"). */
export type SynonymGroups = string[][]

export interface SearchHit {
  id: string
  kind: SearchKind
  href: string
  title: Segment[]
  excerpt: Segment[]
  score: number
}

/**
 * Title above lead paragraph above body: a word in a title outweighs the same word in a body that
 * says it ten times (tests/unit/search-engine.test.ts holds the ranking to that). The names in
 * other languages count like a lead paragraph.
 */
const fieldBoost = { title: 8, otherNames: 3, perex: 2, body: 1 }

/** Typos: one per word of four to six letters, two from seven; short words must be exact. */
function fuzziness(term: string): number | false {
  return typosAllowed(term.length) || false
}

export interface LocaleIndex {
  locale: Locale
  engine: MiniSearch<SearchDocument>
  documents: Map<string, SearchDocument>
  /** Each document's title, folded words: how well the query names a title ranks first. */
  titleWords: Map<string, string[]>
  /** Folded phrases, each group's members as word lists. */
  synonyms: string[][][]
}

export function buildLocaleIndex(locale: Locale, documents: SearchDocument[], synonyms: SynonymGroups = []): LocaleIndex {
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'otherNames', 'perex', 'body'],
    storeFields: [],
    tokenize: (text) => foldedWords(text, locale),
    processTerm: (term) => indexTerms(term, locale),
    searchOptions: { processTerm: (term) => term },
  })
  engine.addAll(documents)
  const titleWords = new Map(documents.map((doc) => [doc.id, foldedWords(doc.title, locale)]))
  const folded = synonyms
    .map((group) => group.map((phrase) => foldedWords(phrase, locale)).filter((words) => words.length > 0))
    .filter((group) => group.length > 1)
  return { locale, engine, documents: new Map(documents.map((doc) => [doc.id, doc])), titleWords, synonyms: folded }
}

type Part = string | string[][]

/**
 * The query's words, with a phrase that belongs to a synonym group replaced by the whole group and
 * the words as typed. A typed word names a synonym's word when their stems are the same or, from
 * five letters, one typo apart ("eyelids", "lipsuction"; not "zmenšení" for "zvětšení"). The
 * longest phrase wins, and of equally long ones the one without a typo.
 */
function queryParts(words: string[], synonyms: string[][][], locale: Locale): Part[] {
  // 2 the same word, 1 a typo apart, 0 not.
  const likeness = (a: string | undefined, b: string) => {
    if (a === undefined) return 0
    if (stemWord(a, locale) === stemWord(b, locale)) return 2
    return Math.min(a.length, b.length) >= 5 && withinEdits(a, b, 1) ? 1 : 0
  }
  const parts: Part[] = []
  let i = 0
  while (i < words.length) {
    let matched: { group: string[][]; length: number; exact: boolean } | undefined
    for (const group of synonyms) {
      for (const phrase of group) {
        const each = phrase.map((word, k) => likeness(words[i + k], word))
        if (each.includes(0)) continue
        const exact = each.every((value) => value === 2)
        const better = !matched || phrase.length > matched.length || (phrase.length === matched.length && exact && !matched.exact)
        if (better) matched = { group, length: phrase.length, exact }
      }
    }
    if (matched) {
      const typed = words.slice(i, i + matched.length)
      const asWritten = matched.group.some((phrase) => phrase.join(' ') === typed.join(' '))
      parts.push(asWritten ? matched.group : [...matched.group, typed])
      i += matched.length
    } else {
      parts.push(words[i])
      i += 1
    }
  }
  return parts
}

/** How well the query's parts name a title: each word's, or each synonym phrase's, score summed. */
function titleScore(parts: Part[], title: string[], locale: Locale): number {
  let score = 0
  for (const part of parts) {
    const phrases = typeof part === 'string' ? [[part]] : part
    for (const phrase of phrases) score += phraseTitleScore(phrase, title, locale)
  }
  return score
}

/** A word as typed and, when it differs, its stem: either may match. */
function termQuery(word: string, locale: Locale): Query {
  const stem = stemWord(word, locale)
  return stem === word ? word : { combineWith: 'OR', queries: [word, stem] }
}

/**
 * The query as MiniSearch runs it. Typos are allowed only in a typed word that no indexed word is
 * or begins with ("liposukse", "botoks"), so that a word that is there finds no look-alikes ("lipo"
 * finds no "lip"); a synonym group's words are the staff's own spelling and must be there.
 */
function asQuery(parts: Part[], combineWith: 'AND' | 'OR', index: LocaleIndex): Query {
  const { locale } = index
  const isIndexed = (word: string) =>
    [word, stemWord(word, locale)].some((term) => index.engine.search(term, { prefix: term.length >= 3, fuzzy: false }).length > 0)
  return {
    combineWith,
    queries: parts.map((part) =>
      typeof part === 'string'
        ? { combineWith: 'OR', fuzzy: isIndexed(part) ? false : fuzziness, queries: [termQuery(part, locale)] }
        : {
            combineWith: 'OR',
            fuzzy: false,
            queries: part.map((phrase) => ({ combineWith: 'AND', queries: phrase.map((word) => termQuery(word, locale)) })),
          },
    ),
  }
}

/** Words of the query worth searching: one-letter words ("a", "v") only when nothing else was typed. */
export function queryWords(query: string, locale: Locale): string[] {
  const words = [...new Set(foldedWords(query, locale))].slice(0, 8)
  const meaningful = words.filter((word) => word.length > 1)
  return meaningful.length > 0 ? meaningful : words
}

/**
 * The best matches for a query, best first: every word must match (else any may), each word
 * diacritics- and case-insensitively, as a prefix from three letters, with typos in longer words
 * that match nothing as typed, and staff's and the starter synonyms in place of the words they name.
 */
export function searchLocaleIndex(index: LocaleIndex, query: string, limit = 20): SearchHit[] {
  const words = queryWords(query, index.locale)
  if (words.length === 0) return []
  const parts = queryParts(words, index.synonyms, index.locale)
  const options = { boost: fieldBoost, prefix: (term: string) => term.length >= 3, weights: { fuzzy: 0.4, prefix: 0.6 } }
  let results: SearchResult[] = index.engine.search(asQuery(parts, 'AND', index), options)
  if (results.length === 0 && parts.length > 1) results = index.engine.search(asQuery(parts, 'OR', index), options)
  // The page the query names comes first ("Abdominoplastika (plastika břicha)" before "Mini
  // abdominoplastika"; "lipo": Liposukce before Lip lift), then the text's own ranking (BM25).
  const named = new Map(results.map((result) => [result.id, titleScore(parts, index.titleWords.get(result.id) ?? [], index.locale)]))
  results.sort((a, b) => (named.get(b.id) ?? 0) - (named.get(a.id) ?? 0) || b.score - a.score)
  return results.slice(0, limit).flatMap((result) => {
    const doc = index.documents.get(result.id)
    if (!doc) return []
    const matched = new Set(result.terms)
    const isMatch = (word: string) => {
      const folded = foldWord(word, index.locale)
      return matched.has(folded) || matched.has(stemWord(folded, index.locale))
    }
    return [
      {
        id: doc.id,
        kind: doc.kind,
        href: doc.href,
        title: highlight(doc.title, isMatch),
        excerpt: excerptOf([doc.perex, doc.body], isMatch),
        score: result.score,
      },
    ]
  })
}
