import type { Field } from 'payload'

/**
 * Walks a collection's or global's fields (Payload's sanitized config) to turn a document read
 * with `locale: 'all'` into its package form and back. The package form keeps every language of
 * localized fields (`{ cs, en, de }`), arrays in their order without row ids, and relations as
 * references by stable key (`{ $ref: collection, key }`) instead of database ids.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
export type Ref = { $ref: string; key: string }

/**
 * Fields a document gets from the database, its file or its saves, not from its content (the
 * translation stamps record when a save happened: src/features/translation-status/stamps.ts).
 */
const generated = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt', 'sourceChangedAt', 'translationSavedAt'])
/** Upload fields derived from the file itself (the file is in the package; Payload derives them again). */
const uploadDerived = new Set(['filename', 'url', 'thumbnailURL', 'filesize', 'width', 'height', 'mimeType', 'sizes'])

export type Walk = {
  /** The stable key of the document `id` of `collection`, or null when it is not known (then the relation is dropped). */
  keyOf?: (collection: string, id: unknown) => string | null
  /** The id in the target database of a reference; undefined when it cannot be set yet (created later). */
  idOf?: (ref: Ref) => number | string | undefined
  upload?: boolean
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const isRef = (value: unknown): value is Ref => isObject(value) && typeof value.$ref === 'string' && typeof value.key === 'string'

type Named = Field & { name: string }

/** Data fields with a name, with rows, collapsibles, unnamed groups and unnamed tabs flattened (they hold no data of their own). */
function dataFields(fields: Field[], upload: boolean): Named[] {
  const out: Named[] = []
  for (const field of fields) {
    // A group without a name (the SEO area) keeps its fields at the top level of the data, like a row.
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name)))
      out.push(...dataFields(field.fields, false))
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) out.push({ ...tab, type: 'group', name: tab.name } as unknown as Named)
        else out.push(...dataFields(tab.fields, false))
      }
    } else if ('name' in field && field.name) {
      if (field.type === 'ui' || field.type === 'join') continue
      if ('virtual' in field && field.virtual) continue
      if (generated.has(field.name)) continue
      if (upload && uploadDerived.has(field.name)) continue
      out.push(field as Named)
    }
  }
  return out
}

function relationTarget(field: Named): string | string[] {
  return (field as { relationTo: string | string[] }).relationTo
}

/** One document (or group, row, block) to its package form. */
export function toPackage(fields: Field[], data: Record<string, unknown>, walk: Walk): JsonObject {
  const out: JsonObject = {}
  for (const field of dataFields(fields, Boolean(walk.upload))) {
    const value = data[field.name]
    if (value === undefined) continue
    if ('localized' in field && field.localized && isObject(value)) {
      const perLocale: JsonObject = {}
      for (const [locale, localeValue] of Object.entries(value)) {
        if (localeValue === undefined || localeValue === null) continue
        perLocale[locale] = valueToPackage(field, localeValue, walk)
      }
      out[field.name] = perLocale
    } else out[field.name] = valueToPackage(field, value, walk)
  }
  return out
}

function valueToPackage(field: Named, value: unknown, walk: Walk): Json {
  if (value === null || value === undefined) return null
  const inner = { ...walk, upload: false }
  switch (field.type) {
    case 'group':
      return isObject(value) ? toPackage(field.fields, value, inner) : null
    case 'array':
      return Array.isArray(value) ? value.map((row) => toPackage(field.fields, row as Record<string, unknown>, inner)) : []
    case 'blocks':
      return Array.isArray(value)
        ? value.map((block) => {
            const config = field.blocks.find((candidate) => candidate.slug === (block as { blockType: string }).blockType)
            return { blockType: (block as { blockType: string }).blockType, ...toPackage(config?.fields ?? [], block, inner) }
          })
        : []
    case 'relationship':
    case 'upload': {
      const target = relationTarget(field)
      const one = (item: unknown): Json => {
        if (Array.isArray(target)) {
          if (!isObject(item)) return null
          const key = walk.keyOf?.(String(item.relationTo), idOfValue(item.value))
          return key === null || key === undefined ? null : { $ref: String(item.relationTo), key }
        }
        const key = walk.keyOf?.(target, idOfValue(item))
        return key === null || key === undefined ? null : { $ref: target, key }
      }
      if (Array.isArray(value)) return value.map(one).filter((item) => item !== null)
      return one(value)
    }
    case 'richText':
      return richTextToPackage(value, walk)
    default:
      return value as Json
  }
}

const idOfValue = (value: unknown): unknown => (isObject(value) && 'id' in value ? value.id : value)

/** Lexical nodes that point at a document (upload nodes, internal links) carry `{ relationTo, value }`. */
function richTextToPackage(value: unknown, walk: Walk): Json {
  if (Array.isArray(value)) return value.map((item) => richTextToPackage(item, walk))
  if (!isObject(value)) return value as Json
  const out: JsonObject = {}
  for (const [key, item] of Object.entries(value)) out[key] = richTextToPackage(item, walk)
  if (typeof value.relationTo === 'string' && 'value' in value && value.value !== null) {
    const key = walk.keyOf?.(value.relationTo, idOfValue(value.value))
    out.value = key === null || key === undefined ? null : { $ref: value.relationTo, key }
  }
  return out
}

/**
 * The write data of one language from the package form: localized fields in `locale` (left out when
 * the package has none in it), the other fields as they are, references as ids of the target
 * database. `deferred` is set when a reference could not be resolved yet.
 */
export function fromPackage(
  fields: Field[],
  data: JsonObject,
  locale: string,
  walk: Walk & { deferred?: { value: boolean } },
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of dataFields(fields, Boolean(walk.upload))) {
    if (!(field.name in data)) continue
    let value: Json | undefined = data[field.name]
    if ('localized' in field && field.localized) {
      value = isObject(value) ? value[locale] : undefined
      if (value === undefined) continue
    }
    out[field.name] = valueFromPackage(field, value, locale, walk)
  }
  return out
}

function valueFromPackage(field: Named, value: Json, locale: string, walk: Walk & { deferred?: { value: boolean } }): unknown {
  if (value === null) return null
  const inner = { ...walk, upload: false }
  switch (field.type) {
    case 'group':
      return isObject(value) ? fromPackage(field.fields, value, locale, inner) : null
    case 'array':
      return Array.isArray(value) ? value.map((row) => fromPackage(field.fields, row as JsonObject, locale, inner)) : []
    case 'blocks':
      return Array.isArray(value)
        ? value.map((block) => {
            const blockType = (block as { blockType: string }).blockType
            const config = field.blocks.find((candidate) => candidate.slug === blockType)
            return { blockType, ...fromPackage(config?.fields ?? [], block as JsonObject, locale, inner) }
          })
        : []
    case 'relationship':
    case 'upload': {
      const polymorphic = Array.isArray(relationTarget(field))
      const one = (item: Json): unknown => {
        if (!isRef(item)) return undefined
        const id = walk.idOf?.(item)
        if (id === undefined) {
          if (walk.deferred) walk.deferred.value = true
          return undefined
        }
        return polymorphic ? { relationTo: item.$ref, value: id } : id
      }
      if (Array.isArray(value)) return value.map(one).filter((item) => item !== undefined)
      return one(value) ?? null
    }
    case 'richText':
      return richTextFromPackage(value, walk)
    default:
      return value
  }
}

function richTextFromPackage(value: Json, walk: Walk & { deferred?: { value: boolean } }): unknown {
  if (Array.isArray(value)) return value.map((item) => richTextFromPackage(item, walk))
  if (!isObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = richTextFromPackage(item, walk)
  if (typeof value.relationTo === 'string' && isRef(value.value)) {
    const id = walk.idOf?.(value.value)
    if (id === undefined && walk.deferred) walk.deferred.value = true
    out.value = id ?? null
  }
  return out
}

/** Every reference in a package document, with the path it sits at (for error messages). */
export function referencesOf(value: Json, path = ''): { ref: Ref; path: string }[] {
  if (isRef(value)) return [{ ref: value, path }]
  if (Array.isArray(value)) return value.flatMap((item, index) => referencesOf(item, `${path}[${index}]`))
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => referencesOf(item as Json, path ? `${path}.${key}` : key))
  return []
}

/** JSON with its object keys sorted: the same content gives the same text (package files, comparisons). */
export function canonicalJson(value: unknown, indent = 0): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort)
    if (isObject(item))
      return Object.fromEntries(
        Object.keys(item)
          .filter((key) => item[key] !== undefined)
          .sort()
          .map((key) => [key, sort(item[key])]),
      )
    return item
  }
  return JSON.stringify(sort(value), null, indent)
}
