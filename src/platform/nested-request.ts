import type { PayloadRequest } from 'payload'

/**
 * The request for a Local API call made inside a hook: the same transaction, user and context,
 * but its own locale. Payload writes a call's locale (and fallback) onto the request it is given,
 * so passing the hook's own request would switch the outer save's language midway.
 */
export function nestedRequest(req: PayloadRequest): PayloadRequest {
  return Object.create(req) as PayloadRequest
}
