/**
 * What the restore drill of the scale-out stage needs besides the cluster and the backup commands
 * (tests/support/backup-cli.ts): a second, empty PostgreSQL and S3 server to restore into, and the
 * checksums of inquiry photos as either side stores them.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { freePort } from '../faults/harness'
import { root } from '../production/harness'
import { startS3Server } from '../support/s3-server'

export type EmptyTarget = {
  env: Record<string, string>
  tables(): Promise<number>
  objects(): Promise<number>
  /** The names of the files stored for `collection` (the keys under its prefix, without it). */
  fileNames(collection: 'media' | 'documents' | 'inquiry-photos'): Promise<string[]>
  photoChecksums(filenames: string[]): Promise<Map<string, string>>
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>
  stop(): Promise<void>
}

function s3ClientOf(env: Record<string, string>) {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
}

/** Where an inquiry photo file lies in the private bucket. */
const photoKey = (filename: string) => `inquiry-photos/${filename}`

/** Stores a file among the inquiry photos of `env` that no record names: what a failed upload leaves behind. */
export async function storeUnnamedPhoto(env: Record<string, string>, filename: string, bytes: Uint8Array): Promise<void> {
  await s3ClientOf(env).send(new PutObjectCommand({ Bucket: env.S3_PRIVATE_BUCKET, Key: photoKey(filename), Body: bytes }))
}

/** SHA-256 of each inquiry photo file in the private bucket of `env`, by file name (missing ones are left out). */
export async function photoChecksums(env: Record<string, string>, filenames: string[]): Promise<Map<string, string>> {
  const client = s3ClientOf(env)
  const sums = new Map<string, string>()
  for (const filename of filenames) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: env.S3_PRIVATE_BUCKET, Key: photoKey(filename) }))
      sums.set(
        filename,
        createHash('sha256')
          .update(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray())
          .digest('hex'),
      )
    } catch {}
  }
  client.destroy()
  return sums
}

/** A new PostgreSQL with an empty database and a new S3 server with empty buckets. */
export async function startEmptyTarget(): Promise<EmptyTarget> {
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-restore-pg-'))
  const pgEnv = { ...process.env, PGPORT: String(await freePort()), PGDATA_DIR: pgDir }
  const databaseUrl =
    execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start'], { env: pgEnv }).toString().trim().split('\n').at(-1) ?? ''
  const s3 = await startS3Server({ publicBucket: 'restored-media', privateBucket: 'restored-inquiry-photos' })
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const env = { DATABASE_URL: databaseUrl, ...s3.env }
  return {
    env,
    query: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[],
    async tables() {
      return Number((await pool.query("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n)
    },
    async objects() {
      const client = s3ClientOf(env)
      let count = 0
      for (const bucket of [s3.publicBucket, s3.privateBucket])
        count += (await client.send(new ListObjectsV2Command({ Bucket: bucket }))).KeyCount ?? 0
      client.destroy()
      return count
    },
    async fileNames(collection) {
      const client = s3ClientOf(env)
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const bucket = collection === 'inquiry-photos' ? s3.privateBucket : s3.publicBucket
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${collection}/`, ContinuationToken }))
        for (const object of page.Contents ?? []) names.push(object.Key?.slice(collection.length + 1) ?? '')
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      client.destroy()
      return names.sort()
    },
    photoChecksums: (filenames) => photoChecksums(env, filenames),
    async stop() {
      await pool.end()
      await s3.stop()
      execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'], { env: pgEnv })
      rmSync(pgDir, { recursive: true, force: true })
    },
  }
}
