import 'server-only'
import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { uploadFiles } from '@/platform/cms/upload-files'
import { payloadClient } from '@/content/payload'
import { isPostgres } from '@/platform/database/database-url'

export type Readiness = { ready: boolean; checks: Record<'database' | 'storage', string>; failing: string[] }

const checkTimeoutMs = 3_000

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${checkTimeoutMs / 1000} s`)), checkTimeoutMs).unref(),
    ),
  ])
}

/** An error and the errors it wraps (a driver's error inside the query builder's). */
function causes(error: unknown): Error[] {
  const chain: Error[] = []
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current)
  return chain
}

/** Reachable, and every migration this build knows is applied (`npm run migrate` ran for this release). */
async function databaseProblem(): Promise<string | null> {
  let payload: Payload
  try {
    payload = await withinTime(payloadClient(), 'the database')
  } catch (error) {
    return `unreachable: ${(error as Error).message.split('\n')[0]}`
  }
  try {
    const applied = await withinTime(
      payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, select: { name: true } }),
      'the database',
    )
    const names = new Set(applied.docs.map((doc) => (doc as { name?: string }).name))
    const known = isPostgres() ? postgresMigrations : sqliteMigrations
    const pending = known.filter((migration) => !names.has(migration.name)).map((migration) => migration.name)
    return pending.length ? `not migrated: ${pending.length} migration(s) pending (${pending.join(', ')}); run \`npm run migrate\`` : null
  } catch (error) {
    const messages = causes(error).map((cause) => cause.message)
    if (messages.some((message) => /no such table|does not exist/i.test(message)))
      return 'not migrated: no migrations table; run `npm run migrate`'
    return `query failed: ${messages.at(-1)?.split('\n')[0]}`
  }
}

/**
 * Upload storage: on the local disk a small file can be written and removed in each upload folder
 * (a full or read-only disk fails); with S3 both buckets answer (src/platform/cms/upload-files.ts).
 */
async function storageProblem(): Promise<string | null> {
  try {
    return await withinTime(uploadFiles().problem(), 'the upload storage')
  } catch (error) {
    return (error as Error).message.split('\n')[0]
  }
}

export async function readiness(): Promise<Readiness> {
  const [database, storage] = await Promise.all([databaseProblem(), storageProblem()])
  const checks = { database: database ?? 'ok', storage: storage ?? 'ok' }
  const failing = Object.entries(checks)
    .filter(([, value]) => value !== 'ok')
    .map(([name]) => name)
  return { ready: failing.length === 0, checks, failing }
}
