import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'

export const ProcedureCategories: CollectionConfig = {
  slug: 'procedure-categories',
  labels: { singular: 'Procedure category', plural: 'Procedure categories' },
  admin: { useAsTitle: 'name', group: 'Procedures', defaultColumns: ['name', 'group', 'isOrthopedics', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'plastic-surgery',
      options: [
        { label: 'Plastic surgery', value: 'plastic-surgery' },
        { label: 'Dermatology', value: 'dermatology' },
        { label: 'Combination of procedures', value: 'combination' },
      ],
      admin: { description: 'Group in the category strip of the procedures page.' },
    },
    { name: 'isOrthopedics', type: 'checkbox', defaultValue: false },
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 0 },
    { name: 'iconImage', type: 'upload', relationTo: 'media' },
    {
      name: 'procedures',
      type: 'join',
      collection: 'procedures',
      on: 'category',
      defaultSort: 'sortOrder',
      defaultLimit: 100,
    },
  ],
}
