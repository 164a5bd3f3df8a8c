import { defaultLocale, isLocale, type Locale } from './locales'
import { localizedHref } from './url-paths'

/**
 * The site search's page in each language (inside the language's prefix): /hledat, /en/search,
 * /de/suche. Part of the route table's address space (no document may take these paths, see
 * url-claims.ts) but not of its documents, so the sitemap never lists them.
 */
export const searchPaths = { cs: 'hledat', en: 'search', de: 'suche' } as const satisfies Record<Locale, string>

/** Where Next renders the search page inside /[locale] (the proxy rewrites the public paths there). */
export const searchRouteSegment = 'site-search'

export function searchHref(locale: Locale, query?: string): string {
  const href = localizedHref(locale, searchPaths[locale])
  return query ? `${href}?q=${encodeURIComponent(query)}` : href
}

/** The language whose search page this public URL path is, if it is one. */
export function searchPageLocale(pathname: string): Locale | undefined {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/')
  if (segments.length === 1) return segments[0] === searchPaths[defaultLocale] ? defaultLocale : undefined
  const [prefix, path] = segments
  if (segments.length === 2 && isLocale(prefix) && prefix !== defaultLocale && searchPaths[prefix] === path) return prefix
  return undefined
}
