// Creates a migration for both database dialects from the current collections, and regenerates
// src/payload-types.ts from them (Payload does that by itself only under `next dev`).
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { payloadBin, root, run } from './lib.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(1)
}
const env = { ...process.env, PAYLOAD_SECRET: 'migration-secret', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clinic-mig-')) }
delete env.DATABASE_URL
await run(process.execPath, [payloadBin, 'generate:types'], { env })
// The SQLite diff is taken against a database at the latest migration.
await run(process.execPath, [payloadBin, 'migrate'], { env })
await run(process.execPath, [payloadBin, 'migrate:create', name], { env })

const url = execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['start'], {
  encoding: 'utf8',
  env: { ...process.env, PGPORT: '54339', PGDATA_DIR: '/tmp/clinic-pg-migrations' },
}).trim()
try {
  await run(process.execPath, [payloadBin, 'migrate'], { env: { ...env, DATABASE_URL: url } })
  await run(process.execPath, [payloadBin, 'migrate:create', name], { env: { ...env, DATABASE_URL: url } })
} finally {
  execFileSync(path.join(root, 'scripts/postgres-server.sh'), ['stop'], {
    env: { ...process.env, PGPORT: '54339', PGDATA_DIR: '/tmp/clinic-pg-migrations' },
  })
}
