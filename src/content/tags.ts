import 'server-only'
import type { Locale } from '@/routing/locales'
import { listFilledDocuments } from './filled'

/** Collections whose items carry tags, so that a page can show the items sharing its tags. */
export type TaggedCollection =
  | 'testimonials'
  | 'gallery-items'
  | 'before-after'
  | 'videos'
  | 'statistics'
  | 'procedures'
  | 'people'
  | 'posts'

/** Items that share at least one of the tags, in their collection's order. */
export async function findByTags<C extends TaggedCollection>(collection: C, tags: string[], locale: Locale) {
  if (tags.length === 0) return []
  return listFilledDocuments(collection, locale, { depth: 1, where: { tags: { in: tags } } })
}
