/**
 * Waiting for a write lock held by another process (a backup, a migration, a second process on the
 * same SQLite file). This process's own writes never collide: the database adapter queues them
 * (src/platform/database/sqlite-write-queue.ts). PostgreSQL never reports "busy", so there this changes nothing.
 */

/** SQLITE_BUSY and friends: another connection held the write lock; worth one more try. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (/SQLITE_BUSY|database is locked/i.test(String((current as { message?: unknown }).message ?? current))) return true
  }
  return false
}

/** How long a write lock held elsewhere is waited for before the visitor gets a 503. */
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
