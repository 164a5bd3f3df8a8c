import type { Payload } from 'payload'
import { type Locale, locales } from '@/routing/locales'
import { buildLocaleIndex, type LocaleIndex } from './engine'
import { loadIndexStamp, loadSearchDocuments, loadSynonyms } from './load'

/** How old the index may be before a query asks the database whether anything changed. */
export const stampCheckEveryMs = 2000

interface Built {
  stamp: string
  indexes: Record<Locale, LocaleIndex>
}

/**
 * The search index of this process: built in memory from the database and rebuilt when the
 * database's stamp (src/features/search/load.ts) differs from the one it was built from. A query checks the
 * stamp at most every 2 s, so every instance finds a published change within about 2 s of the
 * next query, and no instance keeps state of its own that could drift. Concurrent queries share
 * one check and one rebuild.
 */
export function liveSearchIndex(payloadOf: () => Promise<Payload>, checkEveryMs = stampCheckEveryMs) {
  let built: Built | undefined
  let checkedAt = 0
  let pending: Promise<Built> | undefined

  async function refresh(): Promise<Built> {
    const payload = await payloadOf()
    const stamp = await loadIndexStamp(payload)
    checkedAt = Date.now()
    if (built?.stamp === stamp) return built
    const [documents, synonyms] = await Promise.all([loadSearchDocuments(payload), loadSynonyms(payload)])
    const indexes = Object.fromEntries(
      locales.map((locale) => [locale, buildLocaleIndex(locale, documents[locale], synonyms[locale])]),
    ) as Record<Locale, LocaleIndex>
    built = { stamp, indexes }
    return built
  }

  return async function indexFor(locale: Locale): Promise<LocaleIndex> {
    if (!built || Date.now() - checkedAt >= checkEveryMs) {
      pending ??= refresh().finally(() => {
        pending = undefined
      })
      return (await pending).indexes[locale]
    }
    return built.indexes[locale]
  }
}
