import type { MetadataRoute } from 'next'
import { seoFieldNames } from '@/cms/fields/common'
import { templateCollections } from '@/content/documents'
import { payloadClient } from '@/content/payload'
import { getRouteTable } from '@/content/routes'
import type { Template } from '@/routing/paths'
import { siteUrl } from '@/routing/site-url'
import { renderAtRequestWithoutBuildDatabase } from '@/server/build-mode'
import { documentKey, sitemapEntries } from '@/seo/sitemap-entries'

/** When each published document last changed, for <lastmod>, and which ones staff marked noindex. */
async function lastChanges(): Promise<{ changes: Map<string, string>; noindex: Set<string> }> {
  const payload = await payloadClient()
  const changes = new Map<string, string>()
  const noindex = new Set<string>()
  await Promise.all(
    (Object.entries(templateCollections) as [Template, (typeof templateCollections)[Template]][]).map(async ([template, collection]) => {
      const result = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: false, select: { updatedAt: true, [seoFieldNames.noindex]: true } })
      for (const doc of result.docs) {
        const key = documentKey({ template, id: doc.id })
        changes.set(key, doc.updatedAt)
        if ((doc as Record<string, unknown>)[seoFieldNames.noindex] === true) noindex.add(key)
      }
    }),
  )
  return { changes, noindex }
}

/**
 * Every public page in every language it exists in, with its alternates. Built with the site and
 * kept static; the CMS hooks' revalidatePath('/', 'layout') covers this route too (every route
 * carries the root layout tag), so publishing or unpublishing refreshes it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built without a database in production: then rendered per request (cheap, crawlers only).
  await renderAtRequestWithoutBuildDatabase()
  const [table, { changes, noindex }] = await Promise.all([getRouteTable(), lastChanges()])
  // A page staff asked search engines not to index is not offered to them either.
  const indexable = { ...table, entries: table.entries.filter((entry) => !noindex.has(documentKey(entry))) }
  return sitemapEntries(indexable, changes, siteUrl())
}
