import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type { Locale } from '@/routing/locales'
import { foldedWords, foldWord, indexTerms, stemWord } from './normalize'
import { excerptOf, highlight, type Segment } from './highlight'

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
 * says it ten times (tests/unit/search-engine.test.ts holds the ranking to that).
 */
const fieldBoost = { title: 8, perex: 2, body: 1 }

/** How much more a document whose title begins with a found word counts. */
const titleStartBoost = 1.5

/** Typos: one per word of four to six letters, two from seven; short words must be exact. */
function fuzziness(term: string): number | false {
  if (term.length < 4) return false
  return term.length < 7 ? 1 : 2
}

export interface LocaleIndex {
  locale: Locale
  engine: MiniSearch<SearchDocument>
  documents: Map<string, SearchDocument>
  /** Each document's title's first word, folded: a title that begins with the found word ranks higher. */
  firstTitleWords: Map<string, string | undefined>
  /** Folded phrases, each group's members as word lists. */
  synonyms: string[][][]
}

export function buildLocaleIndex(locale: Locale, documents: SearchDocument[], synonyms: SynonymGroups = []): LocaleIndex {
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'perex', 'body'],
    storeFields: [],
    tokenize: (text) => foldedWords(text, locale),
    processTerm: (term) => indexTerms(term, locale),
    searchOptions: { processTerm: (term) => term },
  })
  engine.addAll(documents)
  const firstTitleWords = new Map(documents.map((doc) => [doc.id, foldedWords(doc.title, locale)[0]]))
  const folded = synonyms
    .map((group) => group.map((phrase) => foldedWords(phrase, locale)).filter((words) => words.length > 0))
    .filter((group) => group.length > 1)
  return { locale, engine, documents: new Map(documents.map((doc) => [doc.id, doc])), firstTitleWords, synonyms: folded }
}

type Part = string | string[][]

/** The query's words, with a phrase that belongs to a synonym group replaced by the whole group. */
function queryParts(words: string[], synonyms: string[][][], locale: Locale): Part[] {
  const same = (a: string | undefined, b: string) => a !== undefined && stemWord(a, locale) === stemWord(b, locale)
  const parts: Part[] = []
  let i = 0
  while (i < words.length) {
    let matched: { group: string[][]; length: number } | undefined
    for (const group of synonyms) {
      for (const phrase of group) {
        const fits = phrase.every((word, k) => same(words[i + k], word))
        if (fits && phrase.length > (matched?.length ?? 0)) matched = { group, length: phrase.length }
      }
    }
    if (matched) {
      parts.push(matched.group)
      i += matched.length
    } else {
      parts.push(words[i])
      i += 1
    }
  }
  return parts
}

/** A word as typed and, when it differs, its stem: either may match. */
function termQuery(word: string, locale: Locale): Query {
  const stem = stemWord(word, locale)
  return stem === word ? word : { combineWith: 'OR', queries: [word, stem] }
}

function asQuery(parts: Part[], combineWith: 'AND' | 'OR', locale: Locale): Query {
  return {
    combineWith,
    queries: parts.map((part) =>
      typeof part === 'string'
        ? termQuery(part, locale)
        : {
            combineWith: 'OR',
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
 * diacritics- and case-insensitively, as a prefix from three letters, with typos in longer words.
 */
export function searchLocaleIndex(index: LocaleIndex, query: string, limit = 20): SearchHit[] {
  const words = queryWords(query, index.locale)
  if (words.length === 0) return []
  const parts = queryParts(words, index.synonyms, index.locale)
  const options = {
    boost: fieldBoost,
    prefix: (term: string) => term.length >= 3,
    fuzzy: fuzziness,
    weights: { fuzzy: 0.4, prefix: 0.6 },
    // "Abdominoplastika (plastika břicha)" before "Mini abdominoplastika": the page named by the word comes first.
    boostDocument: (id: string, term: string) => (index.firstTitleWords.get(id) === term ? titleStartBoost : 1),
  }
  let results: SearchResult[] = index.engine.search(asQuery(parts, 'AND', index.locale), options)
  if (results.length === 0 && parts.length > 1) results = index.engine.search(asQuery(parts, 'OR', index.locale), options)
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
