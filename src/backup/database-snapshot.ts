import { execFile, spawn } from 'node:child_process'
import { copyFile, rm, stat } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'

/**
 * A consistent copy of the site's database, and putting one back. SQLite: `VACUUM INTO`, one read
 * transaction while the site keeps writing (node:sqlite, no extra dependency). PostgreSQL: pg_dump's
 * custom format, also one snapshot; restored with pg_restore in one transaction. pg_dump and
 * pg_restore come with PostgreSQL's client package (`postgresql-client`, the server's major version
 * or newer); PG_BIN names their folder when they are not on PATH.
 */
export type DatabaseKind = 'sqlite' | 'postgres'

const run = promisify(execFile)

export function databaseKindOf(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The SQLite file of a `file:` URL (Payload's form) or a plain path. */
export function sqliteFileOf(url: string): string {
  return url.replace(/^file:(\/\/)?/, '')
}

function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  return process.env.PG_BIN ? `${process.env.PG_BIN.replace(/\/+$/, '')}/${name}` : name
}

function pgFailure(name: string, error: NodeJS.ErrnoException & { stderr?: string }): Error {
  if (error.code === 'ENOENT')
    return new Error(`${name} was not found. Install PostgreSQL's client tools (postgresql-client) or set PG_BIN to their folder.`)
  return new Error(`${name} failed: ${(error.stderr || error.message).trim()}`)
}

async function pgRun(name: 'pg_dump' | 'pg_restore' | 'psql', args: string[]): Promise<string> {
  try {
    return (await run(pgTool(name), args, { maxBuffer: 16 * 1024 * 1024 })).stdout
  } catch (error) {
    throw pgFailure(name, error as NodeJS.ErrnoException & { stderr?: string })
  }
}

/**
 * The data of `tables` in a pg_dump file as pg_restore writes it (`COPY … FROM stdin;`, one row a
 * line, `\.`), line by line as it comes: a table of any size without holding it in memory.
 */
export async function* dumpDataLines(file: string, tables: string[]): AsyncGenerator<string> {
  const child = spawn(pgTool('pg_restore'), ['--data-only', '--file=-', ...tables.map((table) => `--table=${table}`), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(pgFailure('pg_restore', error)))
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(pgFailure('pg_restore', Object.assign(new Error(`exit code ${code}`), { stderr }))),
    )
  })
  exited.catch(() => {}) // awaited below, after the output is read
  try {
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) yield line
    await exited
  } finally {
    if (child.exitCode === null) child.kill()
  }
}

/** Writes a snapshot of the database to `file`. */
export async function snapshotDatabase(url: string, file: string): Promise<void> {
  if (databaseKindOf(url) === 'postgres') {
    await pgRun('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`])
    return
  }
  const source = sqliteFileOf(url)
  await stat(source) // a missing file is an error here, not a new empty database
  const database = new DatabaseSync(source, { readOnly: true })
  try {
    database.exec(`VACUUM INTO '${file.replaceAll("'", "''")}'`)
  } finally {
    database.close()
  }
}

/** The names of the tables the database already holds (a restore goes only into an empty one). */
export async function existingTables(url: string): Promise<string[]> {
  if (databaseKindOf(url) === 'postgres') {
    const out = await pgRun('psql', [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      `--dbname=${url}`,
      '--command=SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
    ])
    return out.split('\n').filter(Boolean)
  }
  const file = sqliteFileOf(url)
  try {
    await stat(file)
  } catch {
    return []
  }
  const database = new DatabaseSync(file, { readOnly: true })
  try {
    return (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY 1").all() as { name: string }[]).map(
      (row) => row.name,
    )
  } finally {
    database.close()
  }
}

/** Checks that a snapshot file can be read as what it claims to be, before anything is written. */
export async function checkSnapshot(kind: DatabaseKind, file: string): Promise<void> {
  if (kind === 'postgres') {
    await pgRun('pg_restore', ['--list', file])
    return
  }
  const database = new DatabaseSync(file, { readOnly: true })
  try {
    const [row] = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    if (row?.integrity_check !== 'ok') throw new Error(`the SQLite snapshot fails its integrity check: ${row?.integrity_check}`)
  } finally {
    database.close()
  }
}

/** Puts a snapshot into the (empty) database of `url`. */
export async function restoreDatabase(kind: DatabaseKind, file: string, url: string): Promise<void> {
  if (kind !== databaseKindOf(url))
    throw new Error(`The backup holds a ${kind} database, but DATABASE_URL points to ${databaseKindOf(url)}.`)
  if (kind === 'postgres') {
    await pgRun('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file])
    return
  }
  const target = sqliteFileOf(url)
  // An empty database may have left its journal files; they must not be replayed over the snapshot.
  await Promise.all([rm(`${target}-wal`, { force: true }), rm(`${target}-shm`, { force: true })])
  await copyFile(file, target)
}
