import type { FieldHook } from 'payload'
import { nestedRequest } from '@/platform/nested-request'

/**
 * An empty sort order puts the item after every other item of its collection (the highest + 10),
 * so a new team member lands at the end of the list instead of jumping to the top with 0.
 */
export const placeLastWhenEmpty: FieldHook = async ({ value, collection, originalDoc, req }) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (!collection) return value
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  const { docs } = await req.payload.find({
    collection: collection.slug,
    where: { and: [{ sortOrder: { exists: true } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    sort: '-sortOrder',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  const highest = (docs[0] as { sortOrder?: number | null } | undefined)?.sortOrder
  return (typeof highest === 'number' ? highest : 0) + 10
}
