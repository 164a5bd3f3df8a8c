import { createHash } from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { Decrypter, Encrypter } from 'age-encryption'
import type { UploadCollection } from '@/platform/cms/storage'
import type { DatabaseKind } from './database-snapshot'

/**
 * A backup is one file: a tar archive, gzipped, encrypted with age (age-encryption, the reference
 * TypeScript implementation by age's author) to the operator's public key(s). Inside:
 *   database/snapshot.sqlite | database/snapshot.pgdump   the database at the snapshot point
 *   files/<collection>/<name>                             every upload file the snapshot's records name
 *   manifest.json (last)                                  what is inside, with sizes and SHA-256
 * File names are storage-neutral: a backup of S3 buckets restores onto a disk and back.
 */
export const backupFormat = 'clinic-backup'
export const backupFormatVersion = 1
export const manifestEntry = 'manifest.json'

export type ManifestFile = {
  entry: string
  collection: UploadCollection
  name: string
  size: number
  sha256: string
  contentType: string | null
}

export type BackupManifest = {
  format: typeof backupFormat
  version: typeof backupFormatVersion
  /** When the database snapshot began: every inquiry acknowledged before it is inside. */
  snapshotAt: string
  finishedAt: string
  appVersion: string
  database: { kind: DatabaseKind; entry: string; size: number; sha256: string }
  files: ManifestFile[]
}

export const databaseEntry = (kind: DatabaseKind) => `database/snapshot.${kind === 'postgres' ? 'pgdump' : 'sqlite'}`
export const fileEntry = (collection: UploadCollection, name: string) => `files/${collection}/${name}`

/** Entry names a restore accepts: no absolute paths, no `..`, only the layout above. */
export function isSafeEntry(name: string): boolean {
  if (name === manifestEntry || /^database\/snapshot\.(sqlite|pgdump)$/.test(name)) return true
  const match = name.match(/^files\/(media|documents|inquiry-photos)\/([^/\\]+)$/)
  return Boolean(match && match[2] !== '.' && match[2] !== '..')
}

/** Counts and hashes the bytes passing through. */
export function measuring(): { through: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256')
  let size = 0
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  return { through, result: () => ({ size, sha256: hash.digest('hex') }) }
}

/** The age public keys (age1…) of BACKUP_RECIPIENTS, separated by commas or spaces. */
export function recipientsFrom(value: string | undefined): string[] {
  const recipients = (value ?? '').split(/[\s,]+/).filter(Boolean)
  if (!recipients.length)
    throw new Error(
      'BACKUP_RECIPIENTS is not set: give the public key (age1…) the backup is encrypted to. `npm run backup:key` makes a key pair.',
    )
  const wrong = recipients.find((recipient) => !/^age1[02-9ac-hj-np-z]{58}$/.test(recipient))
  if (wrong) throw new Error(`BACKUP_RECIPIENTS holds "${wrong}", which is not an age public key (age1…).`)
  return recipients
}

/** The secret keys (AGE-SECRET-KEY-1…) in the text of an identity file; comment lines (#) are skipped. */
export function identitiesFrom(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-1'))
}

export async function encrypting(plain: Readable, recipients: string[]): Promise<Readable> {
  const encrypter = new Encrypter()
  for (const recipient of recipients) encrypter.addRecipient(recipient)
  const encrypted = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>)
  // age's stream type is the DOM's; Node's web stream is the same object at run time.
  return Readable.fromWeb(encrypted as unknown as NodeReadableStream<Uint8Array>)
}

/** Decrypts as it reads; a wrong key fails at once, a damaged chunk when it is reached. */
export async function decrypting(encrypted: Readable, identities: string[]): Promise<Readable> {
  const decrypter = new Decrypter()
  for (const identity of identities) decrypter.addIdentity(identity)
  const plain = await decrypter.decrypt(Readable.toWeb(encrypted) as ReadableStream<Uint8Array>)
  return Readable.fromWeb(plain as unknown as NodeReadableStream<Uint8Array>)
}
