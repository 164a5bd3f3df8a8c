import type { Payload } from 'payload'
import { payloadClient } from '@/content/payload'
import { retryWhileBusy } from './busy-retry'
import { InquiryRequestError, internalErrorResponse, unavailableResponse } from './http-errors'
import { InquiryStorageError } from './store'
import type { InquiryKind } from './rate-limit'
import { isDependencyFailure } from '@/platform/server/dependency-failure'
import { metrics } from '@/platform/metrics.mjs'

/** Every answer carries a visitor's reference or their refused data: no cache, shared or private, may keep it. */
export const inquiryCacheControl = 'no-store, private'

/**
 * The POST handler of an inquiry endpoint (the route files in src/app/api/v1/inquiries): `receive`
 * handles the request with the site's Payload, and answer() turns every outcome into the
 * documented JSON answer.
 */
export function inquiryEndpoint(kind: InquiryKind, receive: (payload: Payload, request: Request) => Promise<Response>) {
  return (request: Request): Promise<Response> => answer(kind, payloadClient, (payload) => receive(payload, request))
}

/**
 * Runs one API request and turns every outcome into the documented JSON answer, never cacheable;
 * counts it for the metrics as accepted (stored), refused (4xx) or failed (5xx: not stored).
 */
export async function answer(
  kind: InquiryKind,
  payload: () => Promise<Payload>,
  handle: (payload: Payload) => Promise<Response>,
): Promise<Response> {
  const response = await outcome(payload, handle)
  const outcomeLabel = response.status >= 500 ? 'failed' : response.status >= 400 ? 'refused' : 'accepted'
  metrics().inquiries.inc({ kind, outcome: outcomeLabel })
  return uncacheable(response)
}

async function outcome(payload: () => Promise<Payload>, handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let instance: Payload | undefined
  try {
    // On a fresh server the first request connects Payload, which fails while another process
    // holds SQLite's write lock: wait for it like a write would, then answer 503.
    instance = await retryWhileBusy(payload)
    return await handle(instance)
  } catch (error) {
    if (error instanceof InquiryRequestError) return error.toResponse()
    if (!instance) {
      console.error('Inquiry API: Payload is not available', error)
      return unavailableResponse()
    }
    if (error instanceof InquiryStorageError) {
      instance.logger.error({ err: error.cause ?? error }, 'Inquiry could not be stored')
      return unavailableResponse()
    }
    // The database, disk or storage down before the inquiry got to be stored (its rate limit, a
    // lookup): the visitor is asked to try again later, as for a failed write, never a 500.
    if (isDependencyFailure(error)) {
      instance.logger.error({ err: error }, 'Inquiry refused while a dependency is down')
      return unavailableResponse()
    }
    instance.logger.error({ err: error }, 'Inquiry API failed')
    return internalErrorResponse()
  }
}

function uncacheable(response: Response): Response {
  try {
    response.headers.set('cache-control', inquiryCacheControl)
    return response
  } catch {
    // Headers of a response we did not construct may be immutable: copy it.
    const copy = new Response(response.body, response)
    copy.headers.set('cache-control', inquiryCacheControl)
    return copy
  }
}
