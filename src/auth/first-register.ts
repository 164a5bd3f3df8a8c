import { Forbidden } from 'payload'
import { answerAuthRequest, errorAnswer } from './auth-request'

/**
 * POST /api/users/first-register creates the first account of an empty database. Ours is seeded
 * with one (ADMIN_EMAIL), so the endpoint is refused from a plain read once any account exists,
 * before Payload would open a transaction to find that out.
 */
export function firstRegister(request: Request, payloadRegister: () => Promise<Response>): Promise<Response> {
  return answerAuthRequest(request, async ({ req }) => {
    const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) return errorAnswer(req, new Forbidden(req.t))
    return payloadRegister()
  })
}
