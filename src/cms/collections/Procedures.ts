import type { CollectionConfig } from 'payload'
import { isContentStaff, publishedOrStaff } from '../access'
import { localizedRichText, metaDescField, tagsField } from '../fields/common'
import { slugField } from '../fields/slug'
import { requiredInCzech } from '../fields/validation'

export const Procedures: CollectionConfig = {
  slug: 'procedures',
  admin: {
    useAsTitle: 'name',
    group: 'Procedures',
    defaultColumns: ['name', 'category', 'slug', 'sortOrder', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
  },
  defaultSort: 'sortOrder',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  access: { read: publishedOrStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', localized: true, validate: requiredInCzech },
    slugField({ from: 'name', description: 'URL part after /zakroky/, /en/procedures/ or /de/eingriffe/. A procedure without a slug in a language is not offered there.' }),
    { name: 'category', type: 'relationship', relationTo: 'procedure-categories', index: true, admin: { position: 'sidebar' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'perex', type: 'textarea', localized: true },
    metaDescField,
    tagsField,
    localizedRichText('content'),
    localizedRichText('whatToKnow', 'What to know'),
    {
      name: 'prices',
      type: 'array',
      labels: { singular: 'Price', plural: 'Prices' },
      admin: { description: 'Indicative prices in CZK; the final price is set at the consultation.' },
      fields: [
        { name: 'name', type: 'text', localized: true, validate: requiredInCzech },
        { name: 'amount', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'doctors', label: 'Performing doctors', type: 'relationship', relationTo: 'people', hasMany: true },
    { name: 'combinations', label: 'Frequent combinations', type: 'relationship', relationTo: 'procedures', hasMany: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
  ],
}
