import type { MetadataRoute } from 'next'
import { getPublishedDocuments } from '@/content/documents'
import { getRouteTable } from '@/content/routes'
import { siteUrl } from '@/routing/site-url'
import { renderAtRequestWithoutBuildDatabase } from '@/platform/server/build-mode'
import { documentKey, sitemapEntries } from '@/seo/sitemap-entries'

/**
 * Every public page in every language it exists in, with its alternates. Built with the site and
 * kept static; it records that it lists every page-like collection (getPublishedDocuments), so a
 * save of any of them refreshes it (src/platform/cache/revalidate.ts).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built without a database in production: then rendered per request (cheap, crawlers only).
  await renderAtRequestWithoutBuildDatabase()
  const [table, documents] = await Promise.all([getRouteTable(), getPublishedDocuments()])
  // When each published document last changed, for <lastmod>.
  const changes = new Map(documents.map((doc) => [documentKey(doc), doc.updatedAt]))
  // A page staff asked search engines not to index is not offered to them either.
  const noindex = new Set(documents.filter((doc) => doc.noindex).map(documentKey))
  const indexable = { ...table, entries: table.entries.filter((entry) => !noindex.has(documentKey(entry))) }
  return sitemapEntries(indexable, changes, siteUrl())
}
