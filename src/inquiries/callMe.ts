import type { Payload } from 'payload'
import { clientIp, clientIpHash } from './clientIp'
import { InquiryRequestError } from './httpErrors'
import { idempotencyKeyOf } from './idempotencyKey'
import { previousReceipt, storeInquiry } from './intake'
import { enforceRateLimit } from './rateLimit'
import { requestHash } from './requestHash'
import { validateCallMe } from './validation'

const maxBodyBytes = 16 * 1024

/** Reads a small JSON (or urlencoded form) body; anything else is refused before parsing. */
async function readCallMeBody(request: Request): Promise<Record<string, unknown>> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const isJson = contentType === 'application/json'
  if (!isJson && contentType !== 'application/x-www-form-urlencoded') {
    throw new InquiryRequestError(415, 'unsupported-content-type', 'Send the call-back request as application/json.')
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) {
    throw new InquiryRequestError(413, 'too-large', 'The request body is too large.')
  }
  const bytes = new Uint8Array(await request.arrayBuffer().catch(() => new ArrayBuffer(0)))
  if (bytes.byteLength > maxBodyBytes) throw new InquiryRequestError(413, 'too-large', 'The request body is too large.')
  const text = new TextDecoder().decode(bytes)
  if (!isJson) return Object.fromEntries(new URLSearchParams(text))
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

/** POST /api/v1/inquiries/call-me: a phone number to call back. */
export async function receiveCallMe(payload: Payload, request: Request): Promise<Response> {
  const ip = clientIp(request)
  await enforceRateLimit(payload, 'call-me', ip)
  const idempotencyKey = idempotencyKeyOf(request)
  const { data } = validateCallMe(await readCallMeBody(request))

  const hash = requestHash('call-me', data)
  const replay = await previousReceipt(payload, idempotencyKey, hash)
  if (replay) return Response.json(replay, { status: 201 })

  const receipt = await storeInquiry(
    payload,
    { inquiry: { kind: 'call-me', ...data }, idempotencyKey, requestHash: hash, clientIpHash: clientIpHash(ip) },
    [],
  )
  return Response.json(receipt, { status: 201 })
}
