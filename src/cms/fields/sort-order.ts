import type { NumberField } from 'payload'
import { placeLastWhenEmpty } from '../hooks/sort-order'
import { tx } from '@/platform/cms/i18n'

/** Lower numbers come first in every list that is sorted by hand. */
export const sortOrderField: NumberField = {
  name: 'sortOrder',
  label: tx('Pořadí', 'Sort order'),
  type: 'number',
  defaultValue: 0,
  admin: { description: tx('Nižší číslo je výš.', 'Lower numbers come first.') },
}

/**
 * The sort order in the sidebar, where an empty one places the item last: a new team member or
 * procedure lands at the end of its list instead of jumping to the top with 0.
 */
export const sortOrderLastWhenEmptyField: NumberField = {
  name: 'sortOrder',
  label: tx('Pořadí', 'Sort order'),
  type: 'number',
  hooks: { beforeChange: [placeLastWhenEmpty] },
  admin: {
    position: 'sidebar',
    description: tx('Nižší číslo je výš. Prázdné: na konec seznamu.', 'Lower numbers come first. Empty: at the end of the list.'),
  },
}
