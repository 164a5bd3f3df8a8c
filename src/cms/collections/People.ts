import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'
import { localizedRichText, metaDescField, tagsField } from '../fields/common'
import { slugField } from '../fields/slug'

export const PersonCategories: CollectionConfig = {
  slug: 'person-categories',
  labels: { singular: 'Person category', plural: 'Person categories' },
  admin: { useAsTitle: 'name', group: 'Team', defaultColumns: ['name', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    useAsTitle: 'name',
    group: 'Team',
    defaultColumns: ['name', 'position', 'hasDetailPage', 'sortOrder'],
    listSearchableFields: ['name', 'slug'],
  },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({
      from: 'name',
      localized: false,
      description: 'The doctor page lives at /mudr-{slug} in every language. Left empty, it is made from the name.',
    }),
    { name: 'hasDetailPage', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'isHeadPhysician', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'position', type: 'text', localized: true },
    { name: 'perex', type: 'textarea', localized: true },
    metaDescField,
    tagsField,
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'categories', type: 'relationship', relationTo: 'person-categories', hasMany: true },
    localizedRichText('content'),
    {
      name: 'highScores',
      label: 'Past work',
      type: 'array',
      fields: [{ name: 'what', type: 'text', localized: true, required: true }],
    },
    { name: 'procedures', label: 'Procedures performed', type: 'relationship', relationTo: 'procedures', hasMany: true },
  ],
}
