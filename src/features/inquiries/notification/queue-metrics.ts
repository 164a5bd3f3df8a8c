import 'server-only'
import type { Where } from 'payload'
import { payloadClient } from '@/content/payload'
import { metrics } from '@/platform/metrics.mjs'
import { notificationQueue } from './notification-settings'

let registered = false

/**
 * The reading of /metrics that belongs to the inquiries, made at each scrape: the notifications not
 * sent yet (waiting, retrying, or given up after their last attempt — each one a lead the clinic
 * has not heard of). Registered once at server start (src/instrumentation.ts).
 */
export function registerNotificationMetrics(): void {
  if (registered) return
  registered = true
  const { beforeScrape, queueDepth, oldestPendingSeconds } = metrics()
  beforeScrape.add(async () => {
    const payload = await payloadClient()
    const unsent: Where = { and: [{ queue: { equals: notificationQueue } }, { completedAt: { exists: false } }] }
    const [waiting, oldest] = await Promise.all([
      payload.count({ collection: 'payload-jobs', where: unsent, overrideAccess: true }),
      payload.find({ collection: 'payload-jobs', where: unsent, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true }),
    ])
    queueDepth.set(waiting.totalDocs)
    const createdAt = oldest.docs[0]?.createdAt
    oldestPendingSeconds.set(createdAt ? Math.max(0, Math.round((Date.now() - Date.parse(createdAt)) / 1000)) : 0)
  })
}
