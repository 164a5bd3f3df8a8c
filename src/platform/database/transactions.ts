import { randomUUID } from 'node:crypto'
import { isFunction, requireShape } from '@/platform/patch-guard'

type TransactionId = string | number
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type DrizzleAdapter = {
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<unknown> }
  initializing?: Promise<unknown>
  sessions: Record<string, Session>
  transactionOptions?: unknown
  beginTransaction: (options?: unknown) => Promise<TransactionId | null>
  commitTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  rollbackTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  commitErrorsSurface?: boolean
  payload?: { logger: { error: (details: object, message: string) => void } }
}

/** The transaction ended by rollbackTransaction: expected, not an error. */
class RolledBack extends Error {}

/**
 * Payload's drizzle adapters (SQLite and PostgreSQL alike) run each transaction as a pending
 * callback of drizzle's `transaction()`, and end it by settling that callback; the COMMIT that
 * follows runs inside a promise whose error they catch and drop. A COMMIT refused by a full disk,
 * a read-only file or a lock therefore looked like success: an inquiry answered 201 and never
 * stored, an admin save reported saved. This replaces the three methods with the same design
 * but keeps that promise, so `commitTransaction` resolves only after the COMMIT succeeded and
 * throws its error otherwise. Installed once per adapter when it connects (database.ts), before
 * anything else wraps them.
 */
export function surfaceCommitErrors(adapter: object): void {
  const db = adapter as DrizzleAdapter
  if (db.commitErrorsSurface) return
  requireShape(adapter, 'surfaceCommitErrors (src/platform/database/transactions.ts)', {
    "drizzle's transaction() on the adapter (adapter.drizzle.transaction)": isFunction(db.drizzle?.transaction),
    'its open transactions in adapter.sessions': typeof db.sessions === 'object' && db.sessions !== null,
    'beginTransaction, commitTransaction and rollbackTransaction on the adapter':
      isFunction(db.beginTransaction) && isFunction(db.commitTransaction) && isFunction(db.rollbackTransaction),
  })
  db.commitErrorsSurface = true
  const outcomes = new Map<TransactionId, Promise<unknown>>()

  db.beginTransaction = async function beginTransaction(options?: unknown) {
    await db.initializing
    const id = randomUUID()
    let tx: unknown
    let settle: { commit: () => void; rollback: () => void } | undefined
    let ready!: () => void
    const started = new Promise<void>((resolve) => {
      ready = resolve
    })
    const outcome = db.drizzle.transaction(async (transaction) => {
      tx = transaction
      await new Promise<void>((resolve, reject) => {
        settle = { commit: resolve, rollback: () => reject(new RolledBack('rolled back')) }
        ready()
      })
    }, options ?? db.transactionOptions)
    // BEGIN itself may fail (database locked, disk gone): then the callback never runs.
    await Promise.race([started, outcome.then(() => Promise.reject(new Error('The transaction ended before it began.')))]).catch(
      (error) => {
        outcome.catch(() => {})
        db.payload?.logger.error({ err: error }, 'Cannot begin a database transaction')
        throw new Error(`Error: cannot begin transaction: ${(error as Error).message}`, { cause: error })
      },
    )
    // Nobody may be left with an unhandled rejection while the transaction is open.
    outcome.catch(() => {})
    outcomes.set(id, outcome)
    db.sessions[id] = {
      db: tx,
      resolve: async () => {
        settle?.commit()
        await outcome
      },
      reject: async () => {
        settle?.rollback()
        await outcome.catch(() => {})
      },
    }
    return id
  }

  db.commitTransaction = async function commitTransaction(incoming) {
    const id = await incoming
    const session = db.sessions[id]
    // Already ended (a rollback by another operation sharing it): nothing to commit, and nothing was.
    if (!session) {
      if (outcomes.has(id)) throw new Error('The transaction was rolled back before it could be committed.')
      return
    }
    delete db.sessions[id]
    try {
      await session.resolve()
    } finally {
      outcomes.delete(id)
    }
  }

  db.rollbackTransaction = async function rollbackTransaction(incoming) {
    const id = await incoming
    const session = db.sessions[id]
    if (!session) return
    delete db.sessions[id]
    try {
      await session.reject()
    } finally {
      // Kept a moment so that a late commit of the same id is told it was rolled back.
      setTimeout(() => outcomes.delete(id), 60_000).unref?.()
    }
  }
}
