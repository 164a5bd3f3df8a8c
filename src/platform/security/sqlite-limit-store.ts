import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'

/**
 * The counts of the rate limits on single-box SQLite, in a small SQLite file of their own beside
 * the database (DATA_DIR/rate-limits.db), so a restart (a deploy, a crash) does not hand every
 * guesser and flooder a fresh allowance. A file of its own, not a table in the site's database:
 * each count is one tiny write, and those must neither wait in nor hold the database's single
 * writer queue (src/platform/database/sqlite-write-queue.ts) — a limit is counted inside a staff member's save,
 * whose transaction holds it. Node's built-in SQLite writes synchronously in well under a
 * millisecond (WAL, no fsync per commit: a count lost in a power cut is a count, not data).
 */
export type SqliteLimitClient = {
  prepare: DatabaseSync['prepare']
  transaction: <T>(work: (...args: unknown[]) => T) => (...args: unknown[]) => T
}

const clients = new Map<string, SqliteLimitClient>()

/**
 * One connection per file and process, shaped as rate-limiter-flexible's RateLimiterSQLite wants a
 * better-sqlite3 database: `prepare` and `transaction` (and no `run`, by which it tells the drivers
 * apart).
 */
export function sqliteLimitClient(file: string): SqliteLimitClient {
  const known = clients.get(file)
  if (known) return known
  mkdirSync(path.dirname(file), { recursive: true })
  // Loaded at run time: Turbopack replaces a static import of `node:sqlite` with a module that throws
  // ("Unsupported external type Url"), seen in the production build.
  const { DatabaseSync: Database } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite')
  const db: DatabaseSync = new Database(file)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 100;')
  const client: SqliteLimitClient = {
    prepare: db.prepare.bind(db),
    transaction:
      (work) =>
      (...args) => {
        db.exec('BEGIN IMMEDIATE')
        try {
          const result = work(...args)
          db.exec('COMMIT')
          return result
        } catch (error) {
          // SQLite may have rolled back already (a full disk); the next count must find no open transaction.
          if (db.isTransaction) db.exec('ROLLBACK')
          throw error
        }
      },
  }
  clients.set(file, client)
  return client
}
