import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/platform/cms/access'
import { nameField } from '@/cms/fields/common'
import { optionsFrom } from '@/platform/cms/options'
import { sortOrderField } from '@/cms/fields/sort-order'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { withTranslationStamps } from '@/features/translation-status/stamps'

/** The groups of the category strip on the procedures page. */
const categoryGroupLabels = {
  'plastic-surgery': tx('Plastická chirurgie', 'Plastic surgery'),
  dermatology: tx('Dermatologie', 'Dermatology'),
  combination: tx('Kombinace zákroků', 'Combination of procedures'),
}

export const ProcedureCategories: CollectionConfig = withTranslationStamps({
  slug: 'procedure-categories',
  labels: { singular: tx('Kategorie zákroků', 'Procedure category'), plural: tx('Kategorie zákroků', 'Procedure categories') },
  admin: listView('name', adminGroups.procedures, ['name', 'group', 'isOrthopedics', 'sortOrder']),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    nameField,
    {
      name: 'group',
      label: tx('Skupina', 'Group'),
      type: 'select',
      required: true,
      defaultValue: 'plastic-surgery',
      options: optionsFrom(categoryGroupLabels),
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
})
