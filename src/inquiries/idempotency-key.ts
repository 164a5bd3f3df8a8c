import { InquiryRequestError } from './http-errors'

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
