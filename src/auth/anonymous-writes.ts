import { executeAuthStrategies, Forbidden, formatErrors, type Payload } from 'payload'

const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/**
 * The method Payload will act on: the admin sends some long reads as POST with a method-override
 * header, and Payload turns those into GETs.
 */
export function effectiveMethod(request: Request): string {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  const method = request.method.toUpperCase()
  return method === 'POST' && override?.toUpperCase() === 'GET' ? 'GET' : method
}

export function isWrite(request: Request): boolean {
  return writeMethods.has(effectiveMethod(request))
}

/** Whether the request carries a valid staff session, by the strategies Payload's REST handlers run. */
export async function hasStaffSession(payload: Payload, request: Request): Promise<boolean> {
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  return Boolean(user)
}

/**
 * Payload's create, update, delete, restore, duplicate, unlock, verify and refresh operations open
 * a write transaction before they check access, so each anonymous call would take a turn in the
 * database's single writer queue only to be refused. Refused here instead, with Payload's 403.
 */
export function anonymousWriteRefused(): Response {
  return Response.json(formatErrors(new Forbidden()), { status: 403 })
}
