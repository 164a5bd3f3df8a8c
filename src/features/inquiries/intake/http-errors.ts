/** Refusals of the inquiry API: each a 4xx with a JSON body naming the field or the reason. */
import { proofOfWorkRequired } from '../proof-of-work/protocol'

export type FieldErrors = Record<string, string>

export class InquiryRequestError extends Error {
  constructor(
    readonly status: 400 | 409 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toResponse(): Response {
    const body = this.field ? { error: this.code, field: this.field, message: this.message } : { error: this.code, message: this.message }
    return Response.json(body, { status: this.status, headers: this.headers })
  }
}

/**
 * 429 under a flood: the site-wide guard is exceeded, and this request carries no valid proof of
 * work. The body holds a fresh challenge; the browser solves it and sends again with the solution.
 */
export class ProofOfWorkRequired extends InquiryRequestError {
  constructor(
    readonly challenge: unknown,
    message: string,
  ) {
    super(429, proofOfWorkRequired, message)
  }

  override toResponse(): Response {
    return Response.json({ error: this.code, message: this.message, challenge: this.challenge }, { status: 429 })
  }
}

/** 422 listing every failing field with its message in the visitor's language. */
export class InquiryValidationError extends InquiryRequestError {
  constructor(readonly fields: FieldErrors) {
    super(422, 'validation', 'Some fields are not valid.')
  }

  override toResponse(): Response {
    return Response.json({ error: 'validation', fields: this.fields }, { status: 422 })
  }
}

/** The database could not take the inquiry: never a false success. */
export function unavailableResponse(): Response {
  return Response.json(
    { error: 'unavailable', message: 'The inquiry could not be stored. Please try again later.' },
    { status: 503, headers: { 'retry-after': '60' } },
  )
}

export function internalErrorResponse(): Response {
  return Response.json({ error: 'internal', message: 'Unexpected server error.' }, { status: 500 })
}
