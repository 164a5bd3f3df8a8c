import type { CollectionAdminOptions } from 'payload'
import type { AdminText } from '../i18n'

interface ListView {
  /** The field that names a document in the admin (lists, relationship pickers, the edit view's title). */
  title: string
  /** Its section of the admin's navigation (one of adminGroups). */
  group: AdminText
  /** The list's columns, in order. */
  columns: string[]
  /** The fields the list's search box looks in; without it, the title field only. */
  search?: string[]
  /** A text above the list. */
  description?: AdminText
}

/** The admin options nearly every collection sets: what names a document, where it sits and what its list shows. */
export function listView({ title, group, columns, search, description }: ListView): CollectionAdminOptions {
  return {
    useAsTitle: title,
    group,
    defaultColumns: columns,
    ...(search && { listSearchableFields: search }),
    ...(description && { description }),
  }
}
