import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { answer } from '@/inquiries/respond'
import type { InquiryKind } from '@/inquiries/rate-limit'

/**
 * The POST handler of an inquiry endpoint: `receive` handles the request with the site's Payload,
 * and answer() turns every outcome into the documented JSON answer.
 */
export function inquiryEndpoint(kind: InquiryKind, receive: (payload: Payload, request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> =>
    answer(
      kind,
      () => getPayload({ config }),
      (payload) => receive(payload, request),
    )
}
