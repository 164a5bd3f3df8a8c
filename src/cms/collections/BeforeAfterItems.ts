import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { tagsField } from '../fields/common'
import { sortOrderField } from '../fields/sort-order'
import { adminGroups, tx } from '../i18n'
import { listView } from './list-view'

export const BeforeAfterItems: CollectionConfig = {
  slug: 'before-after',
  labels: { singular: tx('Před a po', 'Before and after'), plural: tx('Před a po', 'Before and after') },
  admin: listView({ title: 'title', group: adminGroups.content, columns: ['title', 'procedure', 'sortOrder'] }),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'title', label: tx('Název', 'Title'), type: 'text', localized: true, required: true },
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
    {
      type: 'row',
      fields: [
        { name: 'before', label: tx('Před', 'Before'), type: 'upload', relationTo: 'media', required: true },
        { name: 'after', label: tx('Po', 'After'), type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'textarea', localized: true },
    sortOrderField,
    tagsField,
  ],
}
