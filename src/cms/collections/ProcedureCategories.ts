import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { sortOrderField } from '../fields/sort-order'
import { adminGroups, tx } from '../i18n'
import { listView } from './list-view'

export const ProcedureCategories: CollectionConfig = {
  slug: 'procedure-categories',
  labels: { singular: tx('Kategorie zákroků', 'Procedure category'), plural: tx('Kategorie zákroků', 'Procedure categories') },
  admin: listView({ title: 'name', group: adminGroups.procedures, columns: ['name', 'group', 'isOrthopedics', 'sortOrder'] }),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'name', label: tx('Název', 'Name'), type: 'text', localized: true, required: true },
    {
      name: 'group',
      label: tx('Skupina', 'Group'),
      type: 'select',
      required: true,
      defaultValue: 'plastic-surgery',
      options: [
        { label: tx('Plastická chirurgie', 'Plastic surgery'), value: 'plastic-surgery' },
        { label: tx('Dermatologie', 'Dermatology'), value: 'dermatology' },
        { label: tx('Kombinace zákroků', 'Combination of procedures'), value: 'combination' },
      ],
      admin: { description: tx('Skupina v pruhu kategorií na stránce zákroků.', 'Group in the category strip of the procedures page.') },
    },
    { name: 'isOrthopedics', label: tx('Ortopedie', 'Orthopaedics'), type: 'checkbox', defaultValue: false },
    { ...sortOrderField, required: true },
    { name: 'iconImage', label: tx('Ikona', 'Icon'), type: 'upload', relationTo: 'media' },
    {
      name: 'procedures',
      label: tx('Zákroky v kategorii', 'Procedures in this category'),
      type: 'join',
      collection: 'procedures',
      on: 'category',
      defaultSort: 'sortOrder',
      defaultLimit: 100,
    },
  ],
}
