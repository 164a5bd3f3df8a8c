import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const failures = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))
    expect(failures).toEqual([])
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBe(12)
  })
})
