import type { Payload } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { isPostgres } from '@/cms/database-url'

/** One counter: at most `points` within `duration` seconds per key. */
export type LimitRule = { name: string; points: number; duration: number }

type PgPool = { query: (...args: unknown[]) => unknown }

/** Where a family of limiters keeps its counts: its own PostgreSQL table and key prefix. */
export type LimitStore = { tableName: string; keyPrefix: string }

/** Every family's store (on PostgreSQL the tables that rate-limiter-flexible creates, see below). */
export const limitStores = {
  /** Visitors' inquiries, and the spent proof-of-work solutions of a flood (src/inquiries/intake/rate-limit.ts). */
  inquiries: { tableName: 'inquiry_rate_limits', keyPrefix: 'inq' },
  /** Staff logins, password resets, second factors: apart from the inquiry limits (src/auth/staff-auth-limiter.ts). */
  staffAuth: { tableName: 'staff_auth_rate_limits', keyPrefix: 'auth' },
} as const satisfies Record<string, LimitStore>

/**
 * In memory on SQLite (one server process, DESIGN.md); in PostgreSQL when that is the database,
 * so several app instances share the counts, with an in-memory limiter as insurance while the
 * database hiccups. rate-limiter-flexible creates the table itself (not a Payload migration).
 */
export function createLimiter(payload: Payload, rule: LimitRule, store: LimitStore): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `${store.keyPrefix}-${rule.name}`, points: rule.points, duration: rule.duration }
  const tableName = store.tableName
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (!isPostgres() || !pool) return Promise.resolve(new RateLimiterMemory(options))
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
