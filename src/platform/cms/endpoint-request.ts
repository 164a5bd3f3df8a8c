import { createLocalReq, type PayloadRequest } from 'payload'

/**
 * A custom endpoint's request as a plain object for Local API calls (hooks included): the signed-in
 * user, the admin's language and the REST origin (so saves refresh the site). The incoming Request
 * itself cannot be used: hooks derive requests from it with Object.create (nested-request.ts), and
 * Node's Request refuses to read its headers through such an object.
 */
export async function localRequestOf(req: PayloadRequest): Promise<PayloadRequest> {
  const base = { headers: req.headers, i18n: req.i18n, t: req.t, payloadAPI: req.payloadAPI } as Partial<PayloadRequest>
  return createLocalReq({ req: base, user: req.user ?? undefined }, req.payload)
}
