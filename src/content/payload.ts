import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug, FindOptions, Payload, SelectType } from 'payload'
import { sitePayload } from '@/platform/payload'
import { defaultLocale, type Locale } from '@/routing/locales'
import { cacheTags } from '@/platform/cache/cache-tags'
import { markFallbacks } from './fallback-language'
import { dependsOnRead } from '@/platform/cache/page-dependencies'

/** The Payload Local API for server components; Payload caches the instance itself. */
export function payloadClient(): Promise<Payload> {
  return sitePayload()
}

/** A read in the page's language; a field left empty there shows its text in the default language (Czech). */
export function localizedRead(locale: Locale) {
  return { locale, fallbackLocale: defaultLocale } as const
}

/** The language options of a read: the page's language, with Czech for what it leaves empty or (false) without. */
export type LanguageOptions = { locale: Locale; fallbackLocale: Locale | false }

/**
 * A read in the page's language as the page shows it (localizedRead), with the texts that came from
 * Czech marked for their `lang` (./fallback-language). Outside Czech the read runs a second time
 * without the fallback: what is empty there is the fallback's.
 */
export async function readInLanguage<T>(locale: Locale, read: (language: LanguageOptions) => Promise<T>): Promise<T> {
  if (locale === defaultLocale) return read(localizedRead(locale))
  const [shown, own] = await Promise.all([read(localizedRead(locale)), read({ locale, fallbackLocale: false })])
  markFallbacks(shown, own)
  return shown
}

type ListQuery<C extends CollectionSlug> = Pick<FindOptions<C, SelectType>, 'depth' | 'sort' | 'where' | 'joins'>

/** Every document of a collection a visitor may read (published, not hidden), in one language. */
export async function listDocuments<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  query: ListQuery<C>,
): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  const docs = await readInLanguage(locale, async (language) => {
    // Typed per collection by the caller's slug: Payload's own inference over a generic slug is too wide for TypeScript.
    const options = { collection, ...language, pagination: false, overrideAccess: false, ...query } as FindOptions<
      CollectionSlug,
      SelectType
    >
    return (await payload.find(options)).docs
  })
  await dependsOnRead(payload, { collection }, [cacheTags.collection(collection)], docs)
  return docs as DataFromCollectionSlug<C>[]
}
