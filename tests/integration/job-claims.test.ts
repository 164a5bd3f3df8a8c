/**
 * Jobs exactly once when runs overlap (several instances, or a scheduled run meeting a "run now"):
 * each pending notification is claimed by one run only, so each inquiry is e-mailed once; a job
 * whose instance died while running it is handed back after its lease and then sent once; every
 * notification carries the inquiry's own Message-ID. On SQLite one process writes one transaction at
 * a time anyway; the PostgreSQL pass of npm test is where overlapping claims really race (without
 * src/platform/jobs/job-claims.ts both tests fail there).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callMeRequest, mailingInquiryEnv } from './inquiry-support'

const smtp = await mailingInquiryEnv()
process.env.JOB_LEASE_SECONDS = '60'

const { freshPayload } = await import('./payload')
const { POST: postCallMe } = await import('@/app/api/v1/inquiries/call-me/route')
const { notificationQueue } = await import('@/features/inquiries/notification/notification-settings')
const { releaseExpiredJobClaims, renewLeaseWhileRunning } = await import('@/platform/jobs/job-claims')
const { isPostgres } = await import('@/platform/database/database-url')

let payload: Payload
beforeAll(async () => {
  payload = await freshPayload()
})
afterAll(async () => {
  await payload?.destroy()
  await smtp.close()
})

async function newInquiries(count: number): Promise<string[]> {
  const references: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await postCallMe(
      callMeRequest({ phoneNumber: `+420 777 000 ${String(100 + i)}`, locationUrl: '/kontakt', lang: 'cs' }),
    )
    expect(response.status).toBe(201)
    references.push(((await response.json()) as { reference: string }).reference)
  }
  return references
}

const messageIdOf = (message: string) => message.match(/^Message-ID: (.+)$/im)?.[1]?.trim()

describe('notification jobs run exactly once', () => {
  it('twelve inquiries, four overlapping runs of the queue: twelve e-mails, one per inquiry, each with its own Message-ID', async () => {
    smtp.messages.length = 0
    const references = await newInquiries(12)
    await Promise.all(Array.from({ length: 4 }, () => payload.jobs.run({ queue: notificationQueue, limit: 100 })))
    expect(smtp.messages.length).toBe(12)
    for (const reference of references) {
      const mails = smtp.messages.filter((message) => message.includes(reference))
      expect(mails.length, reference).toBe(1)
      expect(messageIdOf(mails[0])).toBe(`<inquiry-${reference}@clinic.test>`)
    }
    const pending = await payload.count({
      collection: 'payload-jobs',
      where: { queue: { equals: notificationQueue }, completedAt: { exists: false } },
      overrideAccess: true,
    })
    expect(pending.totalDocs).toBe(0)
  })

  // The race the overlapping runs met on PostgreSQL one pass in three: a run read a job as pending,
  // another run sent it and marked it completed (processing false again) before the first run's
  // claim, which then took the finished job and sent it a second time.
  it('a job finished, failed for good or put off for a retry after a run read it is not claimed by that run', async () => {
    const pendingJob = async () => {
      await newInquiries(1)
      const jobs = await payload.find({
        collection: 'payload-jobs',
        where: { queue: { equals: notificationQueue }, completedAt: { exists: false }, processing: { equals: false } },
        overrideAccess: true,
      })
      expect(jobs.docs.length).toBe(1)
      return jobs.docs[0].id
    }
    // What the run read: the job's id; what another run did meanwhile: `change`.
    const claimAfter = async (change: Record<string, unknown>) => {
      const id = await pendingJob()
      await payload.db.updateJobs({ id, data: { processing: false, ...change }, req: {} as never })
      const claimed = await payload.db.updateJobs({
        where: { id: { equals: id } },
        data: { processing: true },
        limit: 1,
        returning: true,
        req: {} as never,
      })
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { equals: id } }, req: {} as never })
      return claimed ?? []
    }
    expect(await claimAfter({ completedAt: new Date().toISOString() })).toEqual([])
    expect(await claimAfter({ hasError: true })).toEqual([])
    expect(await claimAfter({ waitUntil: new Date(Date.now() + 60_000).toISOString() })).toEqual([])
    // Still pending: claimed.
    expect(await claimAfter({})).toHaveLength(1)
  })

  it('a job left "processing" by an instance that died is handed back after its lease, then sent once', async () => {
    smtp.messages.length = 0
    const [reference] = await newInquiries(1)
    // The dead instance had claimed it two minutes ago (the lease here is 60 s).
    const claimedAt = new Date(Date.now() - 120_000).toISOString()
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: notificationQueue }, completedAt: { exists: false } },
      overrideAccess: true,
    })
    expect(jobs.docs.length).toBe(1)
    await payload.db.updateJobs({ id: jobs.docs[0].id, data: { processing: false }, req: {} as never })
    await payload.db.updateJobs({ id: jobs.docs[0].id, data: { processing: true, updatedAt: claimedAt }, req: {} as never })
    // While it is claimed, no run takes it.
    await payload.jobs.run({ queue: notificationQueue, limit: 100 })
    expect(smtp.messages.length).toBe(0)
    // A claim younger than the lease stays; the expired one is released.
    expect(await releaseExpiredJobClaims(payload, isPostgres(), Date.now() - 90_000)).toBe(0)
    expect(await releaseExpiredJobClaims(payload, isPostgres())).toBe(1)
    await Promise.all([
      payload.jobs.run({ queue: notificationQueue, limit: 100 }),
      payload.jobs.run({ queue: notificationQueue, limit: 100 }),
    ])
    expect(smtp.messages.filter((message) => message.includes(reference)).length).toBe(1)
  })

  it('a running job renews its claim, so a lease shorter than the job never hands it to another instance', async () => {
    const [reference] = await newInquiries(1)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: notificationQueue }, completedAt: { exists: false } },
      overrideAccess: true,
    })
    expect(jobs.docs.length).toBe(1)
    const id = jobs.docs[0].id
    // Claimed by this instance, as a run claims it.
    await payload.db.updateJobs({ id, data: { processing: true, updatedAt: new Date().toISOString() }, req: {} as never })
    const lease = process.env.JOB_LEASE_SECONDS
    process.env.JOB_LEASE_SECONDS = '3'
    try {
      // A slow job: 4.5 s, longer than the 3 s lease; meanwhile another instance checks for expired claims.
      const released = await renewLeaseWhileRunning(payload, id, isPostgres(), async () => {
        await new Promise((resolve) => setTimeout(resolve, 4_500))
        return releaseExpiredJobClaims(payload, isPostgres())
      })
      expect(released).toBe(0)
      // Not renewed any more (its instance died): after the lease it is handed back.
      await new Promise((resolve) => setTimeout(resolve, 3_200))
      expect(await releaseExpiredJobClaims(payload, isPostgres())).toBe(1)
    } finally {
      process.env.JOB_LEASE_SECONDS = lease
    }
    await payload.jobs.run({ queue: notificationQueue, limit: 100 })
    expect(smtp.messages.filter((message) => message.includes(reference)).length).toBe(1)
  })
})
