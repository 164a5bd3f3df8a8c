import { executeAuthStrategies, formatErrors, Forbidden, type Payload, type PayloadRequest } from 'payload'

/**
 * Payload's HTTP endpoints that run job queues (GET /api/payload-jobs/run and /handle-schedules).
 * By default any logged-in user may call them, so an editor's or reception's account could start
 * the notification queue again and again and spend its retries while SMTP is down. The server
 * runs its queues itself (Local API, src/platform/jobs/jobs-runner.ts), which no access rule stops; over
 * HTTP only administrators may.
 */
export function isJobsEndpoint(segments: string[]): boolean {
  return segments[0] === 'payload-jobs' && (segments[1] === 'run' || segments[1] === 'handle-schedules')
}

/** jobs.access.run in payload.config: administrators only. */
export const mayRunJobs = ({ req }: { req: PayloadRequest }): boolean => (req.user as { role?: string } | null)?.role === 'admin'

/** 401 without a session (as Payload answers), 403 for staff who are not administrators, else undefined (Payload's turn). */
export async function jobsEndpointRefusal(payload: Payload, request: Request): Promise<Response | undefined> {
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  if (!user) return Response.json({ errors: [{ message: 'Log in as an administrator to run job queues.' }] }, { status: 401 })
  if ((user as { role?: string }).role === 'admin') return undefined
  const forbidden = formatErrors(new Forbidden())
  return Response.json({ errors: [{ ...forbidden.errors[0], message: 'Only administrators may run job queues.' }] }, { status: 403 })
}
