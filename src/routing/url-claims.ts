import { type Locale, locales } from './locales'
import { templatePath } from './url-paths'
import { type RouteKey, routeKeyPaths, routeKeys } from './fixed-paths'
import { type RoutableDocument, type RouteEntry, type RouteTable, resolvePath } from './route-table'
import { reservedSegmentOf } from './reserved'
import { searchPaths } from './search-paths'

/** Why a document may not have a path: it belongs to the site, to a fixed page, or to another document. */
export type UrlClaim =
  | { kind: 'reserved'; locale: Locale; path: string; segment: string }
  | { kind: 'fixed'; locale: Locale; path: string; routeKey: RouteKey; entry?: RouteEntry }
  | { kind: 'document'; locale: Locale; path: string; entry: RouteEntry }

function fixedRouteKeyAt(locale: Locale, path: string): RouteKey | undefined {
  return routeKeys.find((routeKey) => routeKeyPaths[routeKey][locale] === path)
}

const isSameDocument = (entry: RouteEntry, doc: RoutableDocument) => entry.template === doc.template && String(entry.id) === String(doc.id)

/**
 * The paths a document would have (one per language it has a slug in) that are not free: checked
 * against the reserved segments, the fixed pages (also when their page is not in the database) and
 * the documents in `table`, which holds the URLs others own.
 */
export function takenPaths(table: RouteTable, doc: RoutableDocument): UrlClaim[] {
  if (doc.template === 'page' && doc.routeKey) return []
  const claims: UrlClaim[] = []
  for (const locale of locales) {
    const slug = doc.slugs[locale]
    if (!slug) continue
    const path = templatePath(doc.template, locale, slug)
    // The search page's path in this language belongs to the site too (search-paths.ts).
    const segment = reservedSegmentOf(path) ?? (path.toLowerCase() === searchPaths[locale] ? path : undefined)
    if (segment) {
      claims.push({ kind: 'reserved', locale, path, segment })
      continue
    }
    const routeKey = fixedRouteKeyAt(locale, path)
    const entry = resolvePath(table, locale, path)
    if (routeKey) claims.push({ kind: 'fixed', locale, path, routeKey, entry })
    else if (entry && !isSameDocument(entry, doc)) claims.push({ kind: 'document', locale, path, entry })
  }
  return claims
}
