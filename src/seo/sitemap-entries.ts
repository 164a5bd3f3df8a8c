import type { MetadataRoute } from 'next'
import { firstByLocale, locales } from '@/routing/locales'
import { hrefsOf, type RouteEntry, type RouteTable } from '@/routing/route-table'

/** Next writes sitemap values into the XML as they are, so URLs are escaped here. */
function xmlUrl(href: string, origin: string): string {
  return new URL(href, `${origin}/`).href
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export const documentKey = (entry: Pick<RouteEntry, 'template' | 'id'>) => `${entry.template}:${entry.id}`

/**
 * One sitemap entry per page and language, each listing all languages of its document
 * (itself included) and x-default, which is the Czech page: Czech is the site's default.
 * The route table holds only live URLs (a redirect's source is not one: the page would win), and
 * each URL is listed once even if the table were ever built with a path twice.
 */
export function sitemapEntries(table: RouteTable, updatedAt: Map<string, string>, origin: string): MetadataRoute.Sitemap {
  const listed = new Set<string>()
  return table.entries.flatMap((entry) => {
    const hrefs = hrefsOf(entry)
    const languages: Record<string, string> = {}
    for (const locale of locales) {
      const href = hrefs[locale]
      if (href) languages[locale] = xmlUrl(href, origin)
    }
    const xDefault = firstByLocale<string>(languages)
    if (xDefault) languages['x-default'] = xDefault
    const lastModified = updatedAt.get(documentKey(entry))
    return locales.flatMap((locale) => {
      const url = languages[locale]
      if (!url || listed.has(url)) return []
      listed.add(url)
      return [{ url, lastModified, alternates: { languages } }]
    })
  })
}
