import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type TaskConfig, type Where } from 'payload'
import { archiveForReport } from './lead-report/archive'
import { deletionReasonContextKey } from './reception/audit'
import { type UploadFiles, uploadFiles } from '@/platform/cms/upload-files'

const day = 24 * 60 * 60 * 1000

export function retentionDays(env: Record<string, string | undefined> = process.env): { inquiries: number; spam: number } {
  const configured = Number(env.INQUIRY_RETENTION_DAYS)
  return { inquiries: Number.isFinite(configured) && configured > 0 ? configured : 180, spam: 30 }
}

/**
 * Deletes inquiries past their retention period, after adding them to the lead report's anonymous
 * counts (src/features/inquiries/lead-report/archive.ts); the collection's hooks delete their photos, notes
 * and history and record each deletion, with this reason, in the audit log. Deleting by query is
 * refused to every user (disableBulkDelete); this system job does it with overrideAccess.
 */
export async function deleteExpiredInquiries(payload: Payload, now = new Date()): Promise<number> {
  const days = retentionDays()
  const inquiriesBefore = new Date(now.getTime() - days.inquiries * day).toISOString()
  const spamBefore = new Date(now.getTime() - days.spam * day).toISOString()
  const where: Where = {
    or: [{ createdAt: { less_than: inquiriesBefore } }, { and: [{ isSpam: { equals: true } }, { createdAt: { less_than: spamBefore } }] }],
  }
  const context = {
    [deletionReasonContextKey]: `Retention: inquiries older than ${days.inquiries} days, spam older than ${days.spam} days.`,
  }
  // The report's anonymous counts and the deletion in one transaction: neither without the other.
  const req = await createLocalReq({ context }, payload)
  const ownTransaction = await initTransaction(req)
  try {
    await archiveForReport(req, where)
    const result = await payload.delete({ collection: 'inquiries', overrideAccess: true, context, where, req })
    if (result.errors.length > 0) throw new Error(`Retention could not delete ${result.errors.length} inquiries.`)
    if (ownTransaction) await commitTransaction(req)
    return result.docs.length
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/**
 * Deletes photo files (on the disk or in the private bucket) that no inquiry-photos record names:
 * left behind when a transaction rolled back after Payload had stored the file. Files younger than
 * `graceMs` may belong to a request still in flight and are kept. Every instance may run it: a file
 * is only deleted when no record names it, whichever instance stored it.
 */
export async function sweepOrphanPhotoFiles(
  payload: Payload,
  { now = Date.now(), graceMs = 60 * 60 * 1000, files = uploadFiles() }: { now?: number; graceMs?: number; files?: UploadFiles } = {},
): Promise<string[]> {
  // Listed before the records are read: a file stored after this listing is not looked at, and one
  // listed here whose record commits later is still within its grace period.
  const stored = await files.list('inquiry-photos')
  if (stored.length === 0) return []
  const known = new Set<string>()
  const records = await payload.find({ collection: 'inquiry-photos', overrideAccess: true, pagination: false, depth: 0 })
  for (const photo of records.docs) {
    if (photo.filename) known.add(photo.filename)
    for (const size of Object.values(photo.sizes ?? {})) if (size?.filename) known.add(size.filename)
  }
  const removed: string[] = []
  for (const file of stored) {
    if (known.has(file.name) || now - file.modifiedMs < graceMs) continue
    await files.remove('inquiry-photos', file.name)
    removed.push(file.name)
  }
  return removed
}

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
