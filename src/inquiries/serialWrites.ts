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

/** How long a write lock held elsewhere (a backup, a migration, another process) is waited for. */
export const busyBudgetMs = 6000

/**
 * Runs `work` again while the database is locked by someone else, with growing pauses that leave
 * the event loop free (libSQL's own busy wait would block it), until `budgetMs` has passed.
 */
export async function retryWhileBusy<T>(work: () => Promise<T>, budgetMs = busyBudgetMs): Promise<T> {
  const started = Date.now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const wait = Math.min(1000, 100 * 2 ** attempt)
      if (!isDatabaseBusy(error) || Date.now() - started + wait > budgetMs) throw error
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}
