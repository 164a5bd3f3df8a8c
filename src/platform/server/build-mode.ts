import { connection } from 'next/server'

/** The production build (`npm run build`, scripts/build.mjs) runs once, before any database exists. */
export function buildsWithoutDatabase(): boolean {
  return process.env.SITE_BUILD === 'production'
}

/**
 * Called first in a route that reads the database: in the production build it makes that route
 * render per request (Next stops prerendering where connection() is awaited); elsewhere a no-op.
 */
export async function renderAtRequestWithoutBuildDatabase(): Promise<void> {
  if (buildsWithoutDatabase()) await connection()
}
