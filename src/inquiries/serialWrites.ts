import { isPostgres } from '@/cms/database'

/**
 * SQLite has one writer at a time, and Payload's libSQL connections give up at once when the
 * database is locked (the adapter's busy timeout applies only to its first connection): two
 * inquiry transactions at the same moment would make one of them fail. SQLite means one server
 * process (DESIGN.md), so queueing the inquiry transactions inside the process avoids that.
 * PostgreSQL handles concurrent transactions itself.
 */
let tail: Promise<unknown> = Promise.resolve()

export function serialOnSqlite<T>(work: () => Promise<T>): Promise<T> {
  if (isPostgres()) return work()
  const run = tail.then(work, work)
  tail = run.catch(() => {})
  return run
}

/** SQLITE_BUSY and friends: another connection held the write lock; worth one more try. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (/SQLITE_BUSY|database is locked/i.test(String((current as { message?: unknown }).message ?? current))) return true
  }
  return false
}
