import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/** The public upload collections, each a folder of DATA_DIR and a key prefix in the public bucket (src/platform/cms/storage.ts). */
const collections = ['media', 'documents'] as const

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** SHA-256 of every stored media and document file in a data folder, by "collection/filename". */
export async function folderChecksums(dataDir: string): Promise<Map<string, string>> {
  const sums = new Map<string, string>()
  for (const collection of collections) {
    const dir = path.join(dataDir, collection)
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names.sort()) sums.set(`${collection}/${name}`, sha256(await readFile(path.join(dir, name))))
  }
  return sums
}

/** SHA-256 of every media and document object in the public bucket of `env` (the S3_* variables), by "collection/filename". */
export async function bucketChecksums(env: Record<string, string>): Promise<Map<string, string>> {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  const sums = new Map<string, string>()
  try {
    for (const collection of collections) {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: `${collection}/`, ContinuationToken }))
        for (const { Key } of page.Contents ?? []) {
          const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key }))
          sums.set(Key as string, sha256(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()))
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    }
  } finally {
    client.destroy()
  }
  return sums
}

/** The names whose checksums differ between two sets of files, and the names only one of them has. */
export function checksumDifferences(expected: Map<string, string>, actual: Map<string, string>): string[] {
  const differences: string[] = []
  for (const [name, sum] of expected) {
    if (!actual.has(name)) differences.push(`${name}: missing`)
    else if (actual.get(name) !== sum) differences.push(`${name}: other bytes`)
  }
  for (const name of actual.keys()) if (!expected.has(name)) differences.push(`${name}: not in the source`)
  return differences
}
