import type { Payload, PayloadRequest } from 'payload'
import { clientKey } from '@/platform/server/client-ip'
import { type AuthRequest, answerAuthRequest, jsonAnswer } from './auth-request'
import { decoyPasswordCheck } from './decoy-password-check'
import { deviceCookie, trustedDevice } from './login-device'
import { beginLoginAttempt, LoginThrottled } from './login-throttle'
import { oneLoginAtATime } from './one-login-at-a-time'

const throttledMessage = {
  cs: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím později.',
  en: 'Too many failed login attempts. Please try again later.',
}

/** The one refusal for an unknown e-mail and a wrong password alike (Payload's wording). */
function incorrectLogin(req: PayloadRequest): Response {
  return jsonAnswer(req, { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] }, 401)
}

function throttledLogin(req: PayloadRequest, retryAfterSeconds: number): Response {
  const message = req.i18n?.language === 'en' ? throttledMessage.en : throttledMessage.cs
  return jsonAnswer(req, { errors: [{ message }] }, 429, { 'retry-after': String(retryAfterSeconds) })
}

/** Payload's success answer with this browser's device cookie for the account added (login-device.ts). */
function withDeviceCookie(answer: Response, cookie: string): Response {
  const headers = new Headers(answer.headers)
  headers.append('set-cookie', cookie)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
}

async function staffAccountExists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  return totalDocs > 0
}

/**
 * POST /api/users/login. Refusals say nothing about which accounts exist: an unknown e-mail and a
 * wrong password get the same status and body and cost the same password-hashing work; too many
 * failures get 429 (login-throttle.ts: per device cookie, else per address and e-mail and per
 * address) whatever the e-mail. A known e-mail goes on to Payload's own login, so success keeps
 * Payload's answer, cookie and headers, and adds the browser's device cookie for the account.
 * Nothing is written for a failed login (no per-account counter).
 */
export function login(request: Request, payloadLogin: (request: Request) => Promise<Response>): Promise<Response> {
  return answerAuthRequest(request, async ({ req, data }: AuthRequest) => {
    const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
    const password = typeof data.password === 'string' ? data.password : ''
    // Payload names the missing field (400) before it looks anyone up.
    if (!email || !password.trim()) return payloadLogin(request)

    const device = trustedDevice(request, email)
    let attempt: Awaited<ReturnType<typeof beginLoginAttempt>>
    try {
      attempt = await beginLoginAttempt(req.payload, clientKey(request), email, device)
    } catch (error) {
      if (error instanceof LoginThrottled) return throttledLogin(req, error.retryAfterSeconds)
      throw error
    }

    if (!(await staffAccountExists(req.payload, email))) {
      await decoyPasswordCheck(password)
      return incorrectLogin(req)
    }
    const answer = await oneLoginAtATime(email, () => payloadLogin(request))
    if (answer.ok) {
      await attempt.succeeded()
      return withDeviceCookie(answer, deviceCookie(email, device))
    }
    // Payload's 401 for a wrong password, rebuilt so that it is byte for byte the unknown e-mail's.
    if (answer.status === 401) {
      await answer.body?.cancel()
      return incorrectLogin(req)
    }
    return answer
  })
}
