import 'server-only'
import type { Where } from 'payload'
import { payloadClient } from '@/content/payload'
import { notificationQueue } from '@/inquiries/notification/notification-settings'
import { metrics } from './metrics.mjs'
import { readiness } from './readiness'

let registered = false

/**
 * The readings only the app can take, made at each scrape of /metrics: the inquiry notifications
 * not sent yet (waiting, retrying, or given up after their last attempt — each one a lead the clinic
 * has not heard of) and whether the database and the upload storage answer (the readiness checks).
 */
export function registerAppMetrics(): void {
  if (registered) return
  registered = true
  const { beforeScrape, queueDepth, oldestPendingSeconds, dependencyUp } = metrics()
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
  beforeScrape.add(async () => {
    const { checks } = await readiness()
    dependencyUp.set({ dependency: 'database' }, checks.database === 'ok' ? 1 : 0)
    dependencyUp.set({ dependency: 'storage' }, checks.storage === 'ok' ? 1 : 0)
  })
}
