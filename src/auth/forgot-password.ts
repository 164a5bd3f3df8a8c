import { type PayloadRequest, ValidationError } from 'payload'
import { clientKey } from '@/platform/server/client-ip'
import { answerAuthRequest, errorAnswer, jsonAnswer } from './auth-request'
import { countForgotPasswordRequest } from './forgot-password-limit'
import { queuePasswordReset } from './send-password-reset'
import { runDefaultQueueSoon } from '@/platform/jobs/run-jobs-soon'
import { LimitReached } from '@/platform/security/rate-limiters'

// A plausible address (length checked first); whether an account has it is the job's business.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function invalidEmail(req: PayloadRequest): Response {
  return errorAnswer(
    req,
    new ValidationError(
      { collection: 'users', errors: [{ path: 'email', label: req.t('general:email'), message: req.t('validation:emailAddress') }], req },
      req.t,
    ),
  )
}

const tooManyMessage = {
  cs: 'Příliš mnoho žádostí o nové heslo. Zkuste to prosím později.',
  en: 'Too many password-reset requests. Please try again later.',
}

/**
 * POST /api/users/forgot-password. Answers at once with Payload's usual success for every valid
 * address, known or not, and leaves the work to a job (jobs/send-password-reset.ts): the request
 * itself only adds one row to the jobs queue, never holds a transaction and never waits for SMTP.
 */
export function forgotPassword(request: Request): Promise<Response> {
  return answerAuthRequest(request, async ({ req, data }) => {
    const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
    if (email.length > 254 || !emailPattern.test(email)) return invalidEmail(req)
    let sendAnother: boolean
    try {
      sendAnother = await countForgotPasswordRequest(req.payload, clientKey(request), email)
    } catch (error) {
      if (!(error instanceof LimitReached)) throw error
      const message = req.i18n?.language === 'en' ? tooManyMessage.en : tooManyMessage.cs
      return jsonAnswer(req, { errors: [{ message }] }, 429, { 'retry-after': String(error.retryAfterSeconds) })
    }
    // The account had its e-mails for this window (src/auth/forgot-password-limit.ts): the same answer, nothing queued.
    if (!sendAnother) return jsonAnswer(req, { message: req.t('general:success') }, 200)
    try {
      await queuePasswordReset(req.payload, email)
    } catch (error) {
      // Never a false success: the visitor is told to try again.
      req.payload.logger.error({ err: error }, 'Could not queue a password-reset e-mail')
      return jsonAnswer(req, { errors: [{ message: req.t('error:unknown') }] }, 503, { 'retry-after': '60' })
    }
    runDefaultQueueSoon(req.payload)
    return jsonAnswer(req, { message: req.t('general:success') }, 200)
  })
}
