import type { Payload } from 'payload'
import { clientIp, clientIpHash, clientKey } from '@/platform/server/client-ip'
import { procedureOfPage, splitLeadSource } from '../lead-sources/intake'
import { readCallMeBody } from './call-me-body'
import { idempotencyKeyOf, requestHash } from './idempotency'
import { readMultipart } from './multipart'
import { assertAcceptedPhotoTypes, reencodePhoto, type StoredPhoto } from './photos'
import { enforceRateLimit } from './rate-limit'
import { type InquiryDraft, previousReceipt, type Receipt, type Submission, storeInquiry } from './store'
import { type CallMeData, type IntakeOptions, type StandardInquiryData, validateCallMe, validateStandardInquiry } from './validation'

/**
 * What each inquiry endpoint does with a request, in the same steps: count it against the limits,
 * read and validate it, answer a retry with its first receipt, and store it (store.ts).
 */

/** POST /api/v1/inquiries/standard: the contact form, multipart with repeated `images`. */
export async function receiveStandardInquiry(payload: Payload, request: Request, options: IntakeOptions = {}): Promise<Response> {
  const ip = clientIp(request)
  await enforceRateLimit(payload, 'standard', clientKey(request), request)
  let idempotencyKey = idempotencyKeyOf(request)
  const form = await readMultipart(request)
  options.photosSent?.(form.files.length)
  const { data, lang } = validateStandardInquiry(options.fields ? options.fields(form.fields) : form.fields)
  const originals = form.files.map((file) => file.data)
  // Cheap checks first: no image library sees a file that is not really JPEG, PNG or WebP.
  assertAcceptedPhotoTypes(originals, lang)

  const hash = requestHash('standard', data, originals)
  idempotencyKey ??= options.idempotencyKeyFor?.(hash) ?? null
  const replay = await previousReceipt(payload, idempotencyKey, hash)
  if (replay) return receiptAnswer(replay)

  const photos = []
  for (const original of originals) photos.push(await reencodePhoto(original, lang))
  return storeAndAnswer(payload, 'standard', data, { idempotencyKey, requestHash: hash, clientIpHash: clientIpHash(ip) }, photos)
}

/** The body's text fields (a JSON body may carry other types: those are the API's, never a form's). */
function textFieldsOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** POST /api/v1/inquiries/call-me: a phone number to call back. */
export async function receiveCallMe(payload: Payload, request: Request, options: IntakeOptions = {}): Promise<Response> {
  const ip = clientIp(request)
  await enforceRateLimit(payload, 'call-me', clientKey(request), request)
  let idempotencyKey = idempotencyKeyOf(request)
  const body = await readCallMeBody(request)
  const { data } = validateCallMe(options.fields ? options.fields(textFieldsOf(body)) : body)

  const hash = requestHash('call-me', data)
  idempotencyKey ??= options.idempotencyKeyFor?.(hash) ?? null
  const replay = await previousReceipt(payload, idempotencyKey, hash)
  if (replay) return receiptAnswer(replay)

  return storeAndAnswer(payload, 'call-me', data, { idempotencyKey, requestHash: hash, clientIpHash: clientIpHash(ip) }, [])
}

/** Stores a validated submission with where it came from (its lead source, the procedure of its page); answers 201 with the receipt. */
async function storeAndAnswer(
  payload: Payload,
  kind: InquiryDraft['kind'],
  data: StandardInquiryData | CallMeData,
  submission: Omit<Submission, 'inquiry'>,
  photos: StoredPhoto[],
): Promise<Response> {
  const { rest, source } = splitLeadSource(data)
  const sentFromProcedure = await procedureOfPage(payload, data.locationUrl)
  const receipt = await storeInquiry(payload, { inquiry: { kind, ...rest, source, sentFromProcedure }, ...submission }, photos)
  return receiptAnswer(receipt)
}

/**
 * The visitor's receipt: the random reference only (store.ts), never the database id, which
 * counts up and would tell anyone who sends two inquiries how many others arrived in between.
 */
function receiptAnswer(receipt: Receipt): Response {
  return Response.json({ reference: receipt.reference }, { status: 201 })
}
