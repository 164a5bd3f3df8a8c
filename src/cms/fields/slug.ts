import type { Field, FieldHook } from 'payload'
import { slugify, slugPattern } from '@/routing/slugify'

/** Fills an empty slug from the title field (in the language being edited) and normalises typed ones. */
const slugFromSource =
  (sourceField: string): FieldHook =>
  ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = siblingData?.[sourceField]
    return typeof source === 'string' && source.trim() ? slugify(source) : value
  }

interface SlugOptions {
  /** The field the slug is generated from when left empty. */
  from: string
  localized?: boolean
  /** Required slugs: documents that always have a URL. */
  required?: boolean
  description?: string
}

export function slugField({ from, localized = true, required = false, description }: SlugOptions): Field {
  return {
    name: 'slug',
    type: 'text',
    localized,
    index: true,
    required,
    admin: {
      position: 'sidebar',
      description: description ?? 'Part of the URL. Left empty, it is made from the title (accents removed: "Zvětšení prsou" → "zvetseni-prsou").',
    },
    hooks: { beforeValidate: [slugFromSource(from)] },
    validate: (value: unknown) => {
      if (value === null || value === undefined || value === '') return required ? 'A slug is required.' : true
      return typeof value === 'string' && slugPattern.test(value)
        ? true
        : 'Use lowercase letters, digits and hyphens only, e.g. "zvetseni-prsou".'
    },
  }
}
