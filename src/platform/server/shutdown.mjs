// Graceful shutdown on SIGTERM (a deploy, a scale-in) or SIGINT: first a drain period
// (SHUTDOWN_DRAIN_MS, default 5 s in production) in which /api/health/ready answers 503 while every
// request is still served, so that the load balancer takes the instance out of rotation before it
// refuses anything; then stop accepting connections, let
// the requests in flight finish (an inquiry with photos being uploaded), let the app finish or
// release its running jobs and close the database (src/platform/server/app-shutdown.ts), then exit 0.
// After the drain, everything is bounded by SHUTDOWN_TIMEOUT_MS (default 25 s). The orchestrator's
// kill timeout must exceed drain + timeout (30 s by default): compose.yaml's stop_grace_period is
// 35 s, and tests/unit/shutdown-grace.test.ts keeps it above the two.

import { isDemoMode } from './run-mode.mjs'

const appShutdownKey = Symbol.for('clinic.appShutdown')
const shuttingDownKey = Symbol.for('clinic.shuttingDown')

/** The drain period: long enough for the load balancer to see readiness fail (its probe interval × threshold). */
export function shutdownDrainMs(env = process.env) {
  if (env.SHUTDOWN_DRAIN_MS !== undefined && env.SHUTDOWN_DRAIN_MS !== '') {
    const value = Number(env.SHUTDOWN_DRAIN_MS)
    if (Number.isFinite(value) && value >= 0) return value
  }
  return isDemoMode(env) ? 0 : 5_000
}

export function shutdownTimeoutMs(env = process.env) {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : 25_000
}

/** Counts requests in flight; the server's handler is wrapped with `track`. */
export function inFlightRequests() {
  const open = new Set()
  return {
    get size() {
      return open.size
    },
    /** Whether a request on this connection is still being answered. */
    isBusy(socket) {
      for (const res of open) if (res.socket === socket) return true
      return false
    },
    track(handle) {
      return (req, res) => {
        open.add(res)
        res.on('close', () => open.delete(res))
        // Keep-alive clients must reconnect elsewhere once this instance is stopping.
        if (globalThis[shuttingDownKey]) res.setHeader('connection', 'close')
        handle(req, res)
      }
    },
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * How long a connection accepted just before the signal may take to send its first request. Node
 * counts a connection whose request headers are still on their way as idle, so closing idle
 * connections at once cut such an upload (ECONNRESET) although it had reached the instance.
 */
const newConnectionGraceMs = 1_000

/** Every open connection of the server, and which have not sent their first request yet. */
function trackConnections(server, requests) {
  const open = new Set()
  const waiting = new Set()
  server.on('connection', (socket) => {
    open.add(socket)
    waiting.add(socket)
    socket.on('close', () => {
      open.delete(socket)
      waiting.delete(socket)
    })
  })
  server.on('request', (req) => waiting.delete(req.socket))
  return {
    waiting,
    /** Closes kept-alive connections that sit between two requests, so their clients reconnect elsewhere. */
    closeBetweenRequests() {
      for (const socket of open) if (!waiting.has(socket) && !requests.isBusy(socket)) socket.destroy()
    },
  }
}

export function installGracefulShutdown({ server, requests, log, timeoutMs = shutdownTimeoutMs(), drainMs = shutdownDrainMs() }) {
  let started = false
  const connections = trackConnections(server, requests)
  const shutdown = async (signal) => {
    if (started) return
    started = true
    globalThis[shuttingDownKey] = true
    // Whatever happens below, the process ends: a second signal or the deadline passed by 5 s.
    setTimeout(() => process.exit(1), drainMs + timeoutMs + 5_000).unref()
    if (drainMs > 0) {
      log.info({ signal, drainMs }, 'draining: readiness answers 503, requests are still served')
      await sleep(drainMs)
    }
    const begin = Date.now()
    const deadline = begin + timeoutMs
    log.info({ signal, inFlight: requests.size, timeoutMs }, 'shutting down: no new connections; finishing requests in flight')
    server.close()
    const graceEnd = Math.min(begin + newConnectionGraceMs, deadline)
    while ((requests.size > 0 || (connections.waiting.size > 0 && Date.now() < graceEnd)) && Date.now() < deadline) {
      // A new connection keeps its chance to send the request it was opened for until graceEnd.
      if (Date.now() >= graceEnd) server.closeIdleConnections()
      else connections.closeBetweenRequests()
      await sleep(50)
    }
    const cutRequests = requests.size
    try {
      await globalThis[appShutdownKey]?.({ deadline })
    } catch (error) {
      log.error({ err: error }, 'stopping background work failed')
    }
    server.closeAllConnections()
    log.info(
      { ms: Date.now() - begin, cutRequests },
      cutRequests ? 'stopped; requests still running at the deadline were cut' : 'stopped cleanly',
    )
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal))
}
