import type { Payload } from 'payload'
import { procedureOfPage, splitLeadSource } from '@/lead-sources/intake'
import { clientIp, clientIpHash, clientKey } from './client-ip'
import { idempotencyKeyOf } from './idempotency-key'
import { previousReceipt, storeInquiry } from './intake'
import { readMultipart } from './multipart'
import { assertAcceptedPhotoTypes, reencodePhoto } from './photos'
import { enforceRateLimit } from './rate-limit'
import { requestHash } from './request-hash'
import { type IntakeOptions, validateStandardInquiry } from './validation'

/** POST /api/v1/inquiries/standard: the contact form, multipart with repeated `images`. */
export async function receiveStandardInquiry(payload: Payload, request: Request, options: IntakeOptions = {}): Promise<Response> {
  const ip = clientIp(request)
  await enforceRateLimit(payload, 'standard', clientKey(request), request)
  let idempotencyKey = idempotencyKeyOf(request)
  const form = await readMultipart(request)
  const { data, lang } = validateStandardInquiry(options.fields ? options.fields(form.fields) : form.fields)
  const originals = form.files.map((file) => file.data)
  // Cheap checks first: no image library sees a file that is not really JPEG, PNG or WebP.
  assertAcceptedPhotoTypes(originals, lang)

  const hash = requestHash('standard', data, originals)
  idempotencyKey ??= options.idempotencyKeyFor?.(hash) ?? null
  const replay = await previousReceipt(payload, idempotencyKey, hash)
  if (replay) return Response.json(replay, { status: 201 })

  const photos = []
  for (const original of originals) photos.push(await reencodePhoto(original, lang))
  const { rest, source } = splitLeadSource(data)
  const sentFromProcedure = await procedureOfPage(payload, data.locationUrl)
  const receipt = await storeInquiry(
    payload,
    {
      inquiry: { kind: 'standard', ...rest, source, sentFromProcedure },
      idempotencyKey,
      requestHash: hash,
      clientIpHash: clientIpHash(ip),
    },
    photos,
  )
  return Response.json(receipt, { status: 201 })
}
