import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { isPostgres } from '@/cms/database-url'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'

type DroppableAdapter = { dropDatabase(args: { adapter: unknown }): Promise<void> }

/**
 * A Payload instance on an empty database brought up by the committed migrations.
 * (The migration modules are passed in: Payload's own loader cannot import .ts files under Vitest.)
 */
export async function freshPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (isPostgres()) await (payload.db as unknown as DroppableAdapter).dropDatabase({ adapter: payload.db })
  const migrations = (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
  return payload
}
