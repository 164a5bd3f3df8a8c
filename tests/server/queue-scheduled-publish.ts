/**
 * `payload run tests/server/queue-scheduled-publish.ts`: queues a scheduled publish the way the
 * admin's "Schedule publish" does (Payload's schedulePublish job with a waitUntil), from a second
 * process on the same database, for tests/server/scheduled-publish.test.ts.
 * Environment: SCHEDULE_COLLECTION, SCHEDULE_ID, SCHEDULE_LOCALE, SCHEDULE_AT (ISO time), SCHEDULE_USER_ID.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
try {
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      locale: process.env.SCHEDULE_LOCALE,
      doc: { relationTo: process.env.SCHEDULE_COLLECTION as 'procedures', value: Number(process.env.SCHEDULE_ID) },
      user: { relationTo: 'users', value: Number(process.env.SCHEDULE_USER_ID) },
    },
    waitUntil: new Date(String(process.env.SCHEDULE_AT)),
  })
  process.stdout.write(`queued job ${job.id}\n`)
} finally {
  await payload.destroy()
}
process.exit(0)
