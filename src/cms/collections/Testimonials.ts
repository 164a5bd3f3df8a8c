import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { taggedItems } from './tagged-items'

export const Testimonials = taggedItems({
  slug: 'testimonials',
  labels: { singular: tx('Reference', 'Testimonial'), plural: tx('Reference', 'Testimonials') },
  admin: listView('name', adminGroups.content, ['name', 'info', 'procedure', 'sortOrder'], ['name']),
  fields: [
    { name: 'name', label: tx('Jméno', 'Name'), type: 'text', required: true },
    { name: 'info', label: tx('Krátký nadpis', 'Short heading'), type: 'text', localized: true },
    { name: 'content', label: tx('Text reference', 'Testimonial text'), type: 'textarea', localized: true, required: true },
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
  ],
})
