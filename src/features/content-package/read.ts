import type { CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { type JsonObject, toPackage } from './fields'
import { packageCollections, packageGlobals } from './scope'

/** One document of a package: its stable key, the published version and a newer draft, and its file. */
export type PackageDocument = {
  collection: string
  key: string
  published?: JsonObject
  draft?: JsonObject
  file?: { name: string; sha256?: string; mimeType: string }
}
export type PackageGlobal = { global: string; data: JsonObject }
export type Content = {
  /** Per collection: key → document and its id in this database. */
  collections: Map<string, Map<string, { id: number | string; doc: PackageDocument }>>
  globals: Map<string, PackageGlobal>
}

type Raw = Record<string, unknown> & { id: number | string }

export function fieldsOf(payload: Payload, collection: string): Field[] {
  return payload.collections[collection as CollectionSlug].config.fields
}

export function globalFieldsOf(payload: Payload, global: string): Field[] {
  const config = payload.globals.config.find((item) => item.slug === global)
  if (!config) throw new Error(`No global "${global}" in the configuration.`)
  return config.fields
}

export function hasDrafts(payload: Payload, collection: string): boolean {
  const versions = payload.collections[collection as CollectionSlug].config.versions
  return Boolean(versions && typeof versions === 'object' && versions.drafts)
}

async function readAll(payload: Payload, collection: string, draft: boolean, req?: PayloadRequest): Promise<Raw[]> {
  const result = await payload.find({
    collection: collection as CollectionSlug,
    locale: 'all',
    depth: 0,
    draft,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  return result.docs as unknown as Raw[]
}

/**
 * The database's public content in package form. Keys first (a key may need another document's key:
 * a gallery item is known by its image), then every document with its references as keys.
 */
export async function readContent(payload: Payload, req?: PayloadRequest): Promise<Content> {
  const keys = new Map<string, Map<string, string>>()
  const keyOf = (collection: string, id: unknown) => keys.get(collection)?.get(String(id)) ?? null
  const raws = new Map<string, { published: Raw[]; latest: Map<string, Raw> }>()

  for (const { slug, keyOf: naturalKey, upload } of packageCollections) {
    const published = await readAll(payload, slug, false, req)
    const latest = hasDrafts(payload, slug) ? await readAll(payload, slug, true, req) : published
    raws.set(slug, { published, latest: new Map(latest.map((doc) => [String(doc.id), doc])) })
    const taken = new Map<string, number>()
    const collectionKeys = new Map<string, string>()
    for (const doc of published) {
      const base =
        (upload
          ? typeof doc.filename === 'string'
            ? doc.filename
            : null
          : naturalKey(toPackage(fieldsOf(payload, slug), doc, { keyOf }))) ?? 'untitled'
      // Two documents with the same natural key: the later one (by creation) gets " #2", " #3"…
      const seen = (taken.get(base) ?? 0) + 1
      taken.set(base, seen)
      collectionKeys.set(String(doc.id), seen === 1 ? base : `${base} #${seen}`)
    }
    keys.set(slug, collectionKeys)
  }

  const collections: Content['collections'] = new Map()
  for (const { slug, upload } of packageCollections) {
    const { published, latest } = raws.get(slug) as { published: Raw[]; latest: Map<string, Raw> }
    const fields = fieldsOf(payload, slug)
    const drafts = hasDrafts(payload, slug)
    const byKey = new Map<string, { id: number | string; doc: PackageDocument }>()
    for (const raw of published) {
      const key = keyOf(slug, raw.id) as string
      const doc: PackageDocument = { collection: slug, key }
      const walk = { keyOf, upload }
      const newest = latest.get(String(raw.id)) ?? raw
      if (!drafts || raw._status === 'published') doc.published = toPackage(fields, raw, walk)
      // A draft newer than the published version (or a document never published).
      if (drafts && newest._status === 'draft') doc.draft = toPackage(fields, newest, walk)
      if (upload && typeof raw.filename === 'string')
        doc.file = { name: raw.filename, mimeType: typeof raw.mimeType === 'string' ? raw.mimeType : 'application/octet-stream' }
      byKey.set(key, { id: raw.id, doc })
    }
    collections.set(slug, byKey)
  }

  const globals: Content['globals'] = new Map()
  for (const slug of packageGlobals) {
    const raw = (await payload.findGlobal({
      slug: slug as GlobalSlug,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
    })) as unknown as Record<string, unknown>
    globals.set(slug, { global: slug, data: toPackage(globalFieldsOf(payload, slug), raw, { keyOf }) })
  }
  return { collections, globals }
}
