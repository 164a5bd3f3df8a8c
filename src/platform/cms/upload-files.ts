import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type Dirent } from 'node:fs'
import { mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { dataDir, uploadDirs } from '@/platform/project-folders'
import { bucketOf, type Env, type S3Settings, s3Layout, s3Settings, type UploadCollection } from './storage'

/**
 * The stored files of the upload collections, wherever they live (storage.ts): the local disk or an
 * S3 bucket. What our own code does with them besides Payload's upload and file route — check that a
 * photo was stored, list and delete orphans, probe the storage for readiness — goes through here, so
 * callers never branch on the storage.
 */
export type StoredFile = { name: string; modifiedMs: number }

/** A stored file's bytes as a stream, with its size and (S3 only) the content type it was stored with. */
export type OpenedFile = { stream: Readable; size: number; contentType: string | null }

export type UploadFiles = {
  readonly kind: 'disk' | 's3'
  /** Size in bytes of the stored file, or null when there is none by that name. Throws when the storage cannot be asked. */
  size(collection: UploadCollection, filename: string): Promise<number | null>
  /** Every stored file of the collection (the names Payload records in `filename` and `sizes.*.filename`). */
  list(collection: UploadCollection): Promise<StoredFile[]>
  /** Deletes the file; a file that is already gone is no error. */
  remove(collection: UploadCollection, filename: string): Promise<void>
  /** The file's bytes (backups), or null when there is none by that name. Throws when the storage cannot be asked. */
  open(collection: UploadCollection, filename: string): Promise<OpenedFile | null>
  /** Stores the bytes of a local file under the name (restores). */
  put(collection: UploadCollection, filename: string, source: { file: string; size: number; contentType: string | null }): Promise<void>
  /** Why files cannot be stored right now (each folder or bucket checked), or null. */
  problem(): Promise<string | null>
}

export function isUploadCollection(slug: string): slug is UploadCollection {
  return Object.hasOwn(uploadDirs, slug)
}

/** A stored file's own name, never a path: a name taken from a URL cannot reach outside its folder or prefix. */
function plainName(filename: string): string {
  if (!filename || filename === '.' || filename === '..' || /[/\\]/.test(filename))
    throw new Error(`Not an upload file name: ${JSON.stringify(filename)}`)
  return filename
}

function diskFiles(): UploadFiles {
  const dirOf = (collection: UploadCollection) => {
    return path.resolve(/* turbopackIgnore: true */ uploadDirs[collection])
  }
  const fileOf = (collection: UploadCollection, filename: string) =>
    path.join(/* turbopackIgnore: true */ dirOf(collection), plainName(filename))
  const size = async (collection: UploadCollection, filename: string) => {
    try {
      const info = await stat(fileOf(collection, filename))
      return info.isFile() ? info.size : null
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  return {
    kind: 'disk',
    size,
    async list(collection) {
      const dir = dirOf(collection)
      let entries: Dirent[]
      try {
        entries = await readdir(dir, { withFileTypes: true })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const files: StoredFile[] = []
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const info = await stat(path.join(/* turbopackIgnore: true */ dir, entry.name)).catch(() => null)
        if (info) files.push({ name: entry.name, modifiedMs: info.mtimeMs })
      }
      return files
    },
    async remove(collection, filename) {
      await unlink(fileOf(collection, filename)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
    async open(collection, filename) {
      const bytes = await size(collection, filename)
      return bytes === null ? null : { stream: createReadStream(fileOf(collection, filename)), size: bytes, contentType: null }
    },
    async put(collection, filename, source) {
      await mkdir(dirOf(collection), { recursive: true })
      await pipeline(createReadStream(source.file), createWriteStream(fileOf(collection, filename), { flags: 'wx' }))
    },
    // A small file can be written and removed in each folder (a full or read-only disk fails).
    async problem() {
      for (const collection of Object.keys(uploadDirs) as UploadCollection[]) {
        const dir = dirOf(collection)
        const probe = path.join(/* turbopackIgnore: true */ dir, `.ready-${randomUUID()}`)
        try {
          await mkdir(dir, { recursive: true })
          await writeFile(probe, 'ok')
          await rm(probe, { force: true })
        } catch (error) {
          await rm(probe, { force: true }).catch(() => {})
          return `${path.relative(dataDir, dir) || dir} not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`
        }
      }
      return null
    },
  }
}

type S3Failure = { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } }

/** S3's error name and HTTP status ("NoSuchBucket (HTTP 404)"), or the network's error ("connect ECONNREFUSED 10.0.0.5:9000"). */
function failureOf(error: unknown): string {
  const { name, code, message, $metadata } = error as S3Failure
  const status = $metadata?.httpStatusCode
  if (status) return `${name ?? 'error'} (HTTP ${status})`
  return (message || code || name || 'error').split('\n')[0]
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as S3Failure
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

function s3Files(settings: S3Settings, client: S3Client): UploadFiles {
  const where = (collection: UploadCollection, filename: string) => ({
    Bucket: bucketOf(settings, collection),
    Key: `${s3Layout[collection].prefix}/${plainName(filename)}`,
  })
  return {
    kind: 's3',
    async size(collection, filename) {
      try {
        return (await client.send(new HeadObjectCommand(where(collection, filename)))).ContentLength ?? 0
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async list(collection) {
      const prefix = `${s3Layout[collection].prefix}/`
      const files: StoredFile[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucketOf(settings, collection), Prefix: prefix, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length)
          // Only the collection's own files: nothing in a deeper "folder" the app never writes.
          if (name && !name.includes('/')) files.push({ name, modifiedMs: object.LastModified?.getTime() ?? 0 })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return files
    },
    async remove(collection, filename) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand(where(collection, filename)))
    },
    async open(collection, filename) {
      try {
        const object = await client.send(new GetObjectCommand(where(collection, filename)))
        if (!object.Body) throw new Error(`${where(collection, filename).Key}: no body`)
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0, contentType: object.ContentType ?? null }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async put(collection, filename, source) {
      await client.send(
        new PutObjectCommand({
          ...where(collection, filename),
          Body: createReadStream(source.file),
          ContentLength: source.size,
          ...(source.contentType ? { ContentType: source.contentType } : {}),
        }),
      )
    },
    // HeadBucket: the bucket exists and these credentials may use it. Cheap enough for a load
    // balancer every few seconds (a probe object would be a billed PUT each time).
    async problem() {
      const buckets = [
        ['S3_BUCKET', settings.publicBucket],
        ['S3_PRIVATE_BUCKET', settings.privateBucket],
      ] as const
      for (const [variable, bucket] of buckets) {
        try {
          await client.send(new HeadBucketCommand({ Bucket: bucket }))
        } catch (error) {
          return `${variable} "${bucket}" not usable: ${failureOf(error)}`
        }
      }
      return null
    },
  }
}

let cached: { key: string; files: UploadFiles } | undefined

/** The upload files of this process's storage, chosen by the environment (S3_BUCKET: S3, else the disk). */
export function uploadFiles(env: Env = process.env): UploadFiles {
  const settings = s3Settings(env)
  const key = settings ? JSON.stringify(settings) : 'disk'
  if (cached?.key !== key) cached = { key, files: settings ? s3Files(settings, new S3Client(settings.client)) : diskFiles() }
  return cached.files
}
