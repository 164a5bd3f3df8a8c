import type { MetadataRoute } from 'next'
import { templateCollections } from '@/content/documents'
import { payloadClient } from '@/content/payload'
import { getRouteTable } from '@/content/routes'
import type { Template } from '@/routing/paths'
import { siteUrl } from '@/routing/site-url'
import { documentKey, sitemapEntries } from '@/seo/sitemap-entries'

/** When each published document last changed, for <lastmod>. */
async function lastChanges(): Promise<Map<string, string>> {
  const payload = await payloadClient()
  const changes = new Map<string, string>()
  await Promise.all(
    (Object.entries(templateCollections) as [Template, (typeof templateCollections)[Template]][]).map(async ([template, collection]) => {
      const result = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: false, select: { updatedAt: true } })
      for (const doc of result.docs) changes.set(documentKey({ template, id: doc.id }), doc.updatedAt)
    }),
  )
  return changes
}

/**
 * Every public page in every language it exists in, with its alternates. Built with the site and
 * kept static; the CMS hooks' revalidatePath('/', 'layout') covers this route too (every route
 * carries the root layout tag), so publishing or unpublishing refreshes it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, changes] = await Promise.all([getRouteTable(), lastChanges()])
  return sitemapEntries(table, changes, siteUrl())
}
