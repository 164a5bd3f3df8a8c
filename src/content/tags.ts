import 'server-only'
import type { Locale } from '@/routing/locales'
import { payloadClient } from './payload'

/** Collections whose items carry tags (spec §3: items can be filtered by shared tags). */
export type TaggedCollection = 'testimonials' | 'gallery-items' | 'before-after' | 'videos' | 'statistics' | 'procedures' | 'people' | 'posts'

/** Items that share at least one of the tags, in their collection's order. */
export async function findByTags<C extends TaggedCollection>(collection: C, tags: string[], locale: Locale) {
  if (tags.length === 0) return []
  const payload = await payloadClient()
  const result = await payload.find({
    collection,
    locale,
    fallbackLocale: 'cs',
    pagination: false,
    depth: 1,
    overrideAccess: false,
    where: { tags: { in: tags } },
  })
  return result.docs
}
