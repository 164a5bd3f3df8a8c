import { isFunction, requireShape } from '@/platform/patch-guard'

type Method = (...args: unknown[]) => Promise<unknown>
type Client = { execute: Method; batch: Method; transaction: (mode?: string) => Promise<{ close(): void }> }

/**
 * A statement that fails on a libSQL connection (SQLITE_BUSY while another process holds the
 * lock, a full disk, a read-only file) is not reset: it stays "in progress" on that connection
 * until the garbage collector finalizes it. Until then the connection can keep reading an old
 * snapshot and refuses to COMMIT ("SQL statements in progress"), so writes kept failing long after
 * the fault was gone (measured: over a minute, until a restart), and an inquiry read back after
 * its commit was not found. After any error on the adapter's shared connection this replaces that
 * connection: libSQL's `transaction()` hands the current connection to the transaction and opens a
 * fresh one for everything after it, so a deferred transaction that is closed at once retires the
 * failed connection. Transactions already get a connection of their own each.
 */
export function recycleFailedSqliteConnections(adapter: object): void {
  const client = (adapter as { client?: Client & { connectionRecycling?: boolean } }).client
  if (client?.connectionRecycling) return
  requireShape(adapter, 'recycleFailedSqliteConnections (src/platform/database/sqlite-connection-recovery.ts)', {
    "libSQL's client on the adapter with execute(), batch() and transaction() (adapter.client)":
      isFunction(client?.execute) && isFunction(client?.batch) && isFunction(client?.transaction),
  })
  if (!client) return
  client.connectionRecycling = true
  const transaction = client.transaction.bind(client)

  const retire = async () => {
    try {
      const stale = await transaction('deferred')
      stale.close()
    } catch {
      // Not even BEGIN works on it: the next error tries again.
    }
  }
  const recycling = (method: Method): Method =>
    async function (this: unknown, ...args: unknown[]) {
      try {
        return await method.apply(client, args)
      } catch (error) {
        await retire()
        throw error
      }
    }
  client.execute = recycling(client.execute)
  client.batch = recycling(client.batch)
  // A transaction that could not begin leaves its failed BEGIN on the shared connection.
  client.transaction = recycling(client.transaction as Method) as Client['transaction']
}
