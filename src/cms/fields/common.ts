import type { Field, TextFieldSingleValidation } from 'payload'
import { refuseUnsafeLinks } from '../hooks/safe-links'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'
import { requiredInCzech } from './validation'

/** A canonical URL override: an absolute https URL, or a path on this site ("/…", not "//host"). */
export function isCanonicalTarget(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(value)
  } catch {
    return false
  }
}

const validateCanonical: TextFieldSingleValidation = (value, { req }) => {
  if (value === null || value === undefined || value.trim() === '') return true
  return isCanonicalTarget(value.trim())
    ? true
    : adminMessage(
        req,
        tx(
          'Zadejte celou adresu začínající https:// (např. https://www.example.cz/clanek) nebo cestu na tomto webu začínající lomítkem (např. /zakroky/botox).',
          'Enter a full address starting with https:// (e.g. https://www.example.com/article) or a path on this site starting with a slash (e.g. /zakroky/botox).',
        ),
      )
}

/**
 * Field names of the SEO area, for code that reads them outside the collections (page metadata,
 * the sitemap, which leaves out `noindex` documents).
 */
export const seoFieldNames = {
  description: 'metaDesc',
  title: 'seoTitle',
  image: 'seoImage',
  noindex: 'noindex',
  canonical: 'canonicalUrl',
} as const

const metaDescription = {
  name: seoFieldNames.description,
  label: tx('Meta popis', 'Meta description'),
  type: 'textarea',
  localized: true,
  maxLength: 300,
  admin: {
    description: tx(
      'Text pod odkazem ve výsledcích vyhledávání a při sdílení; asi 155 znaků. Kontakty pište zástupnými značkami ({telefon}, {email}, {adresa}, {hodiny}), cenu zákroku jako {cena}: web doplní aktuální údaje.',
      'The text under the link in search results and shared links; about 155 characters. Write contact facts as placeholders ({phone}, {email}, {address}, {hours}) and a procedure’s price as {price}: the site fills in the current values.',
    ),
  },
} satisfies Field

/**
 * One SEO area in the sidebar of page-like documents (pages, procedures, posts, job offers; people
 * so far only the meta description, see metaDescField). The group has no name, so its fields stay
 * top-level data (`metaDesc` keeps its column).
 */
export const seoFields: Field = {
  type: 'group',
  label: tx('SEO a sdílení', 'SEO and sharing'),
  admin: { position: 'sidebar' },
  fields: [
    {
      name: seoFieldNames.title,
      label: tx('SEO titulek', 'SEO title'),
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: {
        description: tx(
          'Celý titulek stránky ve vyhledávačích, na kartě prohlížeče a při sdílení (asi 60 znaků). Prázdný = název dokumentu a název kliniky.',
          'The whole page title in search results, the browser tab and shared links (about 60 characters). Empty = the document’s name and the clinic’s name.',
        ),
      },
    },
    metaDescription,
    {
      name: seoFieldNames.image,
      label: tx('Obrázek pro sdílení', 'Share image'),
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: tx(
          'Náhled při sdílení na sociálních sítích (ideálně 1200 × 630 px). Prázdný = obrázek dokumentu, jinak výchozí obrázek webu.',
          'The preview when shared on social networks (ideally 1200 × 630 px). Empty = the document’s own picture, else the site’s default image.',
        ),
      },
    },
    {
      name: seoFieldNames.noindex,
      label: tx('Skrýt před vyhledávači (noindex)', 'Hide from search engines (noindex)'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: tx(
          'Stránka zůstane dostupná na své adrese, ale vyhledávače ji nezařadí do výsledků a nebude v mapě webu.',
          'The page stays reachable at its address, but search engines leave it out of their results and it is left out of the sitemap.',
        ),
      },
    },
    {
      name: seoFieldNames.canonical,
      label: tx('Kanonická adresa', 'Canonical URL'),
      type: 'text',
      localized: true,
      validate: validateCanonical,
      admin: {
        description: tx(
          'Jen když je hlavní verze tohoto obsahu jinde: https://… nebo cesta na tomto webu /…. Prázdná = adresa této stránky.',
          'Only when the main version of this content is elsewhere: https://… or a path on this site /…. Empty = this page’s address.',
        ),
      },
    },
  ],
}

/**
 * The meta description alone, for People until it gets the whole SEO area (see seoFields): adding
 * the area's non-localized columns to People in the same migration that rebuilds its table hits a
 * drizzle-kit SQLite bug (the rebuild copies the new columns from the old table).
 */
export const metaDescField: Field = { ...metaDescription, admin: { ...metaDescription.admin, position: 'sidebar' } }

/** The title of a document that must have one in every language (documents, videos, before-and-after pairs). */
export const titleField: Field = { name: 'title', label: tx('Název', 'Title'), type: 'text', localized: true, required: true }

/** The name of a category, required in every language. */
export const nameField: Field = { name: 'name', label: tx('Název', 'Name'), type: 'text', localized: true, required: true }

/** A translatable text only the Czech version must have (see requiredInCzech): the names and titles of page-like documents. */
export function textRequiredInCzech(name: string, label: AdminText): Field {
  return { name, label, type: 'text', localized: true, validate: requiredInCzech }
}

export function localizedRichText(name: string, label: AdminText = tx('Obsah', 'Content')): Field {
  return { name, label, type: 'richText', localized: true, hooks: { beforeValidate: [refuseUnsafeLinks] } }
}

/** Items carry tags and can be filtered by shared tags (spec §3). */
export const tagsField: Field = {
  name: 'tags',
  label: tx('Štítky', 'Tags'),
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    description: tx(
      'Volné štítky, podle kterých se vybírají položky do sekcí, např. „prsa“.',
      'Free tags used to pick items for a section, e.g. "breast".',
    ),
  },
}
