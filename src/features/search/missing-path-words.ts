import { routeKeyPaths } from '@/routing/fixed-paths'
import { isLocale } from '@/routing/locales'

/** Request header in which the proxy hands the 404 page the address that was not found. */
export const missingPathHeader = 'x-clinic-missing-path'

/** Path segments that say where, not what: listing prefixes of every language. */
const listingSegments = new Set(Object.values(routeKeyPaths).flatMap((paths) => Object.values(paths).map((path) => path.toLowerCase())))

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The words of an address that was not found, to search for instead: "/zakroky/zvetseni-prsu-cena"
 * gives "zvetseni prsu cena". The language prefix, listing segments, "mudr" and file endings are
 * left out, and words of letters only are kept, at most six.
 */
export function missingPathWords(pathname: string | null | undefined): string {
  if (!pathname) return ''
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean).map(decoded)
  if (isLocale(segments[0])) segments.shift()
  const words = segments
    .filter((segment) => !listingSegments.has(segment.toLowerCase()))
    .map((segment) => segment.replace(/\.(html?|php|aspx?)$/i, ''))
    .flatMap((segment) => segment.split(/[^\p{L}]+/u))
    .filter((word) => word.length > 1 && word.toLowerCase() !== 'mudr')
  return words.slice(0, 6).join(' ')
}
