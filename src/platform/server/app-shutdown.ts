import type { Payload } from 'payload'
import { isPostgres } from '@/platform/database/database-url'
import { renewLeaseWhileRunning } from '@/platform/jobs/job-claims'

/**
 * The app's part of a graceful shutdown (src/platform/server/shutdown.mjs calls it once the requests in
 * flight are done): no new job runs, let the running ones finish until the deadline, hand back the
 * jobs still running then (marked not processing, so the next run or another instance takes them
 * again), and close the database.
 */

const appShutdownKey = Symbol.for('clinic.appShutdown')
const shuttingDownKey = Symbol.for('clinic.shuttingDown')
const runningJobsKey = Symbol.for('clinic.runningJobs')

type Globals = typeof globalThis & {
  [appShutdownKey]?: (options: { deadline: number }) => Promise<void>
  [shuttingDownKey]?: boolean
  [runningJobsKey]?: Map<string | number, Payload>
  _payload?: Map<string, { payload: Payload | null }>
}
const globals = globalThis as Globals

export function isShuttingDown(): boolean {
  return globals[shuttingDownKey] === true
}

/** Jobs this process is running now, by id (the tasks' handlers are wrapped with trackRunningJob). */
function runningJobs(): Map<string | number, Payload> {
  globals[runningJobsKey] ??= new Map()
  return globals[runningJobsKey]
}

/** Wraps a task handler so that a shutdown knows which jobs it would cut, and its claim stays renewed while it runs. */
export function trackRunningJob<Args extends { job: { id: string | number }; req: { payload: Payload } }, Result>(
  handler: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    runningJobs().set(args.job.id, args.req.payload)
    try {
      return await renewLeaseWhileRunning(args.req.payload, args.job.id, isPostgres(), () => handler(args))
    } finally {
      runningJobs().delete(args.job.id)
    }
  }
}

/** A job task whose runs a shutdown knows about (payload.config.ts wraps every task with it). */
export function trackedTask<Task extends { handler: unknown }>(task: Task): Task {
  if (typeof task.handler !== 'function') return task
  return {
    ...task,
    handler: trackRunningJob(task.handler as (args: { job: { id: string | number }; req: { payload: Payload } }) => Promise<unknown>),
  }
}

/** Every Payload instance this process initialised (Next may load the config in more than one bundle). */
function payloadInstances(): Payload[] {
  return [
    ...new Set(
      [...(globals._payload?.values() ?? [])].map((cached) => cached.payload).filter((payload): payload is Payload => Boolean(payload)),
    ),
  ]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function stopBackgroundWork({ deadline }: { deadline: number }): Promise<void> {
  const instances = payloadInstances()
  // The autoRun schedules: no new run starts; a run in progress goes on.
  const crons = instances.flatMap((payload) => payload.crons.splice(0))
  for (const cron of crons) cron.stop()
  while ((crons.some((cron) => cron.isBusy()) || runningJobs().size > 0) && Date.now() < deadline) await sleep(50)
  const cut = [...runningJobs().entries()]
  for (const [id, payload] of cut) {
    await payload
      .update({ collection: 'payload-jobs', id, data: { processing: false }, overrideAccess: true, depth: 0 })
      .then(() => payload.logger.warn({ jobId: id }, 'shutdown: job released unfinished; it runs again later'))
      .catch((error: unknown) => payload.logger.error({ err: error, jobId: id }, 'shutdown: could not release a running job'))
  }
  await Promise.all(instances.map((payload) => payload.db?.destroy?.().catch(() => {})))
}

/** Called once at server start (src/instrumentation.ts). */
export function registerAppShutdown(): void {
  globals[appShutdownKey] = stopBackgroundWork
}
