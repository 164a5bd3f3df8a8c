import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import type { Inquiry } from '@/payload-types'
import { isSameValue } from '@/platform/cms/immutable-fields'
import { refuseSave } from '@/platform/cms/refuse-save'
import { adminMessage, tx } from '@/platform/cms/i18n'
import type { InquiryAuditAction } from './inquiry-labels'
import { actor } from '@/platform/cms/actor'

/**
 * The inquiry audit log's writers (collection `inquiry-audit`). Changes and deletions are written in
 * the transaction of the change itself, so neither can happen without its entry. Views are written
 * after the read, once per person, inquiry and minute (the admin's edit view reads a document more
 * than once per visit); only reads of one document by a person count, never list rows or the
 * system's own reads.
 */

type Id = number | string
type Entry = { action: InquiryAuditAction; inquiryId: Id; reference?: string | null; reason?: string | null; detail?: string | null }

/**
 * Server code that deletes inquiries without a person (the retention job) names its reason here, in
 * the Local API's `context`; nothing a client sends can set it.
 */
export const deletionReasonContextKey = 'inquiryDeletionReason'

/**
 * Set in the Local API's `context` by a patient's erasure (src/features/inquiries/person-data): its one
 * entry, written by recordErasure, stands for the deletions, which then write none of their own.
 */
export const erasureContextKey = 'inquiryErasureOnRequest'

async function write(req: PayloadRequest, entry: Entry, inTransaction: boolean): Promise<void> {
  await req.payload.create({
    collection: 'inquiry-audit',
    data: { ...entry, inquiryId: Number(entry.inquiryId), ...actor(req) } as never,
    overrideAccess: true,
    depth: 0,
    // A view has no transaction to join; a change or deletion is recorded inside its own.
    ...(inTransaction ? { req } : {}),
  })
}

/** Same person, same inquiry, same kind of view within a minute: one entry (per server process). */
const viewWindowMs = 60_000
const recentViews = new Map<string, number>()

function seenRecently(key: string, now = Date.now()): boolean {
  const last = recentViews.get(key)
  return last !== undefined && now - last < viewWindowMs
}

/** Called after the entry was written: a view whose entry failed is recorded at the next read. */
function remember(key: string, now = Date.now()): void {
  if (recentViews.size > 5000) {
    for (const [each, at] of recentViews) if (now - at >= viewWindowMs) recentViews.delete(each)
  }
  recentViews.set(key, now)
}

function personOf(req: PayloadRequest): Id | null {
  return req.user && req.user.collection === 'users' ? (req.user.id as Id) : null
}

/** afterOperation: a person read one inquiry (REST GET /api/inquiries/:id, the admin's edit view, the Local API as a user). */
export const recordInquiryView: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !result) return result
  // The system's own reads (hooks, jobs, the intake) pass overrideAccess; a person's never do.
  if ((args as { overrideAccess?: boolean }).overrideAccess) return result
  const person = personOf(req)
  const doc = result as Partial<Inquiry>
  if (person === null || doc.id === undefined) return result
  const key = `view:${person}:${doc.id}:${doc.reference}`
  if (seenRecently(key)) return result
  await write(req, { action: 'view', inquiryId: doc.id, reference: doc.reference }, false)
  remember(key)
  return result
}

/**
 * Upload handler of inquiry photos (runs after Payload's read-access check, before the file is
 * sent): the person who opened a photo, full size or thumbnail, is recorded against its inquiry.
 */
export async function recordPhotoView(req: PayloadRequest, { params }: { params: { filename: string } }): Promise<void> {
  const person = personOf(req)
  if (person === null) return
  const fileKey = `photo-file:${person}:${params.filename}`
  if (seenRecently(fileKey)) return
  const photo = await req.payload.find({
    collection: 'inquiry-photos',
    where: { or: [{ filename: { equals: params.filename } }, { 'sizes.thumbnail.filename': { equals: params.filename } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const photoId = photo.docs[0]?.id
  if (photoId === undefined) return
  const owner = await req.payload.find({
    collection: 'inquiries',
    where: { photos: { equals: photoId } },
    select: { reference: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const inquiry = owner.docs[0]
  if (!inquiry) return
  const key = `view-photo:${person}:${inquiry.id}:${inquiry.reference}`
  if (!seenRecently(key)) {
    await write(req, { action: 'view-photo', inquiryId: inquiry.id, reference: inquiry.reference, detail: `photo ${photoId}` }, false)
    remember(key)
  }
  remember(fileKey)
}

/** One entry per exported inquiry, in one transaction, before the file is handed out. */
export async function recordExport(
  req: PayloadRequest,
  inquiries: Array<Pick<Inquiry, 'id' | 'reference'>>,
  detail = `CSV, ${inquiries.length}`,
): Promise<void> {
  for (const inquiry of inquiries) {
    await write(req, { action: 'export', inquiryId: inquiry.id, reference: inquiry.reference, detail }, true)
  }
}

/** A person read these inquiries in a view of our own (a patient's data on request): one entry each, at most once a minute. */
export async function recordViews(req: PayloadRequest, inquiries: Array<Pick<Inquiry, 'id' | 'reference'>>, detail: string): Promise<void> {
  const person = personOf(req)
  if (person === null) return
  for (const inquiry of inquiries) {
    const key = `view:${person}:${inquiry.id}:${inquiry.reference}`
    if (seenRecently(key)) continue
    await write(req, { action: 'view', inquiryId: inquiry.id, reference: inquiry.reference, detail }, false)
    remember(key)
  }
}

/**
 * A patient's erasure: one deletion entry with the reason and counts, who and when, in the erasure's
 * transaction. It names no inquiry (no reference; id 0): nothing in it leads back to the person.
 */
export async function recordErasure(req: PayloadRequest, reason: string): Promise<void> {
  await write(req, { action: 'delete', inquiryId: 0, reference: null, reason, detail: 'GDPR čl. 17' }, true)
}

/** Fields whose values the audit may show (workflow values, not what the visitor wrote). */
const shownValues = new Set(['status', 'isSpam', 'assignedTo'])
// firstStatusChangeAt and bookedAt are stamped by the system with the status change recorded already.
const notCompared = new Set(['updatedAt', 'notes', 'history', 'newNote', 'firstStatusChangeAt', 'bookedAt'])

/** A workflow value as the audit shows it: an account by its id, nothing as "–". */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–'
  return typeof value === 'object' && 'id' in value ? String((value as { id: Id }).id) : String(value)
}

/** afterChange: what changed on an inquiry (field names; from → to for the workflow fields), by whom. */
export const recordInquiryChange: CollectionAfterChangeHook = async ({ data, doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const changed: string[] = []
  for (const key of new Set([...Object.keys(doc), ...Object.keys(previousDoc ?? {})])) {
    if (notCompared.has(key) || isSameValue(doc[key], previousDoc?.[key])) continue
    changed.push(shownValues.has(key) ? `${key}: ${shown(previousDoc?.[key])} → ${shown(doc[key])}` : key)
  }
  if (typeof data?.newNote === 'string' && data.newNote.trim()) changed.push('newNote')
  if (changed.length === 0) return doc
  await write(req, { action: 'change', inquiryId: doc.id, reference: doc.reference, detail: changed.join('; ') }, true)
  return doc
}

const reasonOf = (req: PayloadRequest): string => {
  const value = req.context?.[deletionReasonContextKey]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * beforeDelete: an inquiry is deleted only with a reason: the one an admin saved in its
 * `deletionReason` field, or the one server code (retention) put in the request's context.
 */
export const requireDeletionReason: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (reasonOf(req)) return
  const stored = await req.payload.findByID({
    collection: 'inquiries',
    id,
    select: { deletionReason: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (stored?.deletionReason?.trim()) return
  refuseSave(
    req,
    'inquiries',
    { path: 'deletionReason', label: tx('Důvod smazání', 'Reason for deletion') },
    adminMessage(
      req,
      tx(
        'Poptávku lze smazat jen s důvodem: vyplňte pole „Důvod smazání“, uložte a pak ji smažte.',
        'An inquiry can be deleted only with a reason: fill in “Reason for deletion”, save, then delete it.',
      ),
    ),
  )
}

/** afterDelete: the deletion, with its reason, by whom (or the system), in the deletion's transaction. */
export const recordInquiryDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.[erasureContextKey] === true) return
  const reason = reasonOf(req) || (doc.deletionReason as string | null | undefined)?.trim() || null
  await write(req, { action: 'delete', inquiryId: doc.id, reference: doc.reference, reason }, true)
}
