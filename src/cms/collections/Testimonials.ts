import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { tagsField } from '../fields/common'
import { sortOrderField } from '../fields/sort-order'
import { adminGroups, tx } from '../i18n'
import { listView } from './list-view'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: tx('Reference', 'Testimonial'), plural: tx('Reference', 'Testimonials') },
  admin: listView({ title: 'name', group: adminGroups.content, columns: ['name', 'info', 'procedure', 'sortOrder'], search: ['name'] }),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'name', label: tx('Jméno', 'Name'), type: 'text', required: true },
    { name: 'info', label: tx('Krátký nadpis', 'Short heading'), type: 'text', localized: true },
    { name: 'content', label: tx('Text reference', 'Testimonial text'), type: 'textarea', localized: true, required: true },
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
    sortOrderField,
    tagsField,
  ],
}
