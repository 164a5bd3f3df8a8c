import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { bucketOf, s3Layout, s3Settings, type UploadCollection } from '@/platform/cms/storage'

/**
 * The bytes of a stored media or document file, from the local folder or the S3 bucket
 * (src/platform/cms/storage.ts decides which); null when it is missing.
 */
export function storedFileReader(payload: Payload): (collection: UploadCollection, filename: string) => Promise<Buffer | null> {
  const settings = s3Settings()
  if (settings) {
    const client = new S3Client(settings.client)
    return async (collection, filename) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucketOf(settings, collection), Key: `${s3Layout[collection].prefix}/${filename}` }),
        )
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
        if (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null
        throw error
      }
    }
  }
  return async (collection, filename) => {
    const upload = payload.collections[collection].config.upload
    const dir = (typeof upload === 'object' && upload.staticDir) || collection
    try {
      return await readFile(path.join(/* turbopackIgnore: true */ path.resolve(dir), path.basename(filename)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
}
