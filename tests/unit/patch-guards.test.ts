import { describe, expect, it } from 'vitest'
import { claimJobsAtomically } from '@/platform/jobs/job-claims'
import { isPatchShapeChanged, PatchShapeChanged } from '@/platform/patch-guard'
import { recycleFailedSqliteConnections } from '@/platform/database/sqlite-connection-recovery'
import { queueSqliteWrites } from '@/platform/database/sqlite-write-queue'
import { surfaceCommitErrors } from '@/platform/database/transactions'

// Stand-ins for Payload's database adapter as the installed version builds it (the integration tests
// run the patches on the real one), each test then taking one piece away as an update might.
const fn = async () => undefined
const sqliteClient = () => ({ execute: fn, batch: fn, transaction: fn })
const adapter = (overrides: Record<string, unknown> = {}) => ({
  packageName: '@payloadcms/db-sqlite',
  drizzle: { transaction: fn, run: fn, execute: fn },
  sessions: {},
  beginTransaction: fn,
  commitTransaction: fn,
  rollbackTransaction: fn,
  updateJobs: fn,
  find: fn,
  client: sqliteClient(),
  ...overrides,
})

function refusal(install: () => void): string {
  try {
    install()
  } catch (error) {
    expect(error).toBeInstanceOf(PatchShapeChanged)
    expect(isPatchShapeChanged(new Error('Payload init failed', { cause: error }))).toBe(true)
    return (error as Error).message
  }
  throw new Error('the patch installed itself on an adapter without the shape it relies on')
}

describe('database patches refuse a Payload adapter that changed, naming what they rely on and the version', () => {
  it('all install on the shape of the installed Payload', () => {
    const db = adapter()
    expect(() => {
      surfaceCommitErrors(db)
      claimJobsAtomically(db, false)
      recycleFailedSqliteConnections(db)
      queueSqliteWrites(db)
    }).not.toThrow()
  })

  it('commit errors: without adapter.sessions or drizzle.transaction', () => {
    expect(refusal(() => surfaceCommitErrors(adapter({ sessions: undefined })))).toMatch(
      /^surfaceCommitErrors \(src\/platform\/database\/transactions\.ts\) relies on its open transactions in adapter\.sessions, which @payloadcms\/db-sqlite \d+\.\d+\.\d+ no longer has/,
    )
    expect(refusal(() => surfaceCommitErrors(adapter({ drizzle: {} })))).toContain("relies on drizzle's transaction()")
  })

  it('job claims: without updateJobs, or without the SQL runner of its database', () => {
    expect(refusal(() => claimJobsAtomically(adapter({ updateJobs: undefined }), false))).toContain('relies on updateJobs and find')
    const postgres = adapter({ packageName: '@payloadcms/db-postgres', drizzle: { run: fn } })
    expect(refusal(() => claimJobsAtomically(postgres, true))).toMatch(/drizzle's execute\(\).*@payloadcms\/db-postgres \d/)
  })

  it('SQLite connection recovery and write queue: without libSQL client methods', () => {
    expect(refusal(() => recycleFailedSqliteConnections(adapter({ client: undefined })))).toContain("libSQL's client")
    expect(refusal(() => queueSqliteWrites(adapter({ client: { execute: fn, batch: fn } })))).toContain("libSQL's client")
    expect(refusal(() => queueSqliteWrites(adapter({ commitTransaction: undefined })))).toContain('commitTransaction')
  })

  it('a failure that is not a changed shape is not taken for one', () => {
    expect(isPatchShapeChanged(new Error('SQLITE_BUSY'))).toBe(false)
    expect(isPatchShapeChanged(undefined)).toBe(false)
  })
})
