// The server's log: one JSON line per event in production (pino, as Payload's own log), readable
// text in the demo. Each request gets an id (a valid incoming X-Request-Id is kept, so a proxy's id
// follows the request through), answered in the X-Request-Id header and carried, through an
// AsyncLocalStorage shared on globalThis, into every line the app logs while handling it
// (src/cms/logger.ts). Only the path is logged, never the query string or a body: visitors' names,
// e-mails, phones and messages never reach the log.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { inspect } from 'node:util'
import pino from 'pino'
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

/** Wraps a request handler: request id, context for the app's log lines, one line per answer. */
export function withRequestLog(log, handle) {
  // The demo's console shows what goes wrong, not every request.
  const answeredLevel = isDemoMode() ? 'debug' : 'info'
  return (req, res) => {
    const incoming = req.headers['x-request-id']
    const reqId = typeof incoming === 'string' && validIncomingId.test(incoming) ? incoming : randomUUID()
    req.headers['x-request-id'] = reqId
    res.setHeader('x-request-id', reqId)
    const route = (req.url || '/').split('?')[0]
    const started = process.hrtime.bigint()
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const line = {
        reqId,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      if (res.statusCode >= 500) log.error(line, 'request')
      else if (quietPaths.test(route)) log.debug(line, 'request')
      else log[answeredLevel](line, 'request')
    })
    requestContext.run({ reqId, route }, () => handle(req, res))
  }
}
