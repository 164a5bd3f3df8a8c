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

describe('scheduled publishing', () => {
  it('publishes a draft when its scheduled time has come and the jobs runner runs', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'sched@test.example', password: 'sched-password-1', role: 'admin' },
    })
    const draft = await payload.create({
      collection: 'posts',
      locale: 'cs',
      draft: true,
      data: { title: 'Naplánovaný článek', _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id }, user: { relationTo: 'users', value: admin.id } },
      waitUntil: new Date(Date.now() + 500),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'posts', id: draft.id }))._status).toBe('draft')

    await new Promise((resolve) => setTimeout(resolve, 700))
    await payload.jobs.run()
    const published = await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: draft.id } } })
    expect(published.docs).toHaveLength(1)
    expect(published.docs[0]._status).toBe('published')
  })
})
