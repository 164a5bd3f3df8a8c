import { randomInt, randomUUID } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import type { Inquiry } from '@/payload-types'
import { type UploadFiles, uploadFiles } from '@/platform/cms/upload-files'
import { retryWhileBusy } from './busy-retry'
import { InquiryRequestError } from './http-errors'
import { notificationQueue } from '../notification/notification-settings'
import type { StoredPhoto } from './photos'

// No 0/O, 1/I/L: the reference is read out over the phone.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A short reference staff and visitors can quote, e.g. INQ-2026-7KQ4MZ (random: no counter to contend on). */
export function newInquiryReference(now = new Date()): string {
  let code = ''
  for (let index = 0; index < 6; index++) code += alphabet[randomInt(alphabet.length)]
  return `INQ-${now.getUTCFullYear()}-${code}`
}

export type InquiryDraft = Pick<Inquiry, 'kind' | 'lang'> &
  Partial<Pick<Inquiry, 'name' | 'email' | 'phoneNumber' | 'message' | 'locationUrl' | 'isSpam' | 'isHP' | 'source' | 'sentFromProcedure'>>

export type Receipt = { id: number | string; reference: string }

export type Submission = {
  inquiry: InquiryDraft
  idempotencyKey: string | null
  requestHash: string
  clientIpHash: string
}

/** Thrown when the database could not take the inquiry: the route answers 503, never a false 201. */
export class InquiryStorageError extends Error {}

/**
 * The answer already given to this idempotency key, if any: the same body gets the same receipt,
 * a different body a 409.
 */
export async function previousReceipt(payload: Payload, idempotencyKey: string | null, hash: string): Promise<Receipt | null> {
  if (!idempotencyKey) return null
  let found: Inquiry | undefined
  try {
    found = (
      await payload.find({
        collection: 'inquiries',
        where: { idempotencyKey: { equals: idempotencyKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  } catch (error) {
    throw new InquiryStorageError('Idempotency lookup failed', { cause: error })
  }
  if (!found) return null
  if (found.requestHash !== hash) {
    throw new InquiryRequestError(
      409,
      'idempotency-conflict',
      'This idempotency-key was already used for a different inquiry.',
      'idempotency-key',
    )
  }
  return { id: found.id, reference: found.reference }
}

/**
 * Stores the inquiry, its photos' records and (unless it is spam) the notification job in ONE
 * transaction, so a failure anywhere leaves nothing half-written, and then proves the inquiry is
 * durable before anyone is told it was received: see confirmStored. A write lock held elsewhere is
 * waited for a few seconds. Photo files Payload wrote before a rollback are removed later by the
 * orphan sweeper (src/features/inquiries/retention.ts).
 */
export async function storeInquiry(payload: Payload, submission: Submission, photos: StoredPhoto[]): Promise<Receipt> {
  // On SQLite the adapter queues this transaction behind the process's other writes (sqlite-write-queue.ts).
  const receipt = await retryWhileBusy(() => storeInquiryOnce(payload, submission, photos))
  await confirmStored(payload, receipt, photos.length)
  return receipt
}

/**
 * Reads the inquiry back outside its transaction, on the adapter's ordinary connection, with its
 * photo records and files: only then is the visitor told "sent". Any doubt (a COMMIT that failed
 * unnoticed, a photo file that is not on the disk or in the private bucket, the database or the
 * storage unreadable) is a 503, and the visitor's retry with the same idempotency key gets the
 * receipt if the inquiry was stored after all.
 */
export async function confirmStored(payload: Payload, receipt: Receipt, photoCount: number): Promise<void> {
  try {
    const stored = (
      await payload.find({ collection: 'inquiries', where: { id: { equals: receipt.id } }, limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]
    if (!stored || stored.reference !== receipt.reference)
      throw new Error(`Inquiry ${receipt.reference} is not in the database after its commit.`)
    const photoIds = (stored.photos ?? []).map((photo) => (typeof photo === 'object' ? photo.id : photo))
    if (photoIds.length !== photoCount) throw new Error(`Inquiry ${receipt.reference} has ${photoIds.length} of its ${photoCount} photos.`)
    if (photoCount === 0) return
    const records = (
      await payload.find({
        collection: 'inquiry-photos',
        where: { id: { in: photoIds } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    if (records.length !== photoCount)
      throw new Error(`Inquiry ${receipt.reference} has ${records.length} of its ${photoCount} photo records.`)
    const files = uploadFiles()
    for (const record of records) await assertPhotoFileStored(files, record.filename)
  } catch (error) {
    throw new InquiryStorageError('The inquiry could not be confirmed as stored', { cause: error })
  }
}

/** On the disk or in the private bucket, whichever stores the photos (src/platform/cms/upload-files.ts). */
async function assertPhotoFileStored(files: UploadFiles, filename: string | null | undefined): Promise<void> {
  if (!filename) throw new Error('A photo record has no file name.')
  const size = await files.size('inquiry-photos', filename)
  if (size === null) throw new Error(`The photo file ${filename} is not stored.`)
  if (size === 0) throw new Error(`The photo file ${filename} is empty.`)
}

async function storeInquiryOnce(payload: Payload, submission: Submission, photos: StoredPhoto[]): Promise<Receipt> {
  let transactionID: number | string | null = null
  try {
    transactionID = await payload.db.beginTransaction()
    if (transactionID === null) throw new Error('The database adapter has transactions switched off.')
    const req = await createLocalReq({}, payload)
    req.transactionID = transactionID

    const photoIds: Array<number | string> = []
    for (const photo of photos) {
      const record = await payload.create({
        collection: 'inquiry-photos',
        data: {},
        // A random name: the visitor's file name is never used (no paths, no personal data).
        file: { data: photo.data, mimetype: photo.mimetype, name: `${randomUUID()}.${photo.extension}`, size: photo.data.length },
        overrideAccess: true,
        req,
      })
      photoIds.push(record.id)
    }
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: {
        ...submission.inquiry,
        photos: photoIds as number[],
        status: 'new',
        reference: newInquiryReference(),
        idempotencyKey: submission.idempotencyKey,
        requestHash: submission.requestHash,
        clientIpHash: submission.clientIpHash,
      },
      overrideAccess: true,
      req,
    })
    if (!submission.inquiry.isSpam) {
      await payload.jobs.queue({ task: 'notifyInquiry', queue: notificationQueue, input: { inquiryId: String(inquiry.id) }, req })
    }
    await payload.db.commitTransaction(transactionID)
    return { id: inquiry.id, reference: inquiry.reference }
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => {})
    // A concurrent retry with the same key may have won the race: answer as it did.
    const raced = await previousReceipt(payload, submission.idempotencyKey, submission.requestHash).catch(() => null)
    if (raced) return raced
    throw new InquiryStorageError('The inquiry could not be stored', { cause: error })
  }
}
