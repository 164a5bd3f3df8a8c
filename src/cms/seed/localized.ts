import type { CollectionSlug, Payload } from 'payload'
import { locales } from '@/routing/locales'
import type { Locale, RichText, SomeL } from './data/types'
import { toLexical } from './lexical'

/**
 * A new context for every seed write: Payload and its plugins keep per-save state in the context
 * object a Local API call is given (the S3 storage plugin: the upload, and a flag that skips storing
 * the next ones), so one object shared by every save left the bucket with the first image only.
 */
export const seedContext = () => ({ disableRevalidate: true, seeding: true })

export type Data = Record<string, unknown>
/** The fields of one language, or undefined when the document does not exist in it. */
export type PerLocale = (locale: Locale) => Data | undefined

/** Values of L in one language; `undefined` when absent. */
export const pick = <T>(value: SomeL<T> | undefined, locale: Locale): T | undefined => value?.[locale]

/** The fields of a document that exists in the languages its `name` (title, position…) is written in. */
export const inLanguagesOf =
  (name: SomeL<unknown>, fields: (locale: Locale) => Data): PerLocale =>
  (locale) =>
    name[locale] === undefined ? undefined : fields(locale)

/** The summary, meta description and body of a page-like document (procedure, person, post, job offer) in one language. */
export const pageTexts = (doc: { perex: SomeL; metaDesc: SomeL; content: SomeL<RichText> }, locale: Locale): Data => ({
  perex: pick(doc.perex, locale),
  metaDesc: pick(doc.metaDesc, locale),
  content: toLexical(pick(doc.content, locale)),
})

/**
 * Gives the rows of arrays in `data` (at any depth) the ids of the rows already saved, so that a
 * second language's texts land on the same rows instead of replacing them.
 */
export function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data)) {
    const savedRows = Array.isArray(saved) ? saved : []
    return data.map((row, index) => {
      const savedRow = savedRows[index] as Data | undefined
      if (!row || typeof row !== 'object' || Array.isArray(row)) return row
      const merged = withRowIds(row, savedRow) as Data
      return savedRow?.id ? { ...merged, id: savedRow.id } : merged
    })
  }
  if (data && typeof data === 'object' && !('root' in data)) {
    const savedObject = (saved && typeof saved === 'object' ? saved : {}) as Data
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIds(value, savedObject[key])]))
  }
  return data
}

/** Adds fields to a seeded document, such as links to documents created after it. */
export async function updateSeeded(payload: Payload, collection: CollectionSlug, id: number | string, data: Data) {
  await payload.update({ collection, id, data: data as never, context: seedContext(), depth: 0 })
}

/**
 * Creates a document in its first language (Czech for nearly all), then adds each other language
 * it exists in.
 */
export async function createLocalized(payload: Payload, collection: CollectionSlug, shared: Data, perLocale: PerLocale) {
  const [first, ...others] = locales.filter((locale) => perLocale(locale) !== undefined)
  if (!first) throw new Error(`Seed: a ${collection} document has no text in any language`)
  const created = (await payload.create({
    collection,
    locale: first,
    data: { ...shared, ...perLocale(first), _status: 'published' } as never,
    context: seedContext(),
    depth: 0,
  })) as unknown as Data & { id: number | string }
  for (const locale of others) {
    const data = withRowIds(perLocale(locale), created) as Data
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: { ...data, _status: 'published' } as never,
      context: seedContext(),
      depth: 0,
    })
  }
  return created.id
}
