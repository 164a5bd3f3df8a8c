import { APIError } from 'payload'
import { answerAuthRequest, errorAnswer } from './auth-request'
import { accountDetails, clinicNames } from './password-inputs'
import { weakPasswordError } from './password-policy'
import { accountByResetToken } from './reset-token'

/**
 * POST /api/users/reset-password. Payload opens a write transaction before it looks the token up,
 * so a guessed token would hold the database for nothing: a short password (400 on the field
 * `password`) and an unknown or expired token (Payload's own 403) are answered here from a plain
 * read; a password too easy to guess (also: built from that account's e-mail or name, or the
 * clinic's) is refused on the field `password`. A valid token goes on to Payload, which sets the password and logs the user in.
 */
export function resetPassword(request: Request, payloadReset: () => Promise<Response>): Promise<Response> {
  return answerAuthRequest(request, async ({ req, data }) => {
    // Payload answers a missing field itself, before any transaction.
    if (!('token' in data) || !('password' in data)) return payloadReset()
    // Too short needs no lookup; too easy to guess is judged against the account the token opens.
    const short = weakPasswordError(data.password, req, [], { lengthOnly: true })
    if (short) return errorAnswer(req, short)
    const account = await accountByResetToken(req.payload, data.token)
    if (!account) return errorAnswer(req, new APIError('Token is either invalid or has expired.', 403))
    const weak = weakPasswordError(data.password, req, [...accountDetails(account), ...(await clinicNames(req.payload))])
    if (weak) return errorAnswer(req, weak)
    return payloadReset()
  })
}
