import type { Payload } from 'payload'
import type { Locale } from '@/routing/locales'
import { clientIpHash } from '@/platform/server/client-ip'
import { missListedFromAddresses } from './collections'
import { foldedWords } from './normalize'

/**
 * The form in which a query without results is counted, or null when it is not counted. A visitor
 * may type anything into a search box, their name or phone number too: only short queries of at
 * most four words made of letters are kept (no digits, no @, no URLs), folded to lower case
 * without diacritics, so a count says what was missed and nothing about who.
 */
export function countableMiss(query: string, locale: Locale): string | null {
  if (/[\d@/:\\]/.test(query)) return null
  const words = foldedWords(query, locale)
  if (words.length === 0 || words.length > 4) return null
  if (words.some((word) => word.length < 2 || word.length > 30)) return null
  const folded = words.join(' ')
  return folded.length <= 60 ? folded : null
}

/**
 * Counts one search that found nothing, asked from `addressKey` (the visitor's rate-limit key,
 * src/platform/server/client-ip.ts: an IPv6 address by its /64). Staff see it once enough different
 * addresses asked (missListedFromAddresses); only keyed hashes of those are kept, and only until
 * then. Never throws: counting must not break the search.
 */
export async function recordMiss(payload: Payload, locale: Locale, query: string, addressKey: string): Promise<void> {
  const folded = countableMiss(query, locale)
  if (!folded) return
  const key = `${locale}:${folded}`
  const addressHash = clientIpHash(addressKey)
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = await payload.find({
        collection: 'search-misses',
        where: { key: { equals: key } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const now = new Date().toISOString()
      const existing = found.docs[0]
      if (existing) {
        await payload.update({
          collection: 'search-misses',
          id: existing.id,
          data: { count: (existing.count ?? 0) + 1, lastSearchedAt: now, ...addressesAfter(existing, addressHash) },
          overrideAccess: true,
          depth: 0,
        })
        return
      }
      try {
        await payload.create({
          collection: 'search-misses',
          data: { key, query: folded, language: locale, count: 1, lastSearchedAt: now, ...addressesAfter(null, addressHash) },
          overrideAccess: true,
          depth: 0,
        })
        return
      } catch {
        // Another request created the row a moment ago (the key is unique): count on it instead.
      }
    }
  } catch (error) {
    payload.logger.warn({ err: error }, 'Counting a search without result failed')
  }
}

type AddressCount = { addresses?: number | null; addressHashes?: string | null }

/** The address count with one more search from `hash`: a new address counts, up to the listing threshold. */
function addressesAfter(existing: AddressCount | null, hash: string): { addresses: number; addressHashes: string | null } {
  const known = existing ? (existing.addressHashes ?? '').split(' ').filter(Boolean) : []
  const counted = existing ? (existing.addresses ?? known.length) : 0
  if (counted >= missListedFromAddresses) return { addresses: counted, addressHashes: null }
  const hashes = known.includes(hash) ? known : [...known, hash]
  const addresses = Math.max(counted, hashes.length)
  // Listed: the hashes have done their work and are not kept.
  return addresses >= missListedFromAddresses ? { addresses, addressHashes: null } : { addresses, addressHashes: hashes.join(' ') }
}
