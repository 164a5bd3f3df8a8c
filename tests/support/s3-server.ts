import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * A real S3-protocol server (s3rver, from the npm registry) on 127.0.0.1, storing in a temporary
 * folder: the public and the private bucket exist, `env` holds the S3_* variables that point the
 * app at them (src/platform/cms/storage.ts). s3rver accepts its one built-in key pair (S3RVER / S3RVER).
 *
 * s3rver has no access control: it serves anyone. A real private bucket refuses a request without a
 * signature with 403 AccessDenied, and a production server refuses to start on one that does not
 * (src/cms/private-bucket-check.ts). So the private bucket gets that refusal in front, as the first
 * Koa middleware; `exposePrivateBucket` leaves it off, for the test of that start check.
 */
export type S3TestServer = {
  endpoint: string
  publicBucket: string
  privateBucket: string
  env: Record<string, string>
  /** An outage: while true, every request is answered 503 ServiceUnavailable, as S3 does when it cannot serve. */
  setUnavailable(unavailable: boolean): void
  stop(): Promise<void>
}

const serviceUnavailable =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ServiceUnavailable</Code><Message>Service is unable to handle request.</Message></Error>'
const accessDenied = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'

export async function startS3Server({
  publicBucket = 'clinic-public',
  privateBucket = 'clinic-private',
  exposePrivateBucket = false,
} = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'clinic-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    // Any free port: parallel test runs (CI, other checkouts) never collide.
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: publicBucket }, { name: privateBucket }],
  })
  if (!exposePrivateBucket) {
    server.middleware.unshift((context, next) => {
      const signed = Boolean(context.get('authorization')) || 'Signature' in context.query || 'X-Amz-Algorithm' in context.query
      const inPrivateBucket = context.path === `/${privateBucket}` || context.path.startsWith(`/${privateBucket}/`)
      if (signed || !inPrivateBucket) return next()
      context.status = 403
      context.type = 'application/xml'
      context.body = accessDenied
    })
  }
  let unavailable = false
  server.middleware.unshift((context, next) => {
    if (!unavailable) return next()
    context.status = 503
    context.type = 'application/xml'
    context.body = serviceUnavailable
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    publicBucket,
    privateBucket,
    env: {
      S3_BUCKET: publicBucket,
      S3_PRIVATE_BUCKET: privateBucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    setUnavailable(value) {
      unavailable = value
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
