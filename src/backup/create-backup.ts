import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { appVersion } from '@/cms/app-version'
import { s3Layout, type UploadCollection } from '@/cms/storage'
import type { UploadFiles } from '@/cms/upload-files'
import {
  type BackupManifest,
  backupFormat,
  backupFormatVersion,
  databaseEntry,
  encrypting,
  fileEntry,
  type ManifestFile,
  manifestEntry,
  measuring,
} from './archive'
import { databaseKindOf, snapshotDatabase } from './database-snapshot'

export type BackupSummary = { manifest: BackupManifest; bytes: number; vanished: number; seconds: number }

type Options = { file: string; recipients: string[]; databaseUrl: string; files: UploadFiles; log?: (line: string) => void }

/** Adds one entry from a stream of known size, returning its size and SHA-256. */
async function addEntry(pack: tar.Pack, name: string, size: number, source: Readable) {
  const measure = measuring()
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) })
  await pipeline(source, measure.through, entry)
  return measure.result()
}

/**
 * Writes an encrypted backup to `file`: first the database snapshot, then every upload file. Files
 * are stored before the database row that names them is committed (src/inquiries/intake/store.ts), so
 * every inquiry in the snapshot finds its photos among the files copied after it. Files newer than
 * the snapshot come along too; the restored site's orphan sweep removes them.
 */
export async function createBackup({ file, recipients, databaseUrl, files, log = () => {} }: Options): Promise<BackupSummary> {
  const started = Date.now()
  const work = await mkdtemp(path.join(process.env.BACKUP_STAGING_DIR || os.tmpdir(), 'clinic-backup-'))
  // Written beside the target and renamed at the end: a failed backup never looks like a good one.
  const partial = `${file}.partial`
  try {
    const kind = databaseKindOf(databaseUrl)
    const snapshotAt = new Date().toISOString()
    const snapshot = path.join(work, 'database')
    await snapshotDatabase(databaseUrl, snapshot)
    log(`Database snapshot (${kind}) taken.`)

    const pack = tar.pack()
    const output = createWriteStream(partial, { mode: 0o600 })
    const written = measuring()
    const done = pipeline(await encrypting(pack.pipe(createGzip()), recipients), written.through, output)
    // A failing output (a full disk) stops the archive from draining: every entry waits on this too.
    const outputFailed = new Promise<never>((_, reject) => done.catch(reject))
    const add = (name: string, size: number, source: Readable) => Promise.race([addEntry(pack, name, size, source), outputFailed])

    const databaseFile = databaseEntry(kind)
    const { size: snapshotSize } = await stat(snapshot)
    const database = { kind, entry: databaseFile, ...(await add(databaseFile, snapshotSize, createReadStream(snapshot))) }

    const manifestFiles: ManifestFile[] = []
    let vanished = 0
    for (const collection of Object.keys(s3Layout) as UploadCollection[]) {
      const stored = await files.list(collection)
      for (const { name } of stored) {
        const opened = await files.open(collection, name)
        // Deleted since it was listed (an orphan sweep, a retention run): nothing to keep.
        if (!opened) {
          vanished += 1
          continue
        }
        const entry = fileEntry(collection, name)
        const measured = await add(entry, opened.size, opened.stream)
        manifestFiles.push({ entry, collection, name, ...measured, contentType: opened.contentType })
      }
      log(`${collection}: ${stored.length} files.`)
    }

    const manifest: BackupManifest = {
      format: backupFormat,
      version: backupFormatVersion,
      snapshotAt,
      finishedAt: new Date().toISOString(),
      appVersion: appVersion(),
      database,
      files: manifestFiles,
    }
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    pack.entry({ name: manifestEntry, size: manifestBytes.length, mode: 0o600, mtime: new Date(0) }, manifestBytes)
    pack.finalize()
    await done
    await rename(partial, file)
    return { manifest, bytes: written.result().size, vanished, seconds: (Date.now() - started) / 1000 }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
