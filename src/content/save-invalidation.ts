/**
 * Which cached pages a save marks stale (the site's policy; src/platform/cache/revalidate.ts carries
 * it out, src/platform/cache/README.md tells the whole way from a save to a refreshed page).
 */
import { cacheTags } from '@/platform/cache/cache-tags'
import { everything, type Invalidation, type InvalidationPolicy, type SavedDocument as Doc } from '@/platform/cache/revalidate'
import { templateOfCollection } from '@/routing/live-documents'

/**
 * The fields the address table (routes, menus, links, the language switcher) is made of, and a
 * procedure's category (whether the header's strip names a category).
 */
const routingFields = ['slug', 'title', 'name', 'routeKey', 'hasDetailPage', '_status', 'category']

/**
 * A relationship as its id: the saved document comes to afterChange populated (Payload runs
 * afterRead first), the previous one as stored.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value
}

function routingChanged(doc: Doc, previousDoc: Doc): boolean {
  if (!previousDoc || !doc) return true
  return routingFields.some((field) => JSON.stringify(comparable(doc[field])) !== JSON.stringify(comparable(previousDoc[field])))
}

/** What a change of one document touches. `previousDoc` is absent for a new or deleted document. */
export function tagsOfDocumentChange(collection: string, doc: Doc, previousDoc: Doc): Invalidation {
  const id = (doc?.id ?? previousDoc?.id) as number | string
  const tags = [cacheTags.document(collection, id), cacheTags.collection(collection)]
  if (templateOfCollection(collection) && routingChanged(doc, previousDoc)) tags.push(cacheTags.routes)
  if (collection === 'popups') {
    for (const version of [doc, previousDoc]) if (typeof version?.lang === 'string') tags.push(cacheTags.popups(version.lang))
  }
  return tags
}

/** Settings' facts (name, phone, hours, widgets) are on every page, robots.txt and the manifest too. */
export function tagsOfGlobalChange(slug: string): Invalidation {
  return slug === 'settings' ? everything : [cacheTags.global(slug)]
}

export const saveInvalidation: InvalidationPolicy = { documentChange: tagsOfDocumentChange, globalChange: tagsOfGlobalChange }
