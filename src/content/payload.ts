import 'server-only'
import config from '@payload-config'
import { type CollectionSlug, type DataFromCollectionSlug, type FindOptions, getPayload, type Payload, type SelectType } from 'payload'
import { defaultLocale, type Locale } from '@/routing/locales'
import { cacheTags } from './cache-tags'
import { dependsOnRead } from './page-dependencies'

/** The Payload Local API for server components; Payload caches the instance itself. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** A read in the page's language; a field left empty there shows its text in the default language (Czech). */
export function localizedRead(locale: Locale) {
  return { locale, fallbackLocale: defaultLocale } as const
}

type ListQuery<C extends CollectionSlug> = Pick<FindOptions<C, SelectType>, 'depth' | 'sort' | 'where' | 'joins'>

/** Every document of a collection a visitor may read (published, not hidden), in one language. */
export async function listDocuments<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  query: ListQuery<C>,
): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  // Typed per collection by the caller's slug: Payload's own inference over a generic slug is too wide for TypeScript.
  const options = { collection, ...localizedRead(locale), pagination: false, overrideAccess: false, ...query } as FindOptions<
    CollectionSlug,
    SelectType
  >
  const result = await payload.find(options)
  await dependsOnRead(payload, { collection }, [cacheTags.collection(collection)], result.docs)
  return result.docs as DataFromCollectionSlug<C>[]
}
