import { isFunction, requireShape } from '@/platform/patch-guard'

/** How long one statement waits synchronously for another process's write lock. */
export const busyTimeoutMs = 100

type TransactionId = string | number
type Method = (...args: unknown[]) => Promise<unknown>
type Client = { execute: Method; batch: Method; transaction: Method }
type Adapter = {
  beginTransaction: (options?: unknown) => Promise<TransactionId | null>
  commitTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  rollbackTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  writesQueued?: boolean
}

/**
 * SQLite allows one writer at a time, and the libSQL driver runs synchronously: a transaction that
 * waits for another one of the same process blocks the very event loop the other needs to finish,
 * and Payload's new connections give up at once (SQLITE_BUSY). An admin save while an inquiry is
 * stored would fail. So the process queues all its write transactions, inquiries' and admin saves'
 * alike (no other code queues writes): each waits for the previous one to commit or roll back. A
 * wait longer than `waitLimit` (a transaction started inside another, which would deadlock) goes
 * ahead unqueued and may meet SQLITE_BUSY as before. Single writes outside a transaction (Payload
 * saves admin preferences that way) take their turn too; reads never wait. SQLite means one server
 * process (DESIGN.md); PostgreSQL needs none of this.
 */
export function queueSqliteWrites(adapter: object, waitLimit = 15_000) {
  const db = adapter as Adapter
  if (db.writesQueued) return
  const shapeClient = (adapter as { client?: Partial<Client> }).client
  requireShape(adapter, 'queueSqliteWrites (src/platform/database/sqlite-write-queue.ts)', {
    'beginTransaction, commitTransaction and rollbackTransaction on the adapter':
      isFunction(db.beginTransaction) && isFunction(db.commitTransaction) && isFunction(db.rollbackTransaction),
    "libSQL's client on the adapter with execute(), batch() and transaction() (adapter.client)":
      isFunction(shapeClient?.execute) && isFunction(shapeClient?.batch) && isFunction(shapeClient?.transaction),
  })
  db.writesQueued = true
  const original = {
    begin: db.beginTransaction.bind(db),
    commit: db.commitTransaction.bind(db),
    rollback: db.rollbackTransaction.bind(db),
  }
  let tail: Promise<void> = Promise.resolve()
  const releases = new Map<TransactionId, () => void>()

  const takeTurn = async (): Promise<() => void> => {
    let release: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = tail
    tail = previous.then(() => done)
    let timer: NodeJS.Timeout | undefined
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitLimit)
      timer.unref?.()
    })
    await Promise.race([previous, giveUp])
    clearTimeout(timer)
    return release
  }

  const finish = (id: TransactionId) => {
    releases.get(id)?.()
    releases.delete(id)
  }

  // Statements run on the client directly are outside any transaction (a transaction has its own object).
  const client = (adapter as { client?: Client }).client
  if (client) {
    const execute = client.execute.bind(client)
    const batch = client.batch.bind(client)
    const inTurn = async (work: () => Promise<unknown>) => {
      const release = await takeTurn()
      try {
        return await work()
      } finally {
        release()
      }
    }
    client.execute = (...args) => (isWrite(args[0]) ? inTurn(() => execute(...args)) : execute(...args))
    client.batch = (...args) => (Array.isArray(args[0]) && args[0].some(isWrite) ? inTurn(() => batch(...args)) : batch(...args))
    // libSQL runs each transaction on the client's current connection and opens a new one for
    // everything after it: only the very first connection got the adapter's busy timeout, so a lock
    // held by another process failed some transactions at once and blocked others for seconds.
    // Every transaction's connection gets the same short timeout; the inquiry intake waits longer
    // without blocking the event loop (src/features/inquiries/intake/busy-retry.ts; libSQL waits synchronously).
    const transaction = client.transaction.bind(client)
    client.transaction = async (...args) => {
      await execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
      return transaction(...args)
    }
  }

  db.beginTransaction = async (options) => {
    const release = await takeTurn()
    try {
      const id = await original.begin(options)
      if (id === null || id === undefined) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  // A COMMIT or ROLLBACK, failed or not, ends the transaction's turn.
  const endingTurn = (end: (id: TransactionId) => Promise<void>) => async (id: TransactionId | Promise<TransactionId>) => {
    const resolved = await id
    try {
      await end(resolved)
    } finally {
      finish(resolved)
    }
  }
  db.commitTransaction = endingTurn(original.commit)
  db.rollbackTransaction = endingTurn(original.rollback)
}

function isWrite(statement: unknown): boolean {
  const sql = typeof statement === 'string' ? statement : (statement as { sql?: unknown } | null)?.sql
  return typeof sql === 'string' && /^\s*(insert|update|delete|replace|create|drop|alter)\b/i.test(sql)
}
