import type { TaskConfig } from 'payload'
import { deleteExpiredInquiries, sweepOrphanPhotoFiles } from '../retention'

/** Daily: erases inquiries past their retention period and stored photo files (disk or private bucket) without a record. */
export const inquiryRetentionTask: TaskConfig<{ input: object; output: { deleted: number; sweptFiles: number } }> = {
  slug: 'inquiryRetention',
  label: 'Delete old inquiries and orphaned photo files',
  retries: 2,
  outputSchema: [
    { name: 'deleted', type: 'number' },
    { name: 'sweptFiles', type: 'number' },
  ],
  // Queued once a day by the autoRun of the default queue (which also runs scheduled publishing).
  schedule: [{ cron: '30 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const deleted = await deleteExpiredInquiries(req.payload)
    const swept = await sweepOrphanPhotoFiles(req.payload)
    req.payload.logger.info(`inquiryRetention: deleted ${deleted} inquiries and ${swept.length} orphaned photo files.`)
    return { output: { deleted, sweptFiles: swept.length } }
  },
}
