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

/**
 * The signed-in staff member of the request, by the strategies Payload's REST handlers run; null
 * without one (a request with no cookie and no Authorization header costs no lookup).
 */
export async function staffSessionUser(payload: Payload, request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.has('cookie') && !request.headers.has('authorization')) return null
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  return (user as Record<string, unknown> | null) ?? null
}

/**
 * Payload's create, update, delete, restore, duplicate, unlock, verify and refresh operations open
 * a write transaction before they check access, so each anonymous call would take a turn in the
 * database's single writer queue only to be refused. Refused here instead, with Payload's 403.
 */
export function anonymousWriteRefused(): Response {
  return Response.json(formatErrors(new Forbidden()), { status: 403 })
}
