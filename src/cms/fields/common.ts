import type { Field } from 'payload'

export const metaDescField: Field = {
  name: 'metaDesc',
  label: 'Meta description',
  type: 'textarea',
  localized: true,
  maxLength: 300,
  admin: { position: 'sidebar', description: 'Shown by search engines; about 155 characters.' },
}

export function localizedRichText(name: string, label?: string): Field {
  return { name, label, type: 'richText', localized: true }
}

/** Items carry tags and can be filtered by shared tags (spec §3). */
export const tagsField: Field = {
  name: 'tags',
  type: 'text',
  hasMany: true,
  admin: { position: 'sidebar', description: 'Free tags used to pick items for a section, e.g. "breast".' },
}
