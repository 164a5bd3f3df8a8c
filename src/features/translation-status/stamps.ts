import type { CollectionBeforeChangeHook, CollectionConfig, Field, PayloadRequest } from 'payload'
import { defaultLocale } from '@/routing/locales'
import { tx } from '@/platform/cms/i18n'

/**
 * When each language of a document was last saved as a translation, and when its Czech text last
 * changed (issue 30, translation status; issue 42: only text counts). A translation saved before
 * the Czech text changed is outdated. Stamps rather than versions: versions exist only for
 * collections with drafts and are not kept per language. See docs/decisions/0073-translation-status.md.
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
type Data = Record<string, unknown>

const textTypes = new Set(['text', 'textarea', 'richText'])
// The stamps themselves, and the ids Payload gives array and block rows: bookkeeping, not text.
const notText = new Set(['translationSavedAt', 'sourceChangedAt', 'id'])

/** The words of a rich text (Lexical JSON), with its block structure: formatting, links and editor bookkeeping left out. */
function richTextWords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(richTextWords)
  if (!node || typeof node !== 'object') return node ?? null
  const { type, tag, text, children, root } = node as Record<string, unknown>
  if (root) return richTextWords(root)
  return [type, tag ?? null, text ?? null, ...(Array.isArray(children) ? children.map(richTextWords) : [])]
}

/** An empty text is no text: the admin sends '' where the Local API left null. */
const textValue = (type: string, value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return null
  return type === 'richText' ? richTextWords(value) : value
}

/**
 * The text one language of a field holds: its localized text, textarea and rich-text values, also
 * inside groups, arrays and blocks; numbers, dates, relations, media, checkboxes and selects are not
 * text, so a changed price amount or photo changes nothing here. Array rows count by position.
 */
function textOf(field: Field, value: unknown, localized = false): unknown {
  const inLocalized = localized || ('localized' in field && field.localized === true)
  if (textTypes.has(field.type)) return inLocalized ? textValue(field.type, value) : undefined
  const row = (fields: Fields, data: unknown) => textsOf(fields, (data ?? {}) as Data, inLocalized)
  if (field.type === 'group' && 'name' in field && field.name) return row(field.fields, value)
  if (field.type === 'array') return Array.isArray(value) ? value.map((item) => row(field.fields, item)) : []
  if (field.type === 'blocks')
    return Array.isArray(value)
      ? value.map((item: Data) => {
          const block = field.blocks.find((candidate) => candidate.slug === item?.blockType)
          return [item?.blockType ?? null, block ? row(block.fields, item) : null]
        })
      : []
  return undefined
}

/** The text of every top-level data key of `fields` (unnamed groups, rows, collapsibles and unnamed tabs hold top-level keys). */
function textsOf(fields: Fields, data: Data, localized = false): Record<string, unknown> {
  const texts: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          texts[tab.name] = textsOf(tab.fields, (data[tab.name] ?? {}) as Data, localized || tab.localized === true)
        else Object.assign(texts, textsOf(tab.fields, data, localized))
      }
    } else if (!('name' in field) || !field.name) {
      if ('fields' in field && Array.isArray(field.fields)) Object.assign(texts, textsOf(field.fields, data, localized))
    } else if (!notText.has(field.name)) {
      const text = textOf(field, data[field.name], localized)
      if (text !== undefined) texts[field.name] = text
    }
  }
  return texts
}

/** A stable form (keys sorted) for comparing texts. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

/** Does the save change the text of its language? */
const changesText = (fields: Fields, data: Data, before: Data | undefined) =>
  canonical(textsOf(fields, data)) !== canonical(textsOf(fields, before ?? {}))

/**
 * The request context of a save that writes shared fields (prices) through a language without
 * anyone having checked that language's text: the spreadsheet import. It stamps a translation only
 * when it changes its text.
 */
export const notATranslationSave = { translationNotChecked: true } as const

/**
 * The Czech text and source stamp visitors see (the published version), when the document has drafts
 * and is published: a draft edited back to it changes nothing.
 */
async function publishedCzech(req: PayloadRequest, collection: CollectionConfig, id: unknown): Promise<Data | undefined> {
  if (!collection.versions || typeof collection.versions !== 'object' || !collection.versions.drafts || id == null) return undefined
  const doc = (await req.payload
    .findByID({
      collection: collection.slug as never,
      id: id as number,
      locale: defaultLocale,
      fallbackLocale: false,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)) as Data | null
  return doc?._status === 'published' ? doc : undefined
}

/**
 * A Czech save that changes the Czech text stamps the source (a price, a photo or a relation is not
 * text); a Czech draft whose text is back to the published one takes the published stamp again.
 * A save in a language stamps that translation (its form saved after checking it), except a save
 * that only carries shared fields through it (`notATranslationSave`) and leaves its text as it was.
 * (Payload hands this hook the whole document merged with what the save sends.)
 */
export const stampTranslation: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection, operation, context }) => {
  const locale = req.locale
  if (!locale || locale === 'all') return data
  const now = new Date().toISOString()
  const fields = collection.fields
  const previous = originalDoc?.sourceChangedAt ?? null
  const changed = operation === 'create' || changesText(fields, data, originalDoc)
  data.translationSavedAt = changed || !context?.translationNotChecked ? now : (originalDoc?.translationSavedAt ?? null)
  if (locale !== defaultLocale || !changed) data.sourceChangedAt = previous
  else if (operation === 'create') data.sourceChangedAt = now
  else {
    const published = await publishedCzech(req, collection, originalDoc?.id)
    const backToPublished = published && !changesText(fields, data, published)
    data.sourceChangedAt = backToPublished ? (published.sourceChangedAt ?? null) : now
  }
  return data
}

/** A page-like collection with its translation stamps (the collections listed in ./status.ts). */
export function withTranslationStamps<T extends CollectionConfig>(config: T): T {
  return {
    ...config,
    fields: [...config.fields, ...translationStampFields],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), stampTranslation] },
  }
}
