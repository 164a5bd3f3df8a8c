/**
 * The backup commands as an operator runs them: node scripts/backup.mjs (npm run backup / restore /
 * backup:key), with only the variables given, never this test process's own.
 */
import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The folder of the PostgreSQL tools scripts/postgres-server.sh uses (the newest installed), if any. */
function postgresBin(): Record<string, string> {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    return versions.length ? { PG_BIN: `/usr/lib/postgresql/${versions.at(-1)}/bin` } : {}
  } catch {
    return {}
  }
}

export type CliResult = { code: number | null; stdout: string; stderr: string; seconds: number }

function run(args: string[], env: Record<string, string>): Promise<CliResult> {
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: root,
        // Only what the operator sets: no variable of this test process (a DATABASE_URL…) leaks in.
        env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...postgresBin(), ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr, seconds: (Date.now() - started) / 1000 }),
    )
  })
}

/** `npm run backup|restore|backup:key -- <file>`, as node scripts/backup.mjs, with only `env` as the environment's extra. */
export function backupCli(command: 'backup' | 'restore' | 'key', file: string, env: Record<string, string> = {}): Promise<CliResult> {
  return run([path.join(root, 'scripts/backup.mjs'), command, file], env)
}

/** `npm run migrate`: the committed migrations into the database of `env`, as an installation starts. */
export function migrateCli(env: Record<string, string>): Promise<CliResult> {
  return run([path.join(root, 'node_modules/payload/bin.js'), 'migrate'], env)
}
