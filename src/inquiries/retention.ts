import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { inquiryPhotosDir } from '@/cms/collections/InquiryPhotos'

const day = 24 * 60 * 60 * 1000

export function retentionDays(env: Record<string, string | undefined> = process.env): { inquiries: number; spam: number } {
  const configured = Number(env.INQUIRY_RETENTION_DAYS)
  return { inquiries: Number.isFinite(configured) && configured > 0 ? configured : 180, spam: 30 }
}

/** Deletes inquiries past their retention period; the collection's afterDelete hook deletes their photos. */
export async function deleteExpiredInquiries(payload: Payload, now = new Date()): Promise<number> {
  const days = retentionDays()
  const inquiriesBefore = new Date(now.getTime() - days.inquiries * day).toISOString()
  const spamBefore = new Date(now.getTime() - days.spam * day).toISOString()
  const result = await payload.delete({
    collection: 'inquiries',
    overrideAccess: true,
    where: {
      or: [{ createdAt: { less_than: inquiriesBefore } }, { and: [{ isSpam: { equals: true } }, { createdAt: { less_than: spamBefore } }] }],
    },
  })
  if (result.errors.length > 0) throw new Error(`Retention could not delete ${result.errors.length} inquiries.`)
  return result.docs.length
}

/**
 * Deletes photo files that no inquiry-photos record names: left behind when a transaction rolled
 * back after Payload had written the file. Files younger than `graceMs` may belong to a request
 * still in flight and are kept.
 */
export async function sweepOrphanPhotoFiles(payload: Payload, { now = Date.now(), graceMs = 60 * 60 * 1000, dir = inquiryPhotosDir } = {}): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const known = new Set<string>()
  const records = await payload.find({ collection: 'inquiry-photos', overrideAccess: true, pagination: false, depth: 0 })
  for (const photo of records.docs) {
    if (photo.filename) known.add(photo.filename)
    for (const size of Object.values(photo.sizes ?? {})) if (size?.filename) known.add(size.filename)
  }
  const removed: string[] = []
  for (const name of names) {
    if (known.has(name)) continue
    const file = path.join(dir, name)
    const info = await stat(file)
    if (!info.isFile() || now - info.mtimeMs < graceMs) continue
    await unlink(file)
    removed.push(name)
  }
  return removed
}
