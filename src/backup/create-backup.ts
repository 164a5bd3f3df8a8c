import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { appVersion } from '@/cms/app-version'
import { s3Layout, type UploadCollection } from '@/platform/cms/storage'
import type { UploadFiles } from '@/platform/cms/upload-files'
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
import { filesNamedBy } from './snapshot-files'

/**
 * `leftOut`: stored files no record in the snapshot names (stored after it, or left by a failed
 * upload). `missing`: files the snapshot names that were not in the storage (deleted since it).
 */
export type BackupSummary = { manifest: BackupManifest; bytes: number; leftOut: number; missing: string[]; seconds: number }

type Options = { file: string; recipients: string[]; databaseUrl: string; files: UploadFiles; log?: (line: string) => void }

/** Adds one entry from a stream of known size, returning its size and SHA-256. */
async function addEntry(pack: tar.Pack, name: string, size: number, source: Readable) {
  const measure = measuring()
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) })
  await pipeline(source, measure.through, entry)
  return measure.result()
}

/**
 * Writes an encrypted backup to `file`: first the database snapshot, then exactly the upload files
 * its records name (snapshot-files.ts). Files are stored before the record that names them is
 * committed (src/features/inquiries/intake/store.ts, Payload's uploads), so each is there when copied after
 * the snapshot. A file stored after the snapshot belongs to a record the backup does not hold. It is
 * left out here, not dropped at restore: an inquiry photo is health data, and a copy with no record to
 * find or delete it by should not sit in a backup kept for months.
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
    const named = await filesNamedBy(kind, snapshot)
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
    let leftOut = 0
    const missing: string[] = []
    for (const collection of Object.keys(s3Layout) as UploadCollection[]) {
      const names = named[collection]
      const unnamed = (await files.list(collection)).filter(({ name }) => !names.has(name)).length
      leftOut += unnamed
      let copied = 0
      for (const name of [...names].sort()) {
        const opened = await files.open(collection, name)
        // Its record was deleted after the snapshot (a retention run, staff deleting an inquiry), or the file was lost.
        if (!opened) {
          missing.push(`${collection}/${name}`)
          continue
        }
        const entry = fileEntry(collection, name)
        const measured = await add(entry, opened.size, opened.stream)
        manifestFiles.push({ entry, collection, name, ...measured, contentType: opened.contentType })
        copied += 1
      }
      log(`${collection}: ${copied} files, ${unnamed} left out that no record in the snapshot names.`)
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
    return { manifest, bytes: written.result().size, leftOut, missing, seconds: (Date.now() - started) / 1000 }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
