import { APIError, type Payload } from 'payload'
import { answerAuthRequest, errorAnswer } from './auth-request'
import { weakPasswordError } from './password-policy'

async function resetTokenIsValid(payload: Payload, token: string): Promise<boolean> {
  const user = await payload.db.findOne({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
  })
  return Boolean(user)
}

/**
 * POST /api/users/reset-password. Payload opens a write transaction before it looks the token up,
 * so a guessed token would hold the database for nothing: a short password (400 on the field
 * `password`) and an unknown or expired token (Payload's own 403) are answered here from a plain
 * read. A valid token goes on to Payload, which sets the password and logs the user in.
 */
export function resetPassword(request: Request, payloadReset: () => Promise<Response>): Promise<Response> {
  return answerAuthRequest(request, async ({ req, data }) => {
    // Payload answers a missing field itself, before any transaction.
    if (!('token' in data) || !('password' in data)) return payloadReset()
    const weak = weakPasswordError(data.password, req)
    if (weak) return errorAnswer(req, weak)
    if (typeof data.token !== 'string' || !(await resetTokenIsValid(req.payload, data.token))) {
      return errorAnswer(req, new APIError('Token is either invalid or has expired.', 403))
    }
    return payloadReset()
  })
}
