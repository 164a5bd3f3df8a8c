import path from 'node:path'
import type { Payload } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible'
import { isPostgres } from '@/platform/database/database-url'
import { dataDir } from '@/platform/project-folders'
import { sqliteLimitClient } from './sqlite-limit-store'

/** One counter: at most `points` within `duration` seconds per key. */
export type LimitRule = { name: string; points: number; duration: number }

type PgPool = { query: (...args: unknown[]) => unknown }

/** Where a family of limiters keeps its counts: its own PostgreSQL table and key prefix. */
export type LimitStore = { tableName: string; keyPrefix: string }

/** Every family's store (on PostgreSQL the tables that rate-limiter-flexible creates, see below). */
export const limitStores = {
  /** Visitors' inquiries, and the spent proof-of-work solutions of a flood (src/features/inquiries/intake/rate-limit.ts). */
  inquiries: { tableName: 'inquiry_rate_limits', keyPrefix: 'inq' },
  /** Staff logins, password resets, second factors: apart from the inquiry limits (src/auth/staff-auth-limiter.ts). */
  staffAuth: { tableName: 'staff_auth_rate_limits', keyPrefix: 'auth' },
} as const satisfies Record<string, LimitStore>

/** Where single-box SQLite keeps the counts (sqlite-limit-store.ts): beside the database, in DATA_DIR. */
export function sqliteLimitsFile(): string {
  return path.join(/* turbopackIgnore: true */ dataDir, 'rate-limits.db')
}

// Rows whose window ended more than an hour ago are deleted every 5 minutes (per table and process).
const sweptTables = new Set<string>()
// rate-limiter-flexible's own timer (clearExpiredByTimeout) lets a failed sweep reject unhandled.
type Sweepable = { clearExpired(nowMs: number): Promise<unknown> }
function sweepExpiredRows(limiter: Sweepable, tableName: string): void {
  if (sweptTables.has(tableName)) return
  sweptTables.add(tableName)
  const sweep = () => {
    // A full disk must not end the process: the sweep is tried again at the next round.
    limiter.clearExpired(Date.now() - 60 * 60_000).catch(() => undefined)
  }
  setInterval(sweep, 5 * 60_000).unref()
}

/**
 * On single-box SQLite in a file of its own beside the database (sqlite-limit-store.ts), so counts
 * outlive a restart; in PostgreSQL when that is the database, so several app instances share the
 * counts. Either way an in-memory limiter is the insurance while the store fails (a full disk, a
 * database hiccup), and a SQLite store that cannot be opened at all falls back to memory with a
 * warning rather than refusing every login and inquiry. rate-limiter-flexible creates the tables
 * itself (not a Payload migration).
 */
export function createLimiter(payload: Payload, rule: LimitRule, store: LimitStore): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `${store.keyPrefix}-${rule.name}`, points: rule.points, duration: rule.duration }
  const tableName = store.tableName
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (!isPostgres()) return sqliteLimiter(payload, options, tableName)
  if (!pool) return Promise.resolve(new RateLimiterMemory(options))
  const build = () =>
    new Promise<RateLimiterAbstract>((resolve, reject) => {
      const limiter = new RateLimiterPostgres(
        { ...options, storeClient: pool, storeType: 'pool', tableName, insuranceLimiter: new RateLimiterMemory(options) },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      )
    })
  // Each limiter runs CREATE TABLE IF NOT EXISTS: PostgreSQL lets two of those on one table race
  // into "type … already exists", so one process creates a table's limiters one after another,
  // and a race with another instance starting at the same moment is simply tried once more.
  const previous = tableQueue.get(tableName) ?? Promise.resolve()
  const created = previous.then(() => build().catch((error) => (isCreateRace(error) ? build() : Promise.reject(error))))
  tableQueue.set(
    tableName,
    created.catch(() => undefined),
  )
  return created
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number }

function sqliteLimiter(payload: Payload, options: LimiterOptions, tableName: string): Promise<RateLimiterAbstract> {
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter = new RateLimiterSQLite(
      {
        ...options,
        storeClient: sqliteLimitClient(sqliteLimitsFile()),
        storeType: 'better-sqlite3',
        tableName,
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: Error) => {
        if (error) reject(error)
        else {
          sweepExpiredRows(limiter as unknown as Sweepable, tableName)
          resolve(limiter)
        }
      },
    )
  }).catch((error: unknown) => {
    payload.logger.warn({ err: error }, `Rate limits (${tableName}) are kept in memory: their SQLite file cannot be used`)
    return new RateLimiterMemory(options)
  })
}

const tableQueue = new Map<string, Promise<unknown>>()

/** PostgreSQL's answers when two sessions create the same table at once. */
function isCreateRace(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code
  return code === '23505' || code === '42P07' || code === '42710'
}

/** Builds the limiters once per process; a failed build is retried on the next request. */
export function lazyLimiters<T>(build: (payload: Payload) => Promise<T>): (payload: Payload) => Promise<T> {
  let built: Promise<T> | undefined
  return (payload) => {
    if (!built) {
      built = build(payload)
      built.catch(() => {
        built = undefined
      })
    }
    return built
  }
}

/** A spent allowance: how long until the key may try again. */
export class LimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Limit reached; try again in ${retryAfterSeconds} s.`)
  }
}

/** Counts one point for `key`; throws LimitReached when that went over the rule's allowance. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    throw new LimitReached(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)))
  }
}
