import { secondFactorLanguage, secondFactorTexts } from './texts'

/** What a session that owes its second step may still call: who it is, leaving, and the second step itself. */
function allowedWhilePending(method: string, segments: string[]): boolean {
  const [collection, action] = segments
  if (collection !== 'users') return false
  if (action === 'second-factor') return true
  if (segments.length !== 2) return false
  return (method === 'GET' && action === 'me') || (method === 'POST' && (action === 'logout' || action === 'refresh-token'))
}

/**
 * The REST answer to a session that has not passed its second factor yet (403, naming the way
 * on), or undefined when the call is one it may make. Payload's access rules refuse it as well
 * (gate.ts); this also covers Payload's own collections (preferences, jobs, locks), which our
 * config does not list.
 */
export function secondFactorRequired(request: Request, method: string, segments: string[]): Response | undefined {
  if (allowedWhilePending(method, segments)) return undefined
  const language = secondFactorLanguage(request.headers.get('accept-language')?.slice(0, 2).toLowerCase())
  return Response.json(
    { errors: [{ message: secondFactorTexts[language].required, data: { secondFactorRequired: true } }] },
    { status: 403, headers: { 'cache-control': 'no-store, private' } },
  )
}
