import { createHash } from 'node:crypto'

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
