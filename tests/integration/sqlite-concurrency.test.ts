import type { Payload } from 'payload'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '@/platform/database/database-url'
import { freshPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('concurrent writes', () => {
  it('wait for each other instead of failing with "database is locked" (staff saving while inquiries arrive)', async () => {
    const writes = Array.from({ length: 12 }, (_, index) =>
      payload.create({ collection: 'posts', locale: 'cs', data: { title: `Souběžný článek ${index}`, _status: 'published' } }),
    )
    const results = await Promise.allSettled(writes)
    const failures = results
      .filter((result) => result.status === 'rejected')
      .map((result) => String((result as PromiseRejectedResult).reason))
    expect(failures).toEqual([])
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(12)
  })
})

describe('a single write outside a transaction', () => {
  it('waits for a running transaction instead of failing (admin preferences while an inquiry is stored)', async () => {
    const transactionID = await payload.db.beginTransaction()
    const req = { payload, transactionID } as never
    await payload.create({ collection: 'posts', locale: 'cs', data: { title: 'V transakci', _status: 'published' }, req })
    // A write outside any transaction, as Payload does for admin preferences.
    const outside = payload.db.create({ collection: 'payload-preferences', data: { key: 'test', value: 'x' } })
    await new Promise((resolve) => setTimeout(resolve, 200))
    await payload.db.commitTransaction(transactionID!)
    await expect(outside).resolves.toBeDefined()
  })
})

describe.skipIf(isPostgres())('after another connection held the write lock (SQLite)', () => {
  type Connection = { exec(sql: string): void; close(): void }
  const Database: new (file: string) => Connection = createRequire(import.meta.url)('libsql')

  it('a failed BEGIN does not poison the shared connection: the next transaction commits and is read back', async () => {
    const other = new Database(path.join(process.env.DATA_DIR ?? '', 'clinic.db'))
    other.exec('BEGIN IMMEDIATE')
    // libSQL leaves the failed BEGIN "in progress" on the connection it ran on; that connection
    // would later refuse to COMMIT ("SQL statements in progress") until garbage-collected.
    await expect(payload.db.beginTransaction()).rejects.toThrow(/locked|busy/i)
    other.exec('ROLLBACK')
    other.close()

    const transactionID = await payload.db.beginTransaction()
    const req = { payload, transactionID } as never
    const post = await payload.create({
      collection: 'posts',
      locale: 'cs',
      data: { title: 'Po uvolnění zámku', _status: 'published' },
      req,
    })
    await payload.db.commitTransaction(transactionID!)
    expect((await payload.find({ collection: 'posts', where: { id: { equals: post.id } } })).totalDocs).toBe(1)
  })
})
