// The server's log: one JSON line per event in production (pino, as Payload's own log), readable
// text in the demo; one line per answer, written by pino-http. Each request gets an id (a valid
// incoming X-Request-Id is kept, so a proxy's id follows the request through), answered in the
// X-Request-Id header and carried, through an AsyncLocalStorage shared on globalThis, into every
// line the app logs while handling it (src/cms/logger.ts). Only the path is logged, never the query
// string or a body: visitors' names, e-mails, phones and messages never reach the log.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { inspect } from 'node:util'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import { isDemoMode } from './run-mode.mjs'

const contextKey = Symbol.for('clinic.requestContext')
/** @type {AsyncLocalStorage<{ reqId: string, route: string }>} */
globalThis[contextKey] ??= new AsyncLocalStorage()
export const requestContext = globalThis[contextKey]

/** Paths a load balancer or browser asks for constantly: logged at debug level only. */
const quietPaths = /^\/(api\/health(\/|$)|_next\/static\/|favicon\.ico$)/

export async function createServerLog(env = process.env) {
  const level = env.LOG_LEVEL || 'info'
  if (isDemoMode(env)) {
    const { default: pretty } = await import('pino-pretty')
    return pino({ level, base: undefined }, pretty({ sync: true, colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname' }))
  }
  return pino(
    { level, base: { service: 'clinic-web' }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: true }),
  )
}

/**
 * Production only: what Next and libraries print with console.* becomes JSON lines of the same log
 * (with the request id when there is one), so that a log collector reads one format. A failed
 * query's parameters (a visitor's data) are cut from the text.
 */
export function routeConsoleToLog(log) {
  if (isDemoMode()) return
  const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error)
      const text = args
        .filter((arg) => arg !== error)
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 4, breakLength: Infinity })))
        .join(' ')
      const context = requestContext.getStore() ?? {}
      const errorFields = error
        ? { err: { type: error.name, message: withoutQueryParameters(error.message), stack: withoutQueryParameters(error.stack ?? '') } }
        : {}
      log[level]({ ...context, ...errorFields }, withoutQueryParameters(text))
    }
  }
}

/** A failed query's message ends with its parameters (a visitor's data): cut them. */
export const withoutQueryParameters = (text) => text.replace(/\nparams: [\s\S]*/, '\nparams: [redacted]')

const validIncomingId = /^[\w.:-]{8,128}$/

/** A valid incoming X-Request-Id (a proxy's) is kept; otherwise a new one. Answered in the same header. */
function requestIdOf(req, res) {
  const incoming = req.headers['x-request-id']
  const reqId = typeof incoming === 'string' && validIncomingId.test(incoming) ? incoming : randomUUID()
  req.headers['x-request-id'] = reqId
  res.setHeader('x-request-id', reqId)
  return reqId
}

const routeOf = (req) => (req.url || '/').split('?')[0]

/**
 * Wraps a request handler: request id, context for the app's log lines, and one line per answer
 * written by pino-http (`{ reqId, method, route, status, ms }`, "request"; 5xx at error level,
 * health checks and static files at debug). The line names the path only, never the query string,
 * headers or body.
 */
export function withRequestLog(log, handle) {
  // The demo's console shows what goes wrong, not every request.
  const answeredLevel = isDemoMode() ? 'debug' : 'info'
  const answerLine = (req, res, responseTime) => ({
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    ms: responseTime,
    ...(res.writableFinished ? {} : { aborted: true }),
  })
  const logAnswer = pinoHttp({
    logger: log,
    // The line carries the request id, not the request and response objects.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    genReqId: requestIdOf,
    customLogLevel: (req, res) => (res.statusCode >= 500 ? 'error' : quietPaths.test(routeOf(req)) ? 'debug' : answeredLevel),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res, { responseTime }) => answerLine(req, res, responseTime),
    customErrorObject: (req, res, _error, { responseTime }) => answerLine(req, res, responseTime),
  })
  return (req, res) => {
    logAnswer(req, res)
    requestContext.run({ reqId: req.id, route: routeOf(req) }, () => handle(req, res))
  }
}
