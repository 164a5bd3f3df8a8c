import type { CollectionAdminOptions } from 'payload'
import type { AdminText } from './i18n'

/**
 * The admin options nearly every collection sets: the field that names a document (in lists,
 * relationship pickers and the edit view's title), the collection's section of the admin's
 * navigation (one of adminGroups), the list's columns in order, and the fields its search box
 * looks in (without them, the title field only).
 */
export function listView(titleField: string, group: AdminText, columns: string[], searchFields?: string[]): CollectionAdminOptions {
  return { useAsTitle: titleField, group, defaultColumns: columns, ...(searchFields && { listSearchableFields: searchFields }) }
}
