/**
 * Which failures are "try again later" (503) and which are our bug (500), on errors as the real
 * libraries throw them: pg connecting to a port nobody listens on, the AWS SDK talking to one.
 * (SQLite read-only, locked and full: tests/faults/inquiry-faults.test.ts, on a real server.)
 */
import { S3Client, HeadBucketCommand } from '@aws-sdk/client-s3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDependencyFailure } from '@/platform/server/dependency-failure'

const closedPort = 9

async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('a dependency failure', () => {
  it('is PostgreSQL not answering, also when wrapped as the cause of a query error', async () => {
    const error = await thrownBy(() => new pg.Client({ host: '127.0.0.1', port: closedPort, connectionTimeoutMillis: 2_000 }).connect())
    expect(isDependencyFailure(error)).toBe(true)
    expect(isDependencyFailure(new Error('Failed query: select 1', { cause: error }))).toBe(true)
  })

  it('is PostgreSQL shutting down (SQLSTATE 57P01) or out of connections (53300)', () => {
    expect(isDependencyFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    )
    expect(isDependencyFailure(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true)
  })

  it('is object storage not answering', async () => {
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${closedPort}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      maxAttempts: 1,
    })
    const error = await thrownBy(() => client.send(new HeadBucketCommand({ Bucket: 'photos' })))
    expect(isDependencyFailure(error)).toBe(true)
  })

  it('is SQLite reporting a full disk or a held lock', () => {
    expect(isDependencyFailure(new Error('SQLITE_FULL: database or disk is full'))).toBe(true)
    expect(isDependencyFailure(new Error('SQLITE_BUSY: database is locked'))).toBe(true)
  })

  it('is not a mistake in our code or in the data', () => {
    expect(isDependencyFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(
      isDependencyFailure(new Error('Failed query: insert into inquiries', { cause: new Error('null value in column "email"') })),
    ).toBe(false)
    expect(isDependencyFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDependencyFailure('a string')).toBe(false)
    expect(isDependencyFailure(undefined)).toBe(false)
  })

  it('follows a cause chain that loops back without hanging', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(isDependencyFailure(a)).toBe(false)
  })
})
