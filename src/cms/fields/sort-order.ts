import type { Field } from 'payload'
import { tx } from '../i18n'

/** Lower numbers come first in every list that is sorted by hand. */
export const sortOrderField: Field = {
  name: 'sortOrder',
  label: tx('Pořadí', 'Sort order'),
  type: 'number',
  defaultValue: 0,
  admin: { description: tx('Nižší číslo je výš.', 'Lower numbers come first.') },
}
