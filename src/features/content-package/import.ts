import type { CollectionSlug, Field, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { defaultLocale, type Locale, locales } from '@/routing/locales'
import { withRowIds } from '@/cms/seed/localized'
import type { UploadCollection } from '@/platform/cms/storage'
import { uploadFiles } from '@/platform/cms/upload-files'
import { readArchive } from './archive'
import { canonicalJson, fromPackage, type Json, type JsonObject, type Ref, referencesOf } from './fields'
import { documentPath, filePath, formatName, formatVersion, globalPath, type Manifest, sha256 } from './package-format'
import { fieldsOf, globalFieldsOf, hasDrafts, type PackageDocument, readContent } from './read'
import { packageCollections, packageGlobals } from './scope'

/** A package the import refuses, with what is wrong where: file, document, field, language. */
export class PackageError extends Error {
  /**
   * What kind of refusal, for the admin's explanation: not a .tar.gz (or cut off), not this site's
   * package, a format version this site does not read, a file whose checksum differs, or a problem
   * with the content itself (the message names it).
   */
  readonly reason: 'archive' | 'format' | 'version' | 'damaged' | 'content'
  constructor(message: string, reason: PackageError['reason'] = 'content') {
    super(message)
    this.name = 'PackageError'
    this.reason = reason
  }
}

/** How far a running import is: documents and globals written of those it writes. */
export type ImportProgress = { written: number; toWrite: number }

export type Outcome = 'created' | 'changed' | 'unchanged'
export type CollectionReport = { created: number; changed: number; unchanged: number; leftAlone: number }
export type ImportReport = {
  dryRun: boolean
  collections: Record<string, CollectionReport>
  globals: Record<string, Outcome>
  documents: number
  filesUploaded: number
  seconds: number
}

type Entry = { doc: PackageDocument; path: string }

function parseJson(entries: Map<string, Buffer>, name: string, reason: PackageError['reason'] = 'content'): unknown {
  const data = entries.get(name)
  if (!data) throw new PackageError(`${name}: missing from the package.`, reason)
  try {
    return JSON.parse(data.toString('utf8'))
  } catch (error) {
    throw new PackageError(`${name}: not valid JSON (${(error as Error).message}).`, reason)
  }
}

/** The language a path of the package form is in, when one of its segments is a language code. */
function languageOf(path: string): string | null {
  const segment = path.split(/[.[\]]/).find((part) => (locales as readonly string[]).includes(part))
  return segment ?? null
}

/** Reads and checks the whole package before anything is written. */
export async function readPackage(
  archive: Buffer,
): Promise<{ manifest: Manifest; documents: Entry[]; globals: Map<string, JsonObject>; files: Map<string, Buffer> }> {
  let entries: Map<string, Buffer>
  try {
    entries = await readArchive(archive)
  } catch (error) {
    throw new PackageError(`Not a content package (.tar.gz): ${(error as Error).message}`, 'archive')
  }
  const manifest = parseJson(entries, 'manifest.json', 'format') as Manifest
  if (manifest?.format !== formatName)
    throw new PackageError(`manifest.json: "format" is ${JSON.stringify(manifest?.format)}, not "${formatName}".`, 'format')
  if (manifest.formatVersion !== formatVersion)
    throw new PackageError(
      `manifest.json: format version ${JSON.stringify(manifest.formatVersion)} is not supported (this version of the site reads version ${formatVersion}).`,
      'version',
    )
  const known = new Set(packageCollections.map((collection) => collection.slug))
  const documents: Entry[] = []
  for (const name of [...entries.keys()].filter((item) => item.startsWith('documents/')).sort()) {
    const doc = parseJson(entries, name) as PackageDocument
    if (!doc || typeof doc !== 'object' || typeof doc.key !== 'string' || typeof doc.collection !== 'string')
      throw new PackageError(`${name}: not a package document (it needs "collection" and "key").`)
    if (!known.has(doc.collection)) throw new PackageError(`${name}: "${doc.collection}" is not a collection a package may hold.`)
    if (name !== documentPath(doc.collection, doc.key))
      throw new PackageError(`${name}: its key ${JSON.stringify(doc.key)} belongs in ${documentPath(doc.collection, doc.key)}.`)
    if (!doc.published && !doc.draft)
      throw new PackageError(`${name}: ${doc.collection} "${doc.key}" has neither a published version nor a draft.`)
    const upload = packageCollections.find((collection) => collection.slug === doc.collection)?.upload
    if (upload) {
      if (!doc.file?.name) throw new PackageError(`${name}: ${doc.collection} "${doc.key}" names no file.`)
      const data = entries.get(filePath(doc.collection, doc.file.name))
      if (!data)
        throw new PackageError(
          `${name}: ${doc.collection} "${doc.key}": the file ${filePath(doc.collection, doc.file.name)} is missing from the package.`,
        )
      if (doc.file.sha256 && sha256(data) !== doc.file.sha256)
        throw new PackageError(
          `${filePath(doc.collection, doc.file.name)}: damaged (its SHA-256 differs from the one in ${name}).`,
          'damaged',
        )
    }
    documents.push({ doc, path: name })
  }
  const globals = new Map<string, JsonObject>()
  for (const slug of packageGlobals) {
    const name = globalPath(slug)
    if (!entries.has(name)) continue
    const global = parseJson(entries, name) as { global?: string; data?: JsonObject }
    if (global?.global !== slug || !global.data || typeof global.data !== 'object')
      throw new PackageError(`${name}: not the "${slug}" global of a package.`)
    globals.set(slug, global.data)
  }
  // Collections in their writing order; within one, the source's creation order (then keys the manifest does not list, sorted).
  const order = new Map(packageCollections.map((collection, index) => [collection.slug, index]))
  const created = new Map(
    Object.entries(manifest.order ?? {}).map(([collection, keys]) => [
      collection,
      new Map((Array.isArray(keys) ? keys : []).map((key, index) => [key, index])),
    ]),
  )
  const position = (doc: PackageDocument) => created.get(doc.collection)?.get(doc.key) ?? Number.MAX_SAFE_INTEGER
  documents.sort(
    (a, b) =>
      (order.get(a.doc.collection) ?? 0) - (order.get(b.doc.collection) ?? 0) ||
      position(a.doc) - position(b.doc) ||
      (a.doc.key < b.doc.key ? -1 : a.doc.key > b.doc.key ? 1 : 0),
  )
  return { manifest, documents, globals, files: entries }
}

/** Payload's validation errors as "field: message" pairs. */
function validationDetails(error: unknown): string {
  const data = (error as { data?: { errors?: { path?: string; field?: string; message?: string }[] } }).data
  const details = data?.errors?.map((item) => `field "${item.path ?? item.field}": ${item.message}`).join('; ')
  return details || (error as Error).message
}

/** Whether the package has any value of `locale` for this document: its data then differs from the language-free part. */
function hasLocale(fields: Field[], data: JsonObject, locale: string, upload: boolean): boolean {
  return canonicalJson(fromPackage(fields, data, locale, { upload })) !== canonicalJson(fromPackage(fields, data, '-', { upload }))
}

function localesOf(fields: Field[], data: JsonObject, upload: boolean): Locale[] {
  const present = locales.filter((locale) => hasLocale(fields, data, locale, upload))
  if (!present.length) return [defaultLocale]
  // Czech first when present: fields required in Czech are checked on the first write.
  return present.includes(defaultLocale) ? [defaultLocale, ...present.filter((locale) => locale !== defaultLocale)] : present
}

export async function importPackage(
  payload: Payload,
  archive: Buffer,
  { dryRun = false, onProgress }: { dryRun?: boolean; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportReport> {
  const started = Date.now()
  const pkg = await readPackage(archive)
  const files = uploadFiles()
  const filesBefore = new Map<UploadCollection, Set<string>>()
  for (const collection of ['media', 'documents'] as const)
    filesBefore.set(collection, new Set((await files.list(collection)).map((file) => file.name)))

  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter has transactions switched off.')
  /**
   * A request (and context) of its own for every write, all in the one transaction. Payload keeps
   * per-save state in the request's context and carries it into every later operation given that
   * request: the S3 storage plugin keeps the first upload there and, on each later save without a
   * file (every language after the first), stores that upload and its sizes again under the saved
   * document's names. One shared request left every image in the bucket the first one's bytes.
   */
  const newRequest = async (): Promise<PayloadRequest> => {
    const req = await createLocalReq({ context: { disableRevalidate: true, contentImport: true } }, payload)
    req.transactionID = transactionID
    return req
  }
  let filesUploaded = 0
  try {
    const existing = await readContent(payload, await newRequest())
    const inPackage = new Set(pkg.documents.map(({ doc }) => `${doc.collection}\u0000${doc.key}`))
    const ids = new Map<string, number | string>()
    for (const [collection, documents] of existing.collections)
      for (const [key, { id }] of documents) ids.set(`${collection}\u0000${key}`, id)

    // Every reference must lead to a document of the package or of the database.
    const check = (name: string, what: string, data: Json | undefined) => {
      for (const { ref, path } of referencesOf(data ?? null)) {
        const target = `${ref.$ref}\u0000${ref.key}`
        if (!inPackage.has(target) && !ids.has(target)) {
          const language = languageOf(path)
          throw new PackageError(
            `${name}: ${what}, field "${path}"${language ? ` (language ${language})` : ''}: refers to ${ref.$ref} "${ref.key}", which is neither in the package nor in the database.`,
          )
        }
      }
    }
    for (const { doc, path } of pkg.documents) {
      check(path, `${doc.collection} "${doc.key}"`, doc.published)
      check(path, `${doc.collection} "${doc.key}" (draft)`, doc.draft)
    }
    for (const [slug, data] of pkg.globals) check(globalPath(slug), `global ${slug}`, data)

    // What would change: compared with the database's own content in package form.
    const report: ImportReport = { dryRun, collections: {}, globals: {}, documents: pkg.documents.length, filesUploaded: 0, seconds: 0 }
    for (const { slug } of packageCollections) report.collections[slug] = { created: 0, changed: 0, unchanged: 0, leftAlone: 0 }
    const plan: { entry: Entry; outcome: Outcome; id?: number | string }[] = []
    for (const entry of pkg.documents) {
      const current = existing.collections.get(entry.doc.collection)?.get(entry.doc.key)
      const same =
        current &&
        canonicalJson(current.doc.published ?? null) === canonicalJson(entry.doc.published ?? null) &&
        canonicalJson(current.doc.draft ?? null) === canonicalJson(entry.doc.draft ?? null)
      const outcome: Outcome = !current ? 'created' : same ? 'unchanged' : 'changed'
      report.collections[entry.doc.collection][outcome]++
      plan.push({ entry, outcome, id: current?.id })
    }
    for (const [collection, documents] of existing.collections)
      for (const key of documents.keys()) if (!inPackage.has(`${collection}\u0000${key}`)) report.collections[collection].leftAlone++
    for (const [slug, data] of pkg.globals)
      report.globals[slug] = canonicalJson(existing.globals.get(slug)?.data ?? null) === canonicalJson(data) ? 'unchanged' : 'changed'

    if (!dryRun) {
      const progress: ImportProgress = {
        written: 0,
        toWrite:
          plan.filter((item) => item.outcome !== 'unchanged').length +
          Object.values(report.globals).filter((outcome) => outcome !== 'unchanged').length,
      }
      onProgress?.({ ...progress })
      const advance = () => {
        progress.written++
        onProgress?.({ ...progress })
      }
      const idOf = (ref: Ref) => ids.get(`${ref.$ref}\u0000${ref.key}`)
      const write = async (
        entry: Entry,
        id: number | string | undefined,
        data: JsonObject,
        draft: boolean,
      ): Promise<{ id: number | string; deferred: boolean }> => {
        const { doc, path } = entry
        const collection = doc.collection as CollectionSlug
        const upload = Boolean(packageCollections.find((item) => item.slug === doc.collection)?.upload)
        const fields = fieldsOf(payload, doc.collection)
        const deferred = { value: false }
        let saved: Record<string, unknown> | undefined
        for (const locale of localesOf(fields, data, upload)) {
          const values = fromPackage(fields, data, locale, { idOf, deferred, upload })
          const status = hasDrafts(payload, doc.collection) ? { _status: draft ? 'draft' : 'published' } : {}
          const body = { ...(withRowIds(values, saved) as Record<string, unknown>), ...status }
          try {
            if (id === undefined) {
              const file = doc.file && upload ? pkg.files.get(filePath(doc.collection, doc.file.name)) : undefined
              saved = (await payload.create({
                collection,
                locale,
                data: body as never,
                draft,
                depth: 0,
                overrideAccess: true,
                req: await newRequest(),
                ...(file && doc.file ? { file: { data: file, mimetype: doc.file.mimeType, name: doc.file.name, size: file.length } } : {}),
              })) as unknown as Record<string, unknown>
              id = saved.id as number | string
              if (file) filesUploaded++
            } else {
              saved = (await payload.update({
                collection,
                id,
                locale,
                data: body as never,
                draft,
                depth: 0,
                overrideAccess: true,
                req: await newRequest(),
              })) as unknown as Record<string, unknown>
            }
          } catch (error) {
            throw new PackageError(
              `${path}: ${doc.collection} "${doc.key}"${draft ? ' (draft)' : ''}, language ${locale}: ${validationDetails(error)}`,
            )
          }
        }
        return { id: id as number | string, deferred: deferred.value }
      }

      // Pass 1: every new or changed document, with the references that can be set already.
      const again: { entry: Entry; id: number | string }[] = []
      for (const item of plan) {
        if (item.outcome === 'unchanged') continue
        const { doc } = item.entry
        const first = doc.published ?? (doc.draft as JsonObject)
        const written = await write(item.entry, item.id, first, !doc.published)
        ids.set(`${doc.collection}\u0000${doc.key}`, written.id)
        item.id = written.id
        advance()
        if (written.deferred || (doc.published && doc.draft)) again.push({ entry: item.entry, id: written.id })
      }
      // Pass 2: references to documents created after them, then the drafts newer than the published version.
      for (const { entry, id } of again) {
        const { doc } = entry
        const first = doc.published ?? (doc.draft as JsonObject)
        const written = await write(entry, id, first, !doc.published)
        if (written.deferred) throw new PackageError(`${entry.path}: ${doc.collection} "${doc.key}": a reference could not be resolved.`)
        if (doc.published && doc.draft) await write(entry, id, doc.draft, true)
      }
      for (const [slug, data] of pkg.globals) {
        if (report.globals[slug] === 'unchanged') continue
        const fields = globalFieldsOf(payload, slug)
        let saved: Record<string, unknown> | undefined
        for (const locale of localesOf(fields, data, false)) {
          const values = fromPackage(fields, data, locale, { idOf })
          try {
            saved = (await payload.updateGlobal({
              slug: slug as GlobalSlug,
              locale,
              data: withRowIds(values, saved) as never,
              depth: 0,
              overrideAccess: true,
              req: await newRequest(),
            })) as unknown as Record<string, unknown>
          } catch (error) {
            throw new PackageError(`${globalPath(slug)}: global ${slug}, language ${locale}: ${validationDetails(error)}`)
          }
        }
        advance()
      }
      await payload.db.commitTransaction(transactionID)
    } else await payload.db.rollbackTransaction(transactionID)
    report.filesUploaded = filesUploaded
    report.seconds = (Date.now() - started) / 1000
    return report
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // Files stored during the import go again: the database no longer knows them.
    for (const [collection, before] of filesBefore) {
      for (const file of await files.list(collection).catch(() => []))
        if (!before.has(file.name)) await files.remove(collection, file.name).catch(() => {})
    }
    throw error
  }
}
