import type { Endpoint, PayloadRequest } from 'payload'
import { type AdminText, adminLanguage, tx } from '@/platform/cms/i18n'
import { isGoLiveAdmin } from './access'
import { failureReason, sendTestEmail, type TestSendResult } from './test-email'

export const testEmailPath = '/go-live/test-email'

const noStore = { 'cache-control': 'no-store' }

function answer(req: PayloadRequest, status: number, text: AdminText, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  const message = text[adminLanguage(req)]
  const body = status < 300 ? { ok: true, message, ...extra } : { errors: [{ message, ...extra }] }
  return Response.json(body, { status, headers: { ...noStore, ...headers } })
}

/** What a browser without JavaScript gets: back to the dashboard, with the outcome in the address. */
function backToDashboard(req: PayloadRequest, outcome: string): Response {
  const location = `${req.payload.config.routes.admin}?${new URLSearchParams({ testEmail: outcome })}#go-live`
  return new Response(null, { status: 303, headers: { ...noStore, location } })
}

const wantsJson = (req: PayloadRequest) =>
  !/application\/x-www-form-urlencoded|multipart\/form-data/i.test(req.headers.get('content-type') ?? '')

/** The outcome of a send as the JSON answer (or redirect) the checklist's button expects. */
export function resultResponse(req: PayloadRequest, result: TestSendResult): Response {
  if (!wantsJson(req)) return backToDashboard(req, result.ok ? 'sent' : result.problem)
  if (result.ok) {
    return answer(req, 200, tx(`Zkušební e-mail odešel na ${result.to}.`, `The test e-mail went to ${result.to}.`), {
      at: result.at,
      to: result.to,
    })
  }
  switch (result.problem) {
    case 'notConfigured':
      return answer(
        req,
        409,
        tx(
          `Nejprve na serveru nastavte proměnné prostředí: ${result.missing.join(', ')}.`,
          `First set these environment variables on the server: ${result.missing.join(', ')}.`,
        ),
        { fields: result.missing },
      )
    case 'rateLimited':
      return answer(
        req,
        429,
        tx(
          `Zkušební e-mail lze poslat znovu za ${result.retryAfterSeconds} s.`,
          `The test e-mail can be sent again in ${result.retryAfterSeconds} s.`,
        ),
        { retryAfterSeconds: result.retryAfterSeconds },
        { 'retry-after': String(result.retryAfterSeconds) },
      )
    case 'transport': {
      const reason = failureReason(result.code)
      // 502: the request was fine, the mail server (the upstream) failed it.
      return answer(req, 502, tx(`${reason.cs} Server odpověděl: ${result.detail}`, `${reason.en} The server said: ${result.detail}`), {
        code: result.code,
        detail: result.detail,
        to: result.to,
      })
    }
  }
}

/**
 * POST /api/go-live/test-email: sends the checklist's test e-mail (admins only). JSON for the
 * button; a plain form post (no JavaScript) is sent back to the dashboard, which shows the outcome.
 */
export const testEmailEndpoint: Endpoint = {
  path: testEmailPath,
  method: 'post',
  handler: async (req) => {
    // The session cookie is SameSite=Lax already; a cross-site page has no business here either way.
    if (req.headers.get('sec-fetch-site') === 'cross-site') {
      return answer(req, 403, tx('Požadavek z cizího webu byl odmítnut.', 'A request from another site was refused.'))
    }
    if (!isGoLiveAdmin(req.user)) {
      return answer(req, 403, tx('Zkušební e-mail mohou poslat jen administrátoři.', 'Only administrators may send the test e-mail.'))
    }
    return resultResponse(req, await sendTestEmail(req.payload))
  },
}
