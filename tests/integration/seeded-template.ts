import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * The demo content seeded once per run, for the files that start from it: the first one to ask
 * runs the demo's own preparation (src/cms/prepare.ts: migrations, then seedIfEmpty) in a process
 * of its own, into a SQLite folder or a PostgreSQL database of its own; every file then starts
 * from a copy. Seeding took ≈ 40 s a file on each database; a copy takes under a second.
 * content.test.ts checks what the seed made here, and that a second seed adds nothing.
 */

export const seededAdmin = { email: 'admin@test.example', password: 'test-password-1' }

const postgresUrl = () => (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined)

/** The template's database name on the same PostgreSQL server: the test database's name + "_seeded". */
function templateDatabase(url: string): { server: string; database: string; template: string } {
  const parsed = new URL(url)
  const database = decodeURIComponent(parsed.pathname.slice(1))
  parsed.pathname = '/postgres'
  return { server: parsed.toString(), database, template: `${database}_seeded` }
}

async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Makes the template unless this run made it already; returns its folder (SQLite file and uploads, or uploads alone). */
export async function seededTemplate(dir: string): Promise<string> {
  const ready = path.join(dir, '.seeded')
  if (existsSync(ready)) return dir
  const url = postgresUrl()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_MODE: 'demo',
    DATA_DIR: dir,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret',
    ADMIN_EMAIL: seededAdmin.email,
    ADMIN_PASSWORD: seededAdmin.password,
  }
  if (url) {
    const { server, template } = templateDatabase(url)
    await onServer(server, [`DROP DATABASE IF EXISTS ${quoted(template)} WITH (FORCE)`, `CREATE DATABASE ${quoted(template)}`])
    const templateUrl = new URL(url)
    templateUrl.pathname = `/${template}`
    env.DATABASE_URL = templateUrl.toString()
  } else {
    delete env.DATABASE_URL
  }
  const root = path.resolve(import.meta.dirname, '../..')
  execFileSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/cms/prepare.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  writeFileSync(ready, new Date().toISOString())
  return dir
}

/** The test database made anew as a copy of the template (PostgreSQL: CREATE DATABASE … TEMPLATE). */
export async function copyTemplateDatabase(): Promise<void> {
  const url = postgresUrl()
  if (!url) return
  const { server, database, template } = templateDatabase(url)
  await onServer(server, [
    `DROP DATABASE IF EXISTS ${quoted(database)} WITH (FORCE)`,
    `CREATE DATABASE ${quoted(database)} TEMPLATE ${quoted(template)}`,
  ])
}

export async function dropTemplateDatabase(): Promise<void> {
  const url = postgresUrl()
  if (!url) return
  const { server, template } = templateDatabase(url)
  await onServer(server, [`DROP DATABASE IF EXISTS ${quoted(template)} WITH (FORCE)`])
}
