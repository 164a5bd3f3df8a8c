import { cpSync } from 'node:fs'
import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { inject } from 'vitest'
import { isPostgres } from '@/platform/database/database-url'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { isSeeded } from '@/cms/seed'
import { dataDir } from '@/platform/project-folders'
import { copyTemplateDatabase, seededTemplate } from './seeded-template'

type DroppableAdapter = { dropDatabase(args: { adapter: unknown }): Promise<void> }

/** The committed migrations of this run's database. */
const committedMigrations = () => (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[]

/**
 * A Payload instance on an empty database brought up by the committed migrations.
 * (The migration modules are passed in: Payload's own loader cannot import .ts files under Vitest.)
 */
export async function freshPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (isPostgres()) await (payload.db as unknown as DroppableAdapter).dropDatabase({ adapter: payload.db })
  await payload.db.migrate({ migrations: committedMigrations() })
  return payload
}

/**
 * A Payload instance on a copy of the demo content (seeded with `seededAdmin`), as `freshPayload()`
 * and `seedIfEmpty()` would leave it, from the run's seeded template (seeded-template.ts).
 */
export async function seededPayload(): Promise<Payload> {
  const template = await seededTemplate(inject('seededTemplateDir'))
  // The SQLite file (if any) and the uploads the seed wrote; the marker file stays behind.
  cpSync(template, dataDir, { recursive: true, filter: (source) => !source.endsWith('.seeded') })
  await copyTemplateDatabase()
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations() })
  if (!(await isSeeded(payload))) throw new Error('The seeded template holds no demo content.')
  return payload
}
