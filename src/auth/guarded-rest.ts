import { sitePayload } from '@/platform/payload'
import { anonymousWriteRefused, effectiveMethod, isWrite, staffSessionUser } from './anonymous-writes'
import { firstRegister } from './first-register'
import { forgotPassword } from './forgot-password'
import { isJobsEndpoint, jobsEndpointRefusal } from '@/platform/jobs/jobs-run-access'
import { login } from './login'
import { malformedRequestAnswer } from './malformed-requests'
import { isUploadFileRequest, missingFileAsNotFound } from './missing-upload-file'
import { isPrivateCollection, withNoStore } from './private-answers'
import { deletePreference } from './preference-delete'
import { resetPassword } from './reset-password'
import { restInputRefusal } from './rest-input'
import { secondFactorPending } from './second-factor/account'
import { secondFactorRequired } from './second-factor/rest-gate'

type RestArgs = { params: Promise<{ slug?: string[] }> }
export type RestHandler = (request: Request, args: RestArgs) => Promise<Response>

/** Staff auth endpoints anyone may call: ours answer them, or check them before Payload does. */
async function staffAuthEndpoint(
  request: Request,
  action: string,
  payloadAnswer: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
  switch (action) {
    case 'login':
      return login(request, payloadAnswer)
    case 'forgot-password':
      return forgotPassword(request)
    case 'reset-password':
      return resetPassword(request, () => payloadAnswer(request))
    case 'first-register':
      return firstRegister(request, () => payloadAnswer(request))
    case 'logout':
      // Payload refuses a logout without a session before it opens a transaction.
      return payloadAnswer(request)
    default:
      return undefined
  }
}

async function answer(request: Request, segments: string[], payloadAnswer: (request: Request) => Promise<Response>): Promise<Response> {
  const malformed = await malformedRequestAnswer(request, segments)
  if (malformed) return malformed
  const method = effectiveMethod(request)
  const [collection, action] = segments
  if (method === 'POST' && collection === 'users' && segments.length === 2) {
    const staffAnswer = await staffAuthEndpoint(request, action, payloadAnswer)
    if (staffAnswer) return staffAnswer
  }
  const payload = await sitePayload()
  if (isJobsEndpoint(segments)) {
    const refused = await jobsEndpointRefusal(payload, request)
    if (refused) return refused
  }
  const user = await staffSessionUser(payload, request)
  if (isWrite(request) && !user) return anonymousWriteRefused()
  // A session that owes its second step reaches only its own `me`, logout and the second-factor endpoints.
  if (secondFactorPending(user)) {
    const refused = secondFactorRequired(request, method, segments)
    if (refused) return refused
  }
  // After the checks of who asks: a session owing its second step gets that 403 first, whatever it sent.
  const refusedInput = await restInputRefusal(payload, request, segments)
  if (refusedInput) return refusedInput
  if (user && method === 'DELETE' && collection === 'payload-preferences' && segments.length === 2)
    return deletePreference(payload, user, action)
  const response = await payloadAnswer(request)
  if (method === 'GET' && isUploadFileRequest(segments)) return missingFileAsNotFound(payload, segments, response)
  return response
}

/**
 * Wraps one of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts): login,
 * forgot-password, reset-password and first-register go through src/auth first, malformed requests
 * (a NUL in a file name, JSON nested too deep or broken) are answered 400, as are ids and query
 * parameters Payload would fail on (rest-input.ts), job queues run over HTTP only
 * for administrators, anonymous writes are refused before Payload opens a transaction for them, a
 * missing upload file is a 404, and private collections' answers are never cached. Everything else is Payload's answer unchanged.
 */
export function guardedRest(payloadHandler: RestHandler): RestHandler {
  return async (request, args) => {
    const segments = (await args.params).slug ?? []
    let response: Response
    try {
      response = await answer(request, segments, (original) => payloadHandler(original, args))
    } catch (error) {
      // Payload itself unavailable (it answers its own errors): the same 500 it would give.
      console.error('Payload REST route failed', error)
      response = Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
    }
    return isPrivateCollection(segments[0]) ? withNoStore(response) : response
  }
}
