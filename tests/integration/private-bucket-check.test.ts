/**
 * The start check of the private bucket (issue 26 point 6), against a real S3-protocol server:
 * s3rver with the private bucket refusing unsigned requests as a real private bucket does, and
 * s3rver as it ships (it serves anyone), which a production server must refuse to store photos in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymousBucketUrl, exposedBucketProblem, privateBucketExposure } from '@/cms/private-bucket-check'
import { s3Settings } from '@/platform/cms/storage'
import { startS3Server, type S3TestServer } from '../support/s3-server'

let guarded: S3TestServer
let open: S3TestServer

beforeAll(async () => {
  guarded = await startS3Server()
  open = await startS3Server({ exposePrivateBucket: true })
})

afterAll(async () => {
  await guarded?.stop()
  await open?.stop()
})

const settingsOf = (server: S3TestServer) => s3Settings(server.env) as NonNullable<ReturnType<typeof s3Settings>>

describe('the private bucket start check', () => {
  it('passes a bucket that refuses strangers, while the app still reads and writes it with its keys', async () => {
    expect(await privateBucketExposure(settingsOf(guarded))).toEqual({ verdict: 'private' })
    const put = await fetch(`${guarded.endpoint}/${guarded.privateBucket}/x.txt`, { method: 'PUT', body: 'x' })
    expect(put.status).toBe(403)
  })

  it('finds a bucket that answers strangers, and the refusal names the variable, the bucket and the fix', async () => {
    const exposure = await privateBucketExposure(settingsOf(open))
    expect(exposure.verdict).toBe('exposed')
    const answer = (exposure as { answer: string }).answer
    expect(answer).toMatch(/HTTP 404 NoSuchKey/)
    const problem = exposedBucketProblem(open.privateBucket, answer)
    expect(problem).toContain(`S3_PRIVATE_BUCKET "${open.privateBucket}" answers a read without credentials`)
    expect(problem).toContain('block all public access on that bucket')
  })

  it('says it could not tell when the storage does not answer', async () => {
    const settings = settingsOf(guarded)
    const unreachable = { ...settings, client: { ...settings.client, endpoint: 'http://127.0.0.1:9' } }
    const exposure = await privateBucketExposure(unreachable)
    expect(exposure.verdict).toBe('unknown')
  })

  it('asks in the addressing style the app uses: path style, or the bucket in the host name', () => {
    expect(anonymousBucketUrl({ endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }, 'photos', 'a/b.jpg').href).toBe(
      'http://127.0.0.1:4569/photos/a/b.jpg',
    )
    expect(anonymousBucketUrl({ region: 'eu-central-1' }, 'photos', 'a/b.jpg').href).toBe(
      'https://photos.s3.eu-central-1.amazonaws.com/a/b.jpg',
    )
    expect(anonymousBucketUrl({ endpoint: 'https://fsn1.your-objectstorage.com' }, 'photos', '').href).toBe(
      'https://photos.fsn1.your-objectstorage.com/',
    )
  })
})
