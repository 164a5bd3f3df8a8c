import { titleField } from '../fields/common'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { taggedItems } from './tagged-items'

export const BeforeAfterItems = taggedItems({
  slug: 'before-after',
  labels: { singular: tx('Před a po', 'Before and after'), plural: tx('Před a po', 'Before and after') },
  admin: listView('title', adminGroups.content, ['title', 'procedure', 'sortOrder']),
  fields: [
    titleField,
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
    {
      type: 'row',
      fields: [
        { name: 'before', label: tx('Před', 'Before'), type: 'upload', relationTo: 'media', required: true },
        { name: 'after', label: tx('Po', 'After'), type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'textarea', localized: true },
  ],
})
