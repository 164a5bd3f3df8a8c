import 'server-only'
import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import type { Locale } from '@/routing/locales'
import { contactFacts, fillContactPlaceholdersDeep } from './contact-placeholders'
import { listDocuments } from './payload'
import { fillPricePlaceholdersDeep } from './price-placeholders'
import { getSettings } from './site'

/**
 * A loaded document (or list) with its placeholders ({telefon}, {klinika} …) filled from Settings in
 * the page's language. Applied where documents are read for the site, so every field a template
 * shows (perex, lists, meta texts, image alt texts of relations) names the current facts.
 */
export async function withSettingsFacts<T>(value: T, locale: Locale): Promise<T> {
  // A procedure's {cena} first: its price comes from the document itself, not from Settings.
  return fillContactPlaceholdersDeep(fillPricePlaceholdersDeep(value, locale), contactFacts(await getSettings(locale), locale))
}

/** listDocuments (./payload) with the placeholders filled. */
export async function listFilledDocuments<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  query: Parameters<typeof listDocuments<C>>[2],
): Promise<DataFromCollectionSlug<C>[]> {
  return withSettingsFacts(await listDocuments(collection, locale, query), locale)
}
