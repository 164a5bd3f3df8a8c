import { bodyChunks } from './body-chunks'
import { InquiryRequestError } from './http-errors'
import { readMultipartFields } from './multipart'
import { nestsDeeperThan, tooDeepMessage } from '@/platform/security/json-depth'

/** A call-back request is a phone number and two short fields: 16 KB is plenty in any encoding. */
export const maxCallMeBodyBytes = 16 * 1024

const tooLarge = () => new InquiryRequestError(413, 'too-large', 'The request body is too large.')

/**
 * Reads the call-back request as JSON, urlencoded or multipart/form-data (text fields only): all
 * three are what browsers and form tools commonly send, and the encoding must never be the reason
 * a visitor's request is lost. Anything else is refused before reading.
 */
export async function readCallMeBody(request: Request): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (mediaType === 'multipart/form-data') return readMultipartFields(request, maxCallMeBodyBytes)
  if (mediaType !== 'application/json' && mediaType !== 'application/x-www-form-urlencoded') {
    throw new InquiryRequestError(415, 'unsupported-content-type', 'Send the call-back request as JSON, urlencoded or multipart/form-data.')
  }
  const text = new TextDecoder().decode(await readAtMost(request, maxCallMeBodyBytes))
  if (mediaType === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text))
  if (nestsDeeperThan(text)) throw new InquiryRequestError(400, 'json-too-deep', tooDeepMessage)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new InquiryRequestError(400, 'malformed-json', 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InquiryRequestError(400, 'malformed-json', 'The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

/** The whole body, refused with 413 as soon as it passes `maxBytes` (with or without a Content-Length). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let received = 0
  try {
    for await (const chunk of bodyChunks(request.body, maxBytes, tooLarge)) {
      chunks.push(chunk)
      received += chunk.byteLength
    }
  } catch (error) {
    if (error instanceof InquiryRequestError) throw error
    throw new InquiryRequestError(400, 'malformed-body', 'The request body could not be read.')
  }
  const body = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
