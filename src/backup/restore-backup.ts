import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import tar from 'tar-stream'
import { s3Layout, type UploadCollection } from '@/platform/cms/storage'
import type { UploadFiles } from '@/platform/cms/upload-files'
import { type BackupManifest, backupFormat, backupFormatVersion, decrypting, isSafeEntry, manifestEntry, measuring } from './archive'
import { checkSnapshot, existingTables, restoreDatabase } from './database-snapshot'

/** A restore that did not start writing: the message says why. */
export class RestoreRefused extends Error {}

export type RestoreSummary = { manifest: BackupManifest; files: number; bytes: number; seconds: number }

type Options = { file: string; identities: string[]; databaseUrl: string; files: UploadFiles; log?: (line: string) => void }

/** Nothing is overwritten: the database has no tables and no storage folder or bucket holds a file. */
async function refuseUnlessEmpty(databaseUrl: string, files: UploadFiles) {
  const tables = await existingTables(databaseUrl)
  if (tables.length)
    throw new RestoreRefused(
      `The database is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}): restore into a new, empty database.`,
    )
  for (const collection of Object.keys(s3Layout) as UploadCollection[]) {
    const stored = await files.list(collection)
    if (stored.length)
      throw new RestoreRefused(
        `The storage already holds ${stored.length} ${collection} files: restore into empty storage (${files.kind}).`,
      )
  }
}

type Staged = Map<string, { file: string; size: number; sha256: string }>

/** Decrypts and unpacks into `folder`, hashing each entry; throws RestoreRefused naming what is wrong. */
async function stage(file: string, identities: string[], folder: string): Promise<Staged> {
  const staged: Staged = new Map()
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    const name = header.name.replace(/^\.\//, '')
    if (header.type !== 'file' || !isSafeEntry(name) || staged.has(name)) {
      stream.resume()
      next(new RestoreRefused(`The backup holds an entry it may not: ${JSON.stringify(name)}.`))
      return
    }
    const target = path.join(folder, String(staged.size))
    const measure = measuring()
    pipeline(stream, measure.through, createWriteStream(target, { mode: 0o600 })).then(
      () => {
        staged.set(name, { file: target, ...measure.result() })
        next()
      },
      (error) => next(error),
    )
  })
  let plain: Awaited<ReturnType<typeof decrypting>>
  try {
    plain = await decrypting(createReadStream(file), identities)
  } catch (error) {
    const message = (error as Error).message
    if (/no identity matched/i.test(message))
      throw new RestoreRefused('The key does not open this backup: it was encrypted to another public key. Nothing was written.')
    throw new RestoreRefused(`This file is not a readable backup (${message}). Nothing was written.`)
  }
  try {
    await pipeline(plain, createGunzip(), extract)
  } catch (error) {
    if (error instanceof RestoreRefused) throw error
    throw new RestoreRefused(`The backup is damaged (${(error as Error).message}). Nothing was written.`)
  }
  return staged
}

export async function restoreBackup({ file, identities, databaseUrl, files, log = () => {} }: Options): Promise<RestoreSummary> {
  const started = Date.now()
  if (!identities.length) throw new RestoreRefused('No secret key (AGE-SECRET-KEY-1…) was found in the identity file.')
  await refuseUnlessEmpty(databaseUrl, files)
  const folder = await mkdtemp(path.join(process.env.BACKUP_STAGING_DIR || os.tmpdir(), 'clinic-restore-'))
  try {
    const staged = await stage(file, identities, folder)
    const manifest = await readManifest(staged)
    const expected = [manifest.database, ...manifest.files]
    for (const entry of expected) {
      const found = staged.get(entry.entry)
      if (!found) throw new RestoreRefused(`The backup lacks ${entry.entry}, which its manifest lists. Nothing was written.`)
      if (found.size !== entry.size || found.sha256 !== entry.sha256)
        throw new RestoreRefused(`${entry.entry} does not match its checksum in the manifest. Nothing was written.`)
    }
    const listed = new Set([manifestEntry, ...expected.map((entry) => entry.entry)])
    const unlisted = [...staged.keys()].filter((name) => !listed.has(name))
    if (unlisted.length)
      throw new RestoreRefused(`The backup holds files its manifest does not list (${unlisted[0]}…). Nothing was written.`)
    const databaseFile = staged.get(manifest.database.entry)?.file as string
    try {
      await checkSnapshot(manifest.database.kind, databaseFile)
    } catch (error) {
      throw new RestoreRefused(`The database snapshot cannot be read: ${(error as Error).message}. Nothing was written.`)
    }
    log(`Backup verified: database (${manifest.database.kind}) and ${manifest.files.length} files, taken ${manifest.snapshotAt}.`)

    await restoreDatabase(manifest.database.kind, databaseFile, databaseUrl)
    log('Database restored.')
    let bytes = 0
    for (const entry of manifest.files) {
      const source = staged.get(entry.entry)?.file as string
      await files.put(entry.collection, entry.name, { file: source, size: entry.size, contentType: entry.contentType })
      bytes += entry.size
    }
    log(`${manifest.files.length} files restored (${files.kind}).`)
    return { manifest, files: manifest.files.length, bytes, seconds: (Date.now() - started) / 1000 }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The manifest, checked to be this format; every entry it lists is then compared with what was unpacked. */
async function readManifest(staged: Staged): Promise<BackupManifest> {
  const file = staged.get(manifestEntry)?.file
  if (!file) throw new RestoreRefused('The backup has no manifest: it is incomplete. Nothing was written.')
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    throw new RestoreRefused('The manifest of the backup is not readable JSON. Nothing was written.')
  }
  if (manifest.format !== backupFormat || manifest.version !== backupFormatVersion)
    throw new RestoreRefused(`This is not a ${backupFormat} version ${backupFormatVersion} file. Nothing was written.`)
  return manifest
}
