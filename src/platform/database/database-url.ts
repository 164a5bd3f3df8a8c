import path from 'node:path'
import { dataDir } from '@/platform/project-folders'

/** postgres://… selects PostgreSQL; anything else (or nothing) is a SQLite file, by default data/clinic.db. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(/* turbopackIgnore: true */ dataDir, 'clinic.db')}`
}

export function isPostgres(url = databaseUrl()): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}
