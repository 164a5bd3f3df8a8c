import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { defaultLocale } from '@/routing/locales'
import { tx } from '../i18n'

/**
 * When each language of a document was last saved, and when its Czech text last changed (issue 30,
 * translation status). A translation saved before the Czech text changed is outdated. Stamps rather
 * than versions: versions exist only for collections with drafts and are not kept per language.
 * See docs/decisions.md, "Translation status".
 */
export const translationStampFields: Field[] = [
  // Set by the hook below in the language being saved; never edited by hand.
  // Hidden in the form, but named in the versions' comparison (issue 42: it read "Translation Saved At").
  {
    name: 'translationSavedAt',
    label: tx('Překlad uložen', 'Translation saved'),
    type: 'date',
    localized: true,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  },
  {
    name: 'sourceChangedAt',
    label: tx('Český text změněn', 'Czech text changed'),
    type: 'date',
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  },
]

type Fields = readonly Field[]

/** The names of the top-level data keys that hold text per language (localized, or a group/array holding such). */
function localizedKeys(fields: Fields): string[] {
  const keys: string[] = []
  const holdsLocalized = (field: Field): boolean =>
    ('localized' in field && field.localized === true) ||
    ('fields' in field && Array.isArray(field.fields) && field.fields.some(holdsLocalized)) ||
    (field.type === 'tabs' && field.tabs.some((tab) => tab.fields.some(holdsLocalized)))
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (tab.fields.some(holdsLocalized)) keys.push(tab.name)
        } else keys.push(...localizedKeys(tab.fields))
      }
    } else if (!('name' in field) || !field.name) {
      if ('fields' in field && Array.isArray(field.fields)) keys.push(...localizedKeys(field.fields))
    } else if (field.name !== 'translationSavedAt' && holdsLocalized(field)) keys.push(field.name)
  }
  return keys
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Stamps the saved language; a change of any Czech text also stamps the source. */
export const stampTranslation: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection, operation }) => {
  const locale = req.locale
  if (!locale || locale === 'all') return data
  const now = new Date().toISOString()
  data.translationSavedAt = now
  const previous = originalDoc?.sourceChangedAt ?? null
  if (locale === defaultLocale) {
    const changed =
      operation === 'create' || localizedKeys(collection.fields).some((key) => key in data && !same(data[key], originalDoc?.[key]))
    data.sourceChangedAt = changed ? now : previous
  } else data.sourceChangedAt = previous
  return data
}

/** A page-like collection with its translation stamps (the collections listed in ./collections.ts). */
export function withTranslationStamps<T extends CollectionConfig>(config: T): T {
  return {
    ...config,
    fields: [...config.fields, ...translationStampFields],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), stampTranslation] },
  }
}
