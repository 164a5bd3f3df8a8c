import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/platform/cms/access'
import { tagsField } from '../fields/common'
import { sortOrderField } from '../fields/sort-order'

/**
 * Items that page sections pick by their tags, in the order editors give them (testimonials,
 * gallery, before-and-after pairs, statistics): everyone reads them, admins and editors maintain
 * them, and their fields end with the sort order and the tags.
 */
export function taggedItems({ fields, ...collection }: CollectionConfig): CollectionConfig {
  return { ...collection, defaultSort: 'sortOrder', access: publicContentAccess, fields: [...fields, sortOrderField, tagsField] }
}
