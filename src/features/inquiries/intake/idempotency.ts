import { createHash } from 'node:crypto'
import { InquiryRequestError } from './http-errors'

/** A retry is recognised by its idempotency key, and must carry the same fingerprint as the first send. */

const keyPattern = /^[A-Za-z0-9._:-]{8,128}$/

/** The optional `idempotency-key` header (the browser sends a UUID); anything else odd is refused. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key')
  if (key === null) return null
  if (!keyPattern.test(key)) {
    throw new InquiryRequestError(
      400,
      'invalid-idempotency-key',
      'The idempotency-key header must be 8–128 letters, digits or .:_-',
      'idempotency-key',
    )
  }
  return key
}

/**
 * Fingerprint of a submission (its validated fields and the photos' original bytes): a retry
 * with the same idempotency key must carry the same fingerprint.
 */
export function requestHash(kind: string, fields: Record<string, unknown>, photos: Buffer[] = []): string {
  const hash = createHash('sha256')
  const sortedFields = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]])
  hash.update(JSON.stringify([kind, sortedFields]))
  for (const photo of photos) hash.update(createHash('sha256').update(photo).digest())
  return hash.digest('hex')
}
