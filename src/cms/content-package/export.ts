import type { Payload } from 'payload'
import { appVersion } from '../app-version'
import type { UploadCollection } from '../storage'
import { canonicalJson } from './fields'
import { documentPath, filePath, formatName, formatVersion, globalPath, type Manifest, sha256 } from './package-format'
import { readContent } from './read'
import { storedFileReader } from './storage-files'

/** The files of a package of this database's public content (archive.ts writes them as one .tar.gz). */
export async function exportPackage(payload: Payload): Promise<{ entries: Map<string, Buffer>; manifest: Manifest }> {
  const content = await readContent(payload)
  const readFile = storedFileReader(payload)
  const entries = new Map<string, Buffer>()
  const counts: Record<string, number> = {}
  const order: Record<string, string[]> = {}
  let files = 0
  for (const [collection, documents] of content.collections) {
    counts[collection] = documents.size
    // readContent lists each collection's documents in the order they were created (by id).
    order[collection] = [...documents.keys()]
    for (const { doc } of documents.values()) {
      if (doc.file) {
        const data = await readFile(collection as UploadCollection, doc.file.name)
        if (!data) throw new Error(`${collection} "${doc.key}": its file ${doc.file.name} is missing from the storage.`)
        doc.file.sha256 = sha256(data)
        entries.set(filePath(collection, doc.file.name), data)
        files++
      }
      entries.set(documentPath(collection, doc.key), Buffer.from(`${canonicalJson(doc, 2)}\n`))
    }
  }
  for (const [slug, global] of content.globals) entries.set(globalPath(slug), Buffer.from(`${canonicalJson(global, 2)}\n`))
  const manifest: Manifest = {
    format: formatName,
    formatVersion,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    counts,
    order,
    files,
  }
  entries.set('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
  return { entries, manifest }
}
