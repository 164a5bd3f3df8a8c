import { randomUUID } from 'node:crypto'
import type { S3Settings } from '@/platform/cms/storage'

/**
 * Patients' inquiry photos are health data: their bucket must refuse anyone without the keys. At
 * start a production server asks the private bucket as a stranger would, without signing: for an
 * object that does not exist and for a listing. A private bucket answers both with 403. A 200, or a
 * 404 "NoSuchKey" (only a bucket that lets strangers read objects tells them one is missing), means
 * it is readable by anyone.
 */
export type BucketExposure =
  | { verdict: 'private' }
  | { verdict: 'exposed'; answer: string }
  /** Not reachable, or an answer that says neither: the readiness check reports storage health. */
  | { verdict: 'unknown'; answer: string }

const probeTimeoutMs = 5_000

/** The address a stranger would use for `key` (or the bucket itself when `key` is ''), in the client's addressing style. */
export function anonymousBucketUrl(client: S3Settings['client'], bucket: string, key: string): URL {
  const region = typeof client.region === 'string' ? client.region : 'us-east-1'
  const endpoint = typeof client.endpoint === 'string' ? client.endpoint : `https://s3.${region}.amazonaws.com`
  const url = new URL(endpoint)
  const base = url.pathname.replace(/\/+$/, '')
  if (client.forcePathStyle) url.pathname = `${base}/${bucket}/${key}`
  else {
    url.hostname = `${bucket}.${url.hostname}`
    url.pathname = `${base}/${key}`
  }
  return url
}

type Probe = { status: number; code: string | null } | { error: string }

async function askAsStranger(url: URL): Promise<Probe> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(probeTimeoutMs) })
    const body = await response.text()
    return { status: response.status, code: body.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? null }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

const describe = (what: string, probe: Probe) =>
  'error' in probe ? `${what}: ${probe.error}` : `${what} → HTTP ${probe.status}${probe.code ? ` ${probe.code}` : ''}`

export async function privateBucketExposure(settings: S3Settings): Promise<BucketExposure> {
  const objectUrl = anonymousBucketUrl(settings.client, settings.privateBucket, `inquiry-photos/start-check-${randomUUID()}.jpg`)
  const listUrl = anonymousBucketUrl(settings.client, settings.privateBucket, '')
  listUrl.search = 'list-type=2&max-keys=1'
  const [object, listing] = await Promise.all([askAsStranger(objectUrl), askAsStranger(listUrl)])
  const objectReadable = !('error' in object) && (object.status === 200 || (object.status === 404 && object.code === 'NoSuchKey'))
  const listReadable = !('error' in listing) && listing.status === 200
  if (objectReadable) return { verdict: 'exposed', answer: describe(`GET ${objectUrl.pathname}`, object) }
  if (listReadable) return { verdict: 'exposed', answer: describe(`GET ${listUrl.pathname}?${listUrl.search.slice(1)}`, listing) }
  const refused = (probe: Probe) => !('error' in probe) && probe.status === 403
  if (refused(object) && refused(listing)) return { verdict: 'private' }
  return { verdict: 'unknown', answer: [describe('object', object), describe('listing', listing)].join('; ') }
}

/** The refusal for an exposed private bucket, naming the variable and the fix. */
export function exposedBucketProblem(bucket: string, answer: string): string {
  return (
    `S3_PRIVATE_BUCKET "${bucket}" answers a read without credentials (${answer}). It holds patients' inquiry photos, ` +
    'which are health data: block all public access on that bucket (remove any public-read ACL, bucket policy or anonymous ' +
    'access rule of your storage), then start again.'
  )
}
