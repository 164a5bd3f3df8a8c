import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'

/**
 * Where uploaded files live. Without S3_BUCKET: the local disk under DATA_DIR (the embedded default,
 * one server). With it: S3-protocol object storage (AWS, Cloudflare R2, MinIO, Ceph…), which every
 * instance shares. Media and documents go to S3_BUCKET, patients' photos to S3_PRIVATE_BUCKET; every
 * file is still served through Payload's file route and its access control (never a bucket URL).
 */
export type UploadCollection = 'media' | 'documents' | 'inquiry-photos'

/** The environment (process.env, or a copy in tests). */
export type Env = Record<string, string | undefined>

export type S3Settings = {
  publicBucket: string
  privateBucket: string
  client: S3ClientConfig
}

/** Each collection's bucket and key prefix: `media/…` and `documents/…` in the public bucket, `inquiry-photos/…` in the private one. */
export const s3Layout: Record<UploadCollection, { bucket: 'public' | 'private'; prefix: string }> = {
  media: { bucket: 'public', prefix: 'media' },
  documents: { bucket: 'public', prefix: 'documents' },
  // A prefix in the private bucket too: the orphan sweeper deletes only under it, whatever else the bucket holds.
  'inquiry-photos': { bucket: 'private', prefix: 'inquiry-photos' },
}

/** Why the S3 variables cannot be used, or null (also null when they are unset: local disk). */
export function s3EnvironmentProblem(env: Env = process.env): string | null {
  const bucket = env.S3_BUCKET?.trim()
  const privateBucket = env.S3_PRIVATE_BUCKET?.trim()
  if (!bucket)
    return privateBucket ? 'S3_PRIVATE_BUCKET is set without S3_BUCKET: set both (object storage) or neither (local disk).' : null
  if (!privateBucket) {
    return "S3_PRIVATE_BUCKET is not set. With S3_BUCKET, patients' inquiry photos need their own private bucket; they are never stored in the public one."
  }
  if (privateBucket === bucket)
    return 'S3_PRIVATE_BUCKET is the same bucket as S3_BUCKET. Inquiry photos need a bucket of their own, with no public access.'
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials: instance role, ~/.aws).'
  }
  const style = env.S3_FORCE_PATH_STYLE
  if (style !== undefined && style !== '' && style !== 'true' && style !== 'false')
    return `S3_FORCE_PATH_STYLE must be "true" or "false", not "${style}".`
  return null
}

/** The S3 settings from the environment; null means local disk. Throws, naming the variable, when they are inconsistent. */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const problem = s3EnvironmentProblem(env)
  if (problem) throw new Error(`Object storage: ${problem} See .env.example ("Scale out: object storage").`)
  const publicBucket = env.S3_BUCKET?.trim()
  const privateBucket = env.S3_PRIVATE_BUCKET?.trim()
  if (!publicBucket || !privateBucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  return {
    publicBucket,
    privateBucket,
    client: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // The plugin's own keep-alive agents, plus limits: an unreachable or stalled S3 endpoint must
      // fail a request (the inquiry answers 503) instead of holding it open forever.
      requestHandler: {
        httpAgent: { keepAlive: true, maxSockets: 100 },
        httpsAgent: { keepAlive: true, maxSockets: 100 },
        connectionTimeout: 5_000,
        socketTimeout: 30_000,
      },
      // Since 3.729 the AWS SDK adds a CRC32 checksum to every upload by default (a streamed body
      // goes as aws-chunked with the checksum in a trailer) and validates checksums on downloads.
      // S3-compatible servers that predate it (s3rver, older MinIO and Ceph) refuse such uploads or
      // store the chunk framing as the file (seen with s3rver): checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

export function bucketOf(settings: S3Settings, collection: UploadCollection): string {
  return s3Layout[collection].bucket === 'private' ? settings.privateBucket : settings.publicBucket
}

/**
 * What the plugin adds for uploads straight from the browser to the bucket, which we leave off (files
 * arrive through the server, where Payload checks them):
 * - a `prefix` and an `_objectKey` column (per-document folders). Without them the schema is the
 *   same with or without S3, so the committed migrations fit both; each collection has one fixed
 *   prefix, which the plugin falls back to for every key it builds;
 * - an admin provider that would register the browser upload (a pass-through while it is off). It
 *   is not in the committed importMap (generated without S3), and the admin renders nothing around
 *   a provider missing from it.
 */
const pluginOnlyFields = new Set(['prefix', '_objectKey'])
const clientUploadHandler = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

function withoutClientUploads(slugs: string[]): Plugin {
  return (config: Config) => {
    const { [clientUploadHandler]: _handler, ...dependencies } = config.admin?.dependencies ?? {}
    const providers = config.admin?.components?.providers?.filter(
      (provider) =>
        (typeof provider === 'object' && provider !== null && 'path' in provider ? provider.path : provider) !== clientUploadHandler,
    )
    return {
      ...config,
      admin: { ...config.admin, dependencies, components: { ...config.admin?.components, providers } },
      collections: config.collections?.map((collection) =>
        slugs.includes(collection.slug)
          ? { ...collection, fields: collection.fields.filter((field: Field) => !('name' in field && pluginOnlyFields.has(field.name))) }
          : collection,
      ),
    }
  }
}

/**
 * Payload plugins for `plugins:` in payload.config.ts: none on local disk; with S3, one storage
 * adapter per bucket. Files are always streamed through Payload's file route after its access check
 * (`disablePayloadAccessControl` stays off): inquiry photos only to logged-in admin and reception,
 * exactly as the collection's read access says; no bucket URL is ever handed out.
 */
export function storagePlugins(env: Env = process.env): Plugin[] {
  const settings = s3Settings(env)
  if (!settings) return []
  const collections = (bucket: 'public' | 'private') =>
    Object.fromEntries(
      (Object.keys(s3Layout) as UploadCollection[])
        .filter((slug) => s3Layout[slug].bucket === bucket)
        // No `disablePayloadAccessControl`: Payload's file route, with the collection's read access, serves every file.
        .map((slug) => [slug, { prefix: s3Layout[slug].prefix }]),
    )
  return [
    s3Storage({ bucket: settings.publicBucket, collections: collections('public'), config: settings.client }),
    s3Storage({ bucket: settings.privateBucket, collections: collections('private'), config: settings.client }),
    withoutClientUploads(Object.keys(s3Layout)),
  ]
}
