import 'server-only'
import { unstable_cache } from 'next/cache'
import type { FlattenedBlock, FlattenedField, Payload } from 'payload'
import { cacheTags } from './cache-tags'

/**
 * What a cached page shows, recorded on the page itself, so that a save marks stale only the
 * pages that show what changed (src/platform/cache/revalidate.ts) instead of the whole site.
 *
 * Next keeps, with each cached page, the tags of every `unstable_cache` its render called, and
 * `revalidateTag` marks those pages stale (Next's documented behaviour for tagged data). The
 * value cached here is a placeholder: the reads themselves stay uncached (Payload answers them),
 * only their tags reach the page.
 */
export async function dependsOn(tags: Iterable<string>): Promise<void> {
  // Outside Next's server (scripts, tests) nothing is cached, so there is nothing to record.
  if (!process.env.NEXT_RUNTIME) return
  const unique = [...new Set(tags)].sort()
  // Next accepts at most 128 tags per call.
  for (let start = 0; start < unique.length; start += TAGS_PER_CALL) {
    const part = unique.slice(start, start + TAGS_PER_CALL)
    await unstable_cache(recorded, ['page-depends-on', ...part], { tags: part })()
  }
}

const TAGS_PER_CALL = 100
const recorded = async () => true

type Fields = readonly FlattenedField[]
type Doc = Record<string, unknown>

const isDoc = (value: unknown): value is Doc & { id: number | string } =>
  value !== null && typeof value === 'object' && (typeof (value as Doc).id === 'number' || typeof (value as Doc).id === 'string')

function fieldsOf(payload: Payload, source: { collection: string } | { global: string }): Fields {
  if ('collection' in source)
    return payload.collections[source.collection as keyof typeof payload.collections]?.config.flattenedFields ?? []
  return payload.globals.config.find((global) => global.slug === source.global)?.flattenedFields ?? []
}

/** A related document a read carried: tagged by its own id, and what it carries in turn. */
function relatedDocument(payload: Payload, collection: string, value: unknown, tags: Set<string>, level: number): void {
  if (!isDoc(value)) return // not populated (an id only): nothing of it is shown
  tags.add(cacheTags.document(collection, value.id))
  documentTags(payload, fieldsOf(payload, { collection }), value, tags, level + 1)
}

/** Rich text (and JSON) holds its links and pictures as `{ relationTo, value }` nodes. */
function embeddedDocuments(payload: Payload, value: unknown, tags: Set<string>, level: number): void {
  if (value === null || typeof value !== 'object' || level > MAX_LEVEL) return
  if (Array.isArray(value)) {
    for (const item of value) embeddedDocuments(payload, item, tags, level)
    return
  }
  const node = value as Doc
  if (typeof node.relationTo === 'string' && isDoc(node.value)) relatedDocument(payload, node.relationTo, node.value, tags, level)
  for (const child of Object.values(node)) embeddedDocuments(payload, child, tags, level + 1)
}

const MAX_LEVEL = 24

/**
 * Walks a read's result along its fields and tags every related document it carries (a procedure's
 * doctors, its pictures, the procedures a category joins), so that saving one of them marks this
 * page stale, and saving an unrelated one does not.
 */
function documentTags(payload: Payload, fields: Fields, data: unknown, tags: Set<string>, level: number): void {
  if (data === null || typeof data !== 'object' || level > MAX_LEVEL) return
  const record = data as Doc
  for (const field of fields) {
    const value = record[field.name]
    if (value === undefined || value === null) continue
    switch (field.type) {
      case 'relationship':
      case 'upload':
        for (const item of [value].flat()) {
          if (typeof field.relationTo === 'string') relatedDocument(payload, field.relationTo, item, tags, level)
          else if (item && typeof item === 'object')
            relatedDocument(payload, String((item as Doc).relationTo), (item as Doc).value, tags, level)
        }
        break
      case 'join': {
        // A join lists the documents pointing here: a new one must show too. Inside a related
        // document, a join that came back as ids only shows nothing.
        const docs = (value as { docs?: unknown[] }).docs ?? []
        if (level === 0 || docs.some(isDoc)) for (const slug of [field.collection].flat()) tags.add(cacheTags.collection(slug))
        for (const item of docs) {
          if (typeof field.collection === 'string') relatedDocument(payload, field.collection, item, tags, level)
          else if (item && typeof item === 'object')
            relatedDocument(payload, String((item as Doc).relationTo), (item as Doc).value, tags, level)
        }
        break
      }
      case 'array':
        for (const row of [value].flat()) documentTags(payload, field.flattenedFields, row, tags, level + 1)
        break
      case 'group':
      case 'tab':
        documentTags(payload, field.flattenedFields, value, tags, level + 1)
        break
      case 'blocks':
        for (const row of [value].flat()) {
          const type = (row as Doc | null)?.blockType
          const block = [...(field.blocks ?? []), ...(field.blockReferences ?? [])]
            .map((candidate) => (typeof candidate === 'string' ? (payload.blocks as Record<string, FlattenedBlock>)[candidate] : candidate))
            .find((candidate) => candidate?.slug === type)
          if (block) documentTags(payload, block.flattenedFields, row, tags, level + 1)
        }
        break
      case 'richText':
      case 'json':
        embeddedDocuments(payload, value, tags, level + 1)
        break
      default:
        break
    }
  }
}

/** Where a read's documents come from: a collection (each document tagged by its id) or a global. */
export type ReadSource = { collection: string } | { global: string }

/**
 * Records on the page being rendered what a read returned: the read's own tags (its document, its
 * collection for a listing, its global) and every related document and upload it carries.
 */
export async function dependsOnRead(payload: Payload, source: ReadSource, tags: string[], result: unknown): Promise<void> {
  const all = new Set(tags)
  const fields = fieldsOf(payload, source)
  // One document: its own tag. A list is covered by its collection's tag (in `tags`).
  if ('collection' in source && isDoc(result)) all.add(cacheTags.document(source.collection, result.id))
  for (const doc of [result].flat()) documentTags(payload, fields, doc, all, 0)
  await dependsOn(all)
}
