import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { isFunction, requireShape } from '@/platform/patch-guard'

/**
 * Jobs exactly once with several instances on one database.
 *
 * Payload claims jobs by reading the candidates and then writing `processing: true` to each: two
 * instances whose runs overlap read the same pending job and both run it (one inquiry e-mailed
 * twice). Here the claim is a conditional update per job — `SET processing = true WHERE id = … AND
 * processing = false` and still pending (claimOne) — which the database applies to one claimant only (PostgreSQL's row lock
 * makes the second wait and then match nothing; SQLite writes one at a time). A job another
 * instance took in between is dropped from this run.
 *
 * A job whose instance died (kill -9, a lost box) stays `processing` forever in Payload: before
 * each scheduled run, jobs claimed longer ago than the lease (JOB_LEASE_SECONDS, default 60) and
 * not finished are handed back, so another instance sends the e-mail within a minute or two. While
 * a job runs, its instance renews the claim every third of the lease (renewLeaseWhileRunning), so a
 * slow job (an SMTP server that takes its time) is never handed to a second instance; a job handed
 * back while still running would at worst send its e-mail again, which the fixed Message-ID lets the
 * receiving side recognise.
 */

type ClaimArgs = {
  id?: number | string
  data: Record<string, unknown>
  req?: { transactionID?: number | string | Promise<number | string> }
  [key: string]: unknown
}
type JobDoc = { id: number | string; processing?: boolean; updatedAt?: string }
type DrizzleLike = {
  execute?: (query: unknown) => Promise<{ rows?: unknown[]; rowCount?: number | null }>
  run?: (query: unknown) => Promise<{ rowsAffected?: number }>
}
type Adapter = {
  name?: string
  drizzle: DrizzleLike
  sessions?: Record<string, { db: DrizzleLike } | undefined>
  updateJobs: (args: ClaimArgs) => Promise<JobDoc[] | null>
  find: (args: Record<string, unknown>) => Promise<{ docs: JobDoc[] }>
  jobClaimsAtomic?: boolean
}

export function jobLeaseMs(env = process.env): number {
  const seconds = Number(env.JOB_LEASE_SECONDS)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000
}

/** Payload's claim: set processing (and the time) and nothing else. */
function isClaim(args: ClaimArgs): boolean {
  return args.data?.processing === true && Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt')
}

async function connectionOf(adapter: Adapter, args: ClaimArgs): Promise<DrizzleLike> {
  const id = args.req?.transactionID === undefined ? undefined : await args.req.transactionID
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

/**
 * Claims one job if it is still pending: not taken, and not finished, failed or put off for a retry
 * since this run read it. Another run may finish the job in between (it sets `processing` back to false together with
 * `completedAt`, then deletes it): `processing = false` alone would then hand the finished job to a
 * second run, which sends the e-mail again and fails on the deleted job.
 */
async function claimOne(db: DrizzleLike, id: number | string, updatedAt: string, postgres: boolean): Promise<boolean> {
  if (postgres) {
    const result = await db.execute?.(
      postgresSql`UPDATE "payload_jobs" SET "processing" = true, "updated_at" = ${updatedAt} WHERE "id" = ${id} AND "processing" = false AND "completed_at" IS NULL AND "has_error" IS NOT TRUE AND ("wait_until" IS NULL OR "wait_until" <= ${updatedAt})`,
    )
    return (result?.rowCount ?? 0) === 1
  }
  const result = await db.run?.(
    sqliteSql`UPDATE \`payload_jobs\` SET \`processing\` = 1, \`updated_at\` = ${updatedAt} WHERE \`id\` = ${id} AND \`processing\` = 0 AND \`completed_at\` IS NULL AND coalesce(\`has_error\`, 0) = 0 AND (\`wait_until\` IS NULL OR \`wait_until\` <= ${updatedAt})`,
  )
  return (result?.rowsAffected ?? 0) === 1
}

/** Installed on the adapter when it connects (database.ts). */
export function claimJobsAtomically(adapterObject: object, postgres: boolean): void {
  const adapter = adapterObject as Adapter
  if (adapter.jobClaimsAtomic) return
  requireShape(adapter, 'claimJobsAtomically (src/platform/jobs/job-claims.ts)', {
    'updateJobs and find on the adapter': isFunction(adapter.updateJobs) && isFunction(adapter.find),
    [postgres ? "drizzle's execute() on the adapter (adapter.drizzle.execute)" : "drizzle's run() on the adapter (adapter.drizzle.run)"]:
      isFunction(postgres ? adapter.drizzle?.execute : adapter.drizzle?.run),
    'its open transactions in adapter.sessions': typeof adapter.sessions === 'object' && adapter.sessions !== null,
  })
  adapter.jobClaimsAtomic = true
  const updateJobs = adapter.updateJobs
  adapter.updateJobs = async function atomicUpdateJobs(this: Adapter, args: ClaimArgs) {
    if (!isClaim(args)) return updateJobs.call(this, args)
    const updatedAt = typeof args.data.updatedAt === 'string' ? args.data.updatedAt : new Date().toISOString()
    // The candidates as Payload would pick them (its updateJobs reads them the same way), each
    // claimed only if nobody else claimed it meanwhile. When another instance took some, read the
    // next ones: both instances wake at the same second and must share the queue, not wait a minute.
    const limit = args.id !== undefined ? 1 : typeof args.limit === 'number' && args.limit > 0 ? args.limit : 10
    const db = await connectionOf(this, args)
    const claimed: JobDoc[] = []
    const seen: Array<number | string> = []
    for (let round = 0; round < 5 && claimed.length < limit; round++) {
      const base = args.id !== undefined ? { id: { equals: args.id } } : args.where
      const where = seen.length ? { and: [base ?? {}, { id: { not_in: seen } }] } : base
      const found = await this.find({
        collection: 'payload-jobs',
        where,
        limit: limit - claimed.length,
        sort: args.sort,
        pagination: false,
        req: args.req,
      })
      if (!found.docs.length) break
      for (const job of found.docs) {
        seen.push(job.id)
        if (!job.processing && (await claimOne(db, job.id, updatedAt, postgres))) claimed.push({ ...job, processing: true, updatedAt })
      }
      if (args.id !== undefined) break
    }
    return args.returning === false ? null : claimed
  }
}

/** Hands back jobs claimed longer ago than the lease and not finished (their instance died). */
export async function releaseExpiredJobClaims(payload: Payload, postgres: boolean, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - jobLeaseMs()).toISOString()
  const db = (payload.db as unknown as Adapter).drizzle
  if (postgres) {
    const result = await db.execute?.(
      postgresSql`UPDATE "payload_jobs" SET "processing" = false WHERE "processing" = true AND "completed_at" IS NULL AND "updated_at" < ${cutoff}`,
    )
    return result?.rowCount ?? 0
  }
  const result = await db.run?.(
    sqliteSql`UPDATE \`payload_jobs\` SET \`processing\` = 0 WHERE \`processing\` = 1 AND \`completed_at\` IS NULL AND \`updated_at\` < ${cutoff}`,
  )
  return result?.rowsAffected ?? 0
}

/** Marks a running job as still claimed now (its lease starts again). */
export async function renewJobLease(payload: Payload, jobId: number | string, postgres: boolean, now = Date.now()): Promise<void> {
  const renewedAt = new Date(now).toISOString()
  const db = (payload.db as unknown as Adapter).drizzle
  if (postgres) {
    await db.execute?.(
      postgresSql`UPDATE "payload_jobs" SET "updated_at" = ${renewedAt} WHERE "id" = ${jobId} AND "processing" = true AND "completed_at" IS NULL`,
    )
    return
  }
  await db.run?.(
    sqliteSql`UPDATE \`payload_jobs\` SET \`updated_at\` = ${renewedAt} WHERE \`id\` = ${jobId} AND \`processing\` = 1 AND \`completed_at\` IS NULL`,
  )
}

/** Runs `work` while renewing the job's claim every third of the lease; a failed renewal is logged, never fatal. */
export async function renewLeaseWhileRunning<T>(
  payload: Payload,
  jobId: number | string,
  postgres: boolean,
  work: () => Promise<T>,
): Promise<T> {
  const renew = () =>
    renewJobLease(payload, jobId, postgres).catch((error: unknown) =>
      payload.logger.warn({ err: error, jobId }, "Could not renew a running job's lease"),
    )
  const timer = setInterval(renew, Math.max(1_000, Math.floor(jobLeaseMs() / 3)))
  timer.unref?.()
  try {
    return await work()
  } finally {
    clearInterval(timer)
  }
}
