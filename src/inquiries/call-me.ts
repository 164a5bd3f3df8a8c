import type { Payload } from 'payload'
import { readCallMeBody } from './call-me-body'
import { clientIp, clientIpHash, clientKey } from './client-ip'
import { idempotencyKeyOf } from './idempotency-key'
import { previousReceipt, storeInquiry } from './intake'
import { enforceRateLimit } from './rate-limit'
import { requestHash } from './request-hash'
import { validateCallMe } from './validation'

/** POST /api/v1/inquiries/call-me: a phone number to call back. */
export async function receiveCallMe(payload: Payload, request: Request): Promise<Response> {
  const ip = clientIp(request)
  await enforceRateLimit(payload, 'call-me', clientKey(request), request)
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
