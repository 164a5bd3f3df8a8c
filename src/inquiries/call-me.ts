import type { Payload } from 'payload'
import { procedureOfPage, splitLeadSource } from '@/lead-sources/intake'
import { readCallMeBody } from './call-me-body'
import { clientIp, clientIpHash, clientKey } from './client-ip'
import { idempotencyKeyOf } from './idempotency-key'
import { previousReceipt, storeInquiry } from './intake'
import { enforceRateLimit } from './rate-limit'
import { requestHash } from './request-hash'
import { type IntakeOptions, validateCallMe } from './validation'

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
  if (replay) return Response.json(replay, { status: 201 })

  const { rest, source } = splitLeadSource(data)
  const sentFromProcedure = await procedureOfPage(payload, data.locationUrl)
  const receipt = await storeInquiry(
    payload,
    {
      inquiry: { kind: 'call-me', ...rest, source, sentFromProcedure },
      idempotencyKey,
      requestHash: hash,
      clientIpHash: clientIpHash(ip),
    },
    [],
  )
  return Response.json(receipt, { status: 201 })
}
