import type { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'
import type { Config } from 'payload'
import { withoutQueryParameters } from '@/platform/server/request-log.mjs'
import { isDemoMode } from '@/platform/server/run-mode.mjs'

/**
 * Payload's log (and so every log line of the app): readable text in the demo, in production JSON
 * lines with level, time, the request id and the route of the request being handled (set by the
 * server, src/platform/server/request-log.mjs). Visitors' personal data never reaches it: known fields are
 * redacted, and errors lose what a database error carries of the row (a failed query's parameters,
 * PostgreSQL's "detail" naming a key's value).
 */

type RequestContext = AsyncLocalStorage<{ reqId: string; route: string }>
const requestContextKey = Symbol.for('clinic.requestContext')

function currentRequest(): { reqId?: string; route?: string } {
  return (globalThis as { [requestContextKey]?: RequestContext })[requestContextKey]?.getStore() ?? {}
}

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown }

/** An error without the values of the row it was about. */
export function withoutPersonalData(error: SerializedError): SerializedError {
  const safe: SerializedError = { ...error }
  delete safe.params
  delete safe.detail
  delete safe.parameters
  for (const key of ['message', 'stack'] as const) {
    if (typeof safe[key] === 'string') safe[key] = withoutQueryParameters(safe[key] as string)
  }
  if (safe.cause && typeof safe.cause === 'object') safe.cause = withoutPersonalData(safe.cause as SerializedError)
  return safe
}

const personalFields = [
  'email',
  'phone',
  'message',
  'data.email',
  'data.phone',
  'data.message',
  'data.name',
  'input.email',
  'job.input',
  'args.input',
  'args.job.input',
  'req.headers.cookie',
  'req.headers.authorization',
]

/**
 * A refusal Payload logs as an error although it is the expected answer to a request (an anonymous
 * 403, a 401, a 404, a 429…). Payload lowers those by the error's class name (config.loggingLevels),
 * but the production build shortens class names, so they arrived at error level with a stack trace:
 * noise that buries real failures. Told apart here by their HTTP status instead.
 */
export function expectedRefusal(first: unknown): { status: number; message: string } | null {
  if (typeof first === 'string') return /is missing on the disk/.test(first) ? { status: 404, message: first } : null
  const err = (first as { err?: { status?: unknown; message?: unknown } } | null)?.err
  if (!err || typeof err.status !== 'number' || err.status < 400 || err.status >= 500) return null
  return { status: err.status, message: typeof err.message === 'string' ? err.message : `HTTP ${err.status}` }
}

const errorLevel = 50

export function payloadLoggerOptions(): pino.LoggerOptions {
  return {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: 'clinic-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: currentRequest,
    redact: { paths: personalFields, censor: '[redacted]' },
    serializers: { err: (error: Error) => withoutPersonalData(pino.stdSerializers.errWithCause(error) as SerializedError) },
    hooks: {
      // Expected refusals: one line at info (a missing file at warn: it may be a lost upload), no stack.
      logMethod(args, method, level) {
        const refusal = level >= errorLevel ? expectedRefusal(args[0]) : null
        if (!refusal) return method.apply(this, args)
        const line = { refused: refusal.status }
        if (typeof args[0] === 'string') this.warn(line, refusal.message)
        else this.info(line, refusal.message)
      },
    },
  }
}

export function payloadLogger(): Config['logger'] {
  if (isDemoMode()) return undefined // Payload's own coloured text
  return { options: payloadLoggerOptions(), destination: pino.destination({ dest: 1, sync: true }) }
}
