import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Media } from '@/cms/collections/Media'
import { bucketOf, s3Layout, s3Settings } from '@/platform/cms/storage'

/**
 * The bytes of a stored image of the `media` collection, from wherever uploads live (src/platform/cms/storage.ts):
 * the local disk or the public S3 bucket. Null when the file is missing. Only Payload's own recorded
 * file names reach here, and a name with a path separator is refused all the same.
 */
let client: { key: string; s3: S3Client } | undefined

export async function readMediaFile(filename: string): Promise<Buffer | null> {
  if (!filename || filename === '.' || filename === '..' || /[/\\]/.test(filename)) return null
  const settings = s3Settings()
  if (!settings) {
    const upload = Media.upload
    const dir = (typeof upload === 'object' && upload.staticDir) || 'media'
    return readFile(path.join(/* turbopackIgnore: true */ dir, filename)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
  }
  const key = JSON.stringify(settings)
  if (client?.key !== key) client = { key, s3: new S3Client(settings.client) }
  try {
    const object = await client.s3.send(
      new GetObjectCommand({ Bucket: bucketOf(settings, 'media'), Key: `${s3Layout.media.prefix}/${filename}` }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
    if (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404) return null
    throw error
  }
}
