import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { uploadFiles } from '@/platform/cms/upload-files'
import { deletionReasonContextKey, erasureContextKey, recordErasure } from '../reception/audit'
import { collectPersonData, countPersonData, inquiryIdsOf, type PersonDataCounts } from './collect'
import type { Person } from './person'
import { countsPhrase, personDataTexts } from './texts'

export type ErasureResult = { erased: PersonDataCounts } | { changed: true } | { nothing: true }

/**
 * Erases one person's data on their request (GDPR Art. 17) in one transaction: their inquiries,
 * whose hooks delete the photos (records and files), notes and history; the audit entries that name
 * those inquiries; and writes one audit entry with the counts, who and when, and nothing of the
 * person (no contact, no reference, no hash: each would identify them again). `expectedIds` are the
 * inquiries the administrator confirmed: when the person's data changed since, nothing is erased.
 */
export async function erasePersonData(req: PayloadRequest, person: Person, expectedIds: string): Promise<ErasureResult> {
  const data = await collectPersonData(req.payload, person, req)
  if (data.inquiries.length === 0) return { nothing: true }
  if (inquiryIdsOf(data) !== expectedIds) return { changed: true }
  const counts = countPersonData(data)
  const files = data.photos.flatMap((photo) => [photo.filename, ...Object.values(photo.sizes ?? {}).map((size) => size?.filename)])
  req.context = {
    ...req.context,
    [deletionReasonContextKey]: personDataTexts.auditReason.cs,
    // The per-inquiry deletion entries would name each reference: the one entry below replaces them.
    [erasureContextKey]: true,
  }
  const ownTransaction = await initTransaction(req)
  try {
    const ids = data.inquiries.map((inquiry) => inquiry.id)
    const deleted = await req.payload.delete({ collection: 'inquiries', where: { id: { in: ids } }, overrideAccess: true, req })
    if (deleted.errors.length > 0) throw new Error(`Erasure could not delete ${deleted.errors.length} inquiries.`)
    if (data.audit.length > 0) {
      const references = data.inquiries.map((inquiry) => inquiry.reference)
      await req.payload.delete({ collection: 'inquiry-audit', where: { reference: { in: references } }, overrideAccess: true, req })
    }
    await recordErasure(req, `${personDataTexts.auditReason.cs}: ${countsPhrase(counts, 'cs')}`)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  // Payload deleted the files with their records; asked again here so that no file outlives the
  // erasure whatever the storage did (a file already gone is no error).
  const storage = uploadFiles()
  for (const name of files) if (name) await storage.remove('inquiry-photos', name)
  return { erased: counts }
}
