import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'

/** Spec §3 Popup: shown when validFrom < now < validTo for the page's language (first match). */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: {
    useAsTitle: 'title',
    group: 'Site',
    defaultColumns: ['title', 'lang', 'validFrom', 'validTo', 'updatedAt'],
    listSearchableFields: ['title'],
    description: 'The first popup valid now for the visitor’s language is shown, once per browser session.',
  },
  defaultSort: 'validFrom',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'lang',
      label: 'Language',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Čeština', value: 'cs' },
        { label: 'English', value: 'en' },
        { label: 'Deutsch', value: 'de' },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'buttonText', type: 'text' },
    { name: 'buttonLink', type: 'text', admin: { description: 'A path on this site such as /kontakt#contact-form, or a full URL.' } },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'validTo',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: { validFrom?: string } }) =>
            !value || !siblingData.validFrom || new Date(String(value)) > new Date(siblingData.validFrom)
              ? true
              : 'The end must be after the start.',
        },
      ],
    },
  ],
}
