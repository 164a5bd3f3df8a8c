import { siteConfig } from '@/platform/payload'
import { APIError, addDataAndFileToRequest, createPayloadRequest, formatErrors, headersWithCors, type PayloadRequest } from 'payload'

export type AuthRequest = { req: PayloadRequest; data: Record<string, unknown> }

/** The body as Payload's handlers read it: JSON, or the admin's multipart form with a `_payload` field. */
async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    await addDataAndFileToRequest(req)
  } catch (error) {
    // A multipart body that does not parse is the sender's (Payload calls it a 500).
    if (/^multipart\//i.test(req.headers.get('content-type') ?? '') && !(error instanceof APIError && error.status < 500))
      throw new APIError('The multipart body does not parse: send the form again.', 400)
    throw error
  }
  return req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
}

/** A JSON answer with the CORS headers Payload's REST answers carry. */
export function jsonAnswer(req: PayloadRequest, body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: headersWithCors({ headers: new Headers(headers), req }) })
}

/** Payload's error shape (`{"errors":[…]}`), as its REST handlers would answer the same error. */
export function errorAnswer(req: PayloadRequest, error: APIError, headers: Record<string, string> = {}): Response {
  return jsonAnswer(req, formatErrors(error), error.status, headers)
}

/**
 * Runs one of our auth endpoints on the request as Payload's own handlers would see it (the
 * admin's language, the parsed body), read from a copy so that the original can still be handed
 * to Payload untouched. A Payload error (bad JSON, validation) becomes its usual 4xx answer;
 * anything else is logged and answered 500 without details.
 */
export async function answerAuthRequest(request: Request, handle: (auth: AuthRequest) => Promise<Response>): Promise<Response> {
  let req: PayloadRequest | undefined
  try {
    req = await createPayloadRequest({ config: siteConfig, request: request.clone(), canSetHeaders: false })
    return await handle({ req, data: await bodyOf(req) })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) {
      return req ? errorAnswer(req, error) : Response.json(formatErrors(error), { status: error.status })
    }
    if (req) req.payload.logger.error({ err: error }, 'Staff auth endpoint failed')
    else console.error('Staff auth endpoint: Payload is not available', error)
    return Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
  }
}
