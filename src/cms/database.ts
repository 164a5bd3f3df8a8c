import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { dataDir, projectRoot } from './paths'

/** postgres://… selects PostgreSQL; anything else (or nothing) is a SQLite file, by default data/clinic.db. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir, 'clinic.db')}`
}

export function isPostgres(url = databaseUrl()): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

export function databaseAdapter(): DatabaseAdapterObj {
  const url = databaseUrl()
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(projectRoot, 'src/cms/migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(projectRoot, 'src/cms/migrations/sqlite'),
    push: false,
    // Transactions are off for SQLite unless options are given; an inquiry must be all-or-nothing.
    transactionOptions: {},
    wal: true,
    // libSQL waits for a lock synchronously, freezing the whole server meanwhile: keep it short
    // (sqlite-write-queue.ts queues this process's own writes; intake.ts retries asynchronously).
    busyTimeout: 100,
  })
}
