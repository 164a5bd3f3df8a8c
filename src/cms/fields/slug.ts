import type { Field, FieldHook, TextFieldSingleValidation } from 'payload'
import { personSlug, slugify, slugPattern } from '@/routing/slugify'
import { redirectChangedUrls, refuseTakenUrls, validateSlugUrl } from '../hooks/slug-urls'
import { slugLabel } from '../hooks/url-messages'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'

/** Fills an empty slug from the title field (in the language being edited) and normalises typed ones. */
const slugFromSource =
  (sourceField: string, normalize: (slug: string) => string): FieldHook =>
  ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim()) return normalize(slugify(value))
    const source = siblingData?.[sourceField]
    return typeof source === 'string' && source.trim() ? normalize(slugify(source)) : value
  }

/** A duplicated document would claim the original's URL: the copy gets its own slug. */
const slugOfCopy: FieldHook = ({ value }) => (typeof value === 'string' && value ? `${value}-kopie` : value)

interface SlugOptions {
  /** The field the slug is generated from when left empty. */
  from: string
  localized?: boolean
  /** Required slugs: documents that always have a URL. */
  required?: boolean
  description?: AdminText
  /** Applied to every slug after slugify, typed or generated (people drop their degrees). */
  normalize?: (slug: string) => string
}

/**
 * The URL part of a document. Its URL must be free in every language the document has a slug in
 * (no other document, fixed page or reserved path has it), and changing it on a published
 * document redirects the old URL to the new one (src/cms/hooks/slug-urls.ts).
 */
export function slugField({ from, localized = true, required = false, description, normalize = (slug) => slug }: SlugOptions): Field {
  return {
    name: 'slug',
    label: slugLabel,
    type: 'text',
    localized,
    index: true,
    required,
    admin: {
      position: 'sidebar',
      // On a new document the slug follows the title as it is typed, until staff type their own.
      components: {
        Field: {
          path: '/cms/fields/SlugField#SlugField',
          clientProps: { sourceField: from, ...(normalize === personSlug ? { normalize: 'person' } : {}) },
        },
      },
      description:
        description ??
        tx(
          'Část adresy stránky. Prázdný se vytvoří z názvu (bez diakritiky: „Zvětšení prsou“ → „zvetseni-prsou“).',
          'Part of the URL. Left empty, it is made from the title (accents removed: "Zvětšení prsou" → "zvetseni-prsou").',
        ),
    },
    hooks: {
      beforeValidate: [slugFromSource(from, normalize)],
      beforeChange: [refuseTakenUrls],
      afterChange: [redirectChangedUrls],
      beforeDuplicate: [slugOfCopy],
    },
    validate: (async (value, { req, event, id, collectionSlug, data }) => {
      if (value === null || value === undefined || value === '')
        return required ? adminMessage(req, tx('Slug je povinný.', 'A slug is required.')) : true
      if (typeof value !== 'string' || !slugPattern.test(value)) {
        return adminMessage(
          req,
          tx(
            'Použijte jen malá písmena bez diakritiky, číslice a pomlčky, např. „zvetseni-prsou“.',
            'Use lowercase letters, digits and hyphens only, e.g. "zvetseni-prsou".',
          ),
        )
      }
      return validateSlugUrl(value, { req, event, id, collectionSlug, data: data as Record<string, unknown>, localized })
    }) satisfies TextFieldSingleValidation,
  }
}
