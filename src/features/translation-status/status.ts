import type { CollectionSlug, Payload } from 'payload'

type FindOptions = Parameters<Payload['find']>[0]
import { defaultLocale, type Locale, locales } from '@/routing/locales'
import { type AdminText, tx } from '@/platform/cms/i18n'

/**
 * The page-like collections: those with a localized title (and, where pages have their own URL, a
 * localized slug). Team members' names are the same in every language: a member exists in a
 * language when their position is written in it (`translated`).
 */
export const statusCollections: {
  slug: CollectionSlug
  label: AdminText
  title: string
  translated?: string
  slugged: boolean
  drafts: boolean
}[] = [
  { slug: 'pages', label: tx('Stránka', 'Page'), title: 'title', slugged: true, drafts: true },
  { slug: 'procedures', label: tx('Zákrok', 'Procedure'), title: 'name', slugged: true, drafts: true },
  { slug: 'procedure-categories', label: tx('Kategorie zákroků', 'Procedure category'), title: 'name', slugged: false, drafts: false },
  { slug: 'posts', label: tx('Článek blogu', 'Blog post'), title: 'title', slugged: true, drafts: true },
  { slug: 'job-offers', label: tx('Pracovní nabídka', 'Job offer'), title: 'title', slugged: true, drafts: true },
  { slug: 'faq-topics', label: tx('Téma častých dotazů', 'FAQ topic'), title: 'name', slugged: false, drafts: false },
  { slug: 'people', label: tx('Člen týmu', 'Team member'), title: 'name', translated: 'position', slugged: false, drafts: true },
]

export const languageStates = ['missing', 'draft', 'published', 'outdated'] as const
export type LanguageState = (typeof languageStates)[number]

export interface StatusRow {
  collection: CollectionSlug
  label: AdminText
  id: string | number
  /** The Czech name (empty when there is none yet). */
  name: string
  states: Record<Locale, LanguageState>
}

type PerLocale = Partial<Record<Locale, unknown>> | null | undefined
type RawDoc = Record<string, unknown> & { id: string | number; _status?: string; routeKey?: string | null }

const has = (value: PerLocale, locale: Locale) => {
  const text = value?.[locale]
  return typeof text === 'string' && text.trim() !== ''
}

/** A language exists when it has a title and, for a page with its own URL, a slug (fixed pages have none). */
function exists(doc: RawDoc | undefined, title: string, slugged: boolean, locale: Locale): boolean {
  if (!doc || !has(doc[title] as PerLocale, locale)) return false
  return !slugged || Boolean(doc.routeKey) || has(doc.slug as PerLocale, locale)
}

/**
 * Saved before the last change of the Czech text. A translation with no stamp was last saved before
 * the stamps existed, so before any stamped Czech change; documents whose Czech text has not
 * changed since then have no source stamp and count as current.
 */
function isOutdated(doc: RawDoc, locale: Locale): boolean {
  if (locale === defaultLocale) return false
  const source = doc.sourceChangedAt
  const saved = (doc.translationSavedAt as PerLocale)?.[locale]
  return typeof source === 'string' && (typeof saved !== 'string' || Date.parse(saved) < Date.parse(source))
}

/**
 * Every page-like document with its state per language. One read of every language per collection
 * (two for collections with drafts: the latest versions, and what visitors see), never one per row.
 */
export async function translationStatus(payload: Payload): Promise<StatusRow[]> {
  const rows = await Promise.all(
    statusCollections.map(async ({ slug, label, title, translated = title, slugged, drafts }) => {
      // Only the fields the states need: never the texts themselves (rich text in three languages).
      const select = {
        [title]: true,
        [translated]: true,
        slug: true,
        routeKey: true,
        translationSavedAt: true,
        sourceChangedAt: true,
        _status: true,
      }
      // (A select built per collection fits no one collection's select type: checked at run time by the tests.)
      const query = { collection: slug, locale: 'all', depth: 0, pagination: false, overrideAccess: true, select } as unknown as FindOptions
      const [latest, live] = await Promise.all([
        payload.find({ ...query, draft: true, sort: title }),
        drafts ? payload.find({ ...query, where: { _status: { equals: 'published' } } }) : undefined,
      ])
      const published = new Map<string | number, RawDoc>((live?.docs ?? []).map((doc) => [doc.id, doc as unknown as RawDoc]))
      return latest.docs.map((found): StatusRow => {
        const doc = found as unknown as RawDoc
        const visible = drafts ? published.get(doc.id) : doc
        const state = (locale: Locale): LanguageState => {
          if (!exists(doc, translated, slugged, locale)) return 'missing'
          if (isOutdated(doc, locale)) return 'outdated'
          return exists(visible, translated, slugged, locale) ? 'published' : 'draft'
        }
        // A title that is not per language (a team member's name) comes as the text itself.
        const name = typeof doc[title] === 'string' ? doc[title] : (doc[title] as PerLocale)?.[defaultLocale]
        return {
          collection: slug,
          label,
          id: doc.id,
          name: typeof name === 'string' ? name : '',
          states: Object.fromEntries(locales.map((locale) => [locale, state(locale)])) as Record<Locale, LanguageState>,
        }
      })
    }),
  )
  return rows.flat()
}

/** How many documents lack each translation (the dashboard's line). */
export function countsOf(rows: StatusRow[], state: LanguageState): Record<Locale, number> {
  return Object.fromEntries(locales.map((locale) => [locale, rows.filter((row) => row.states[locale] === state).length])) as Record<
    Locale,
    number
  >
}

/** The rows the GET form asks for: a language (or all) in a state (or any). */
export function filterRows(rows: StatusRow[], language: Locale | undefined, state: LanguageState | undefined): StatusRow[] {
  if (!state) return rows
  const languages = language ? [language] : locales
  return rows.filter((row) => languages.some((locale) => row.states[locale] === state))
}

export const stateLabels: Record<LanguageState, AdminText> = {
  missing: tx('chybí', 'missing'),
  draft: tx('koncept', 'draft'),
  published: tx('publikováno', 'published'),
  outdated: tx('zastaralý', 'outdated'),
}
