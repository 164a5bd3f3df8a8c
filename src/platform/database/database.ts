import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { databaseUrl, isPostgres } from '@/platform/database/database-url'
import { projectRoot } from '@/platform/project-folders'
import { claimJobsAtomically } from '@/platform/jobs/job-claims'
import { recycleFailedSqliteConnections } from './sqlite-connection-recovery'
import { queueSqliteWrites } from './sqlite-write-queue'
import { surfaceCommitErrors } from './transactions'

/**
 * Our safety wrappers go onto the adapter as soon as it has connected, not in Payload's onInit:
 * after an init that failed (the database locked by another process at the first request),
 * Payload's getPayload initialises again but skips onInit, and the server would have run without
 * them.
 */
function withSafeTransactions(adapterObj: DatabaseAdapterObj, sqlite: boolean): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const connect = adapter.connect
      adapter.connect = async function (this: unknown, ...connectArgs: Parameters<NonNullable<typeof connect>>) {
        await connect?.apply(adapter, connectArgs)
        // First: every other wrapper must see COMMIT errors instead of a silent success.
        surfaceCommitErrors(adapter)
        // Several instances on one database: each job claimed by one of them only (job-claims.ts).
        claimJobsAtomically(adapter, !sqlite)
        if (sqlite) {
          recycleFailedSqliteConnections(adapter)
          queueSqliteWrites(adapter)
        }
      }
      return adapter
    },
  }
}

export function databaseAdapter(): DatabaseAdapterObj {
  const url = databaseUrl()
  if (isPostgres(url)) {
    return withSafeTransactions(
      postgresAdapter({
        pool: { connectionString: url },
        migrationDir: path.join(/* turbopackIgnore: true */ projectRoot, 'src/cms/migrations/postgres'),
        push: false,
      }),
      false,
    )
  }
  return withSafeTransactions(
    sqliteAdapter({
      client: { url },
      migrationDir: path.join(/* turbopackIgnore: true */ projectRoot, 'src/cms/migrations/sqlite'),
      push: false,
      // Transactions are off for SQLite unless options are given; an inquiry must be all-or-nothing.
      transactionOptions: {},
      wal: true,
      // libSQL waits for a lock synchronously, freezing the whole server meanwhile: keep it short
      // (sqlite-write-queue.ts queues this process's own writes; src/features/inquiries/intake/store.ts retries asynchronously).
      busyTimeout: 100,
    }),
    true,
  )
}
