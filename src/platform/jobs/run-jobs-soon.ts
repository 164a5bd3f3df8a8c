import type { Payload } from 'payload'

/**
 * Whether this process runs queued jobs: the long-running server only, never builds, scripts or
 * tests (the config's jobs.shouldAutoRun uses the same rule). `process.env.NEXT_RUNTIME` must be
 * written out like this: Next replaces that expression in the server bundle at build time and never
 * sets the variable in the process environment, so a lookup through another object is always
 * empty in the server (and no job ran there).
 */
export function jobsRunInThisProcess(): boolean {
  return Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build'
}

/**
 * Starts a run of the default queue now instead of at the next minute of the autoRun schedule,
 * without waiting for it: the caller has answered already. A run marks the jobs it takes as
 * processing first, so the scheduled run leaves them alone.
 */
export function runDefaultQueueSoon(payload: Payload, limit = 10): void {
  if (!jobsRunInThisProcess()) return
  payload.jobs.run({ queue: 'default', limit }).catch((error: unknown) => {
    payload.logger.error({ err: error }, 'Running the default jobs queue failed; the scheduled run will retry')
  })
}
