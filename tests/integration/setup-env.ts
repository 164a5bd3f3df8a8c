import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Runs before each test file imports the Payload config: every file gets a throw-away SQLite
// database, unless DATABASE_URL points at a PostgreSQL server (then each file starts it fresh).
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'clinic-int-'))
  delete process.env.DATABASE_URL
}
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
