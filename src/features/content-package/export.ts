import type { Payload } from 'payload'
import { appVersion } from '@/cms/app-version'
import type { UploadCollection } from '@/platform/cms/storage'
import { canonicalJson } from './fields'
import { documentPath, filePath, formatName, formatVersion, globalPath, type Manifest, sha256 } from './package-format'
import { readContent } from './read'
import { storedFileReader } from './storage-files'

/** A document whose stored file is gone (a restore without the media folder, a file deleted on disk): the package would be incomplete. */
export class MissingStoredFileError extends Error {
  constructor(
    readonly collection: string,
    readonly key: string,
    readonly fileName: string,
  ) {
    super(`${collection} "${key}": its file ${fileName} is missing from the storage.`)
    this.name = 'MissingStoredFileError'
  }
}

/**
 * A package of this database's public content as names and a loader: the JSON entries are made at
 * once (small), the media and document files are read when loaded (archive.ts streams them).
 */
export async function exportPackageLazily(
  payload: Payload,
): Promise<{ names: string[]; load: (name: string) => Promise<Buffer>; manifest: Manifest }> {
  const content = await readContent(payload)
  const readFile = storedFileReader(payload)
  const json = new Map<string, Buffer>()
  const stored = new Map<string, { collection: UploadCollection; name: string; sha256: string }>()
  const counts: Record<string, number> = {}
  const order: Record<string, string[]> = {}
  const read = async (collection: UploadCollection, name: string, key: string) => {
    const data = await readFile(collection, name)
    if (!data) throw new MissingStoredFileError(collection, key, name)
    return data
  }
  for (const [collection, documents] of content.collections) {
    counts[collection] = documents.size
    // readContent lists each collection's documents in the order they were created (by id).
    order[collection] = [...documents.keys()]
    for (const { doc } of documents.values()) {
      if (doc.file) {
        // Read once for its checksum (the document names it) and again when the archive takes it.
        const checksum = sha256(await read(collection as UploadCollection, doc.file.name, doc.key))
        doc.file.sha256 = checksum
        stored.set(filePath(collection, doc.file.name), {
          collection: collection as UploadCollection,
          name: doc.file.name,
          sha256: checksum,
        })
      }
      json.set(documentPath(collection, doc.key), Buffer.from(`${canonicalJson(doc, 2)}\n`))
    }
  }
  for (const [slug, global] of content.globals) json.set(globalPath(slug), Buffer.from(`${canonicalJson(global, 2)}\n`))
  const manifest: Manifest = {
    format: formatName,
    formatVersion,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    counts,
    order,
    files: stored.size,
  }
  json.set('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
  const load = async (name: string): Promise<Buffer> => {
    const entry = json.get(name)
    if (entry) return entry
    const file = stored.get(name)
    if (!file) throw new Error(`${name} is not part of the package.`)
    const data = await read(file.collection, file.name, name)
    if (sha256(data) !== file.sha256) throw new Error(`${name} changed while the package was being written; export again.`)
    return data
  }
  return { names: [...json.keys(), ...stored.keys()], load, manifest }
}

/** The files of a package of this database's public content, all in memory (archive.ts writes them as one .tar.gz). */
export async function exportPackage(payload: Payload): Promise<{ entries: Map<string, Buffer>; manifest: Manifest }> {
  const { names, load, manifest } = await exportPackageLazily(payload)
  const entries = new Map<string, Buffer>()
  for (const name of names) entries.set(name, await load(name))
  return { entries, manifest }
}
