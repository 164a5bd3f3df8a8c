import 'server-only'
import { payloadClient } from '@/content/payload'
import type { Locale } from '@/routing/locales'
import { type SearchHit, searchLocaleIndex } from './engine'
import { liveSearchIndex } from './live-index'
import { recordMiss } from './misses'
import { tidyQuery } from './normalize'

// One index per process, also when Next bundles this module into several routes.
const holder = globalThis as typeof globalThis & { clinicSearchIndex?: ReturnType<typeof liveSearchIndex> }
holder.clinicSearchIndex ??= liveSearchIndex(payloadClient)
const indexFor = holder.clinicSearchIndex

export interface SiteSearchAnswer {
  query: string
  locale: Locale
  results: SearchHit[]
  /** Time spent answering on the server, in milliseconds (sent as Server-Timing by the API). */
  took: number
}

/**
 * Searches the site in one language. `countFrom`: a search a visitor sent (the form), whose miss is
 * counted for staff, with the visitor's rate-limit key (src/platform/server/client-ip.ts); the as-you-type
 * requests are not counted, or every half-typed word would be.
 */
export async function searchSite(locale: Locale, rawQuery: string, { countFrom }: { countFrom?: string } = {}): Promise<SiteSearchAnswer> {
  const started = performance.now()
  const query = tidyQuery(rawQuery)
  const results = query ? searchLocaleIndex(await indexFor(locale), query) : []
  const took = performance.now() - started
  if (countFrom !== undefined && query && results.length === 0) await recordMiss(await payloadClient(), locale, query, countFrom)
  return { query, locale, results, took }
}
