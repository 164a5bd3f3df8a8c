/**
 * `payload run src/cms/prepare.ts`, run by `npm start` before serving: applies pending migrations,
 * creates the first admin on an empty database and seeds the demo content once.
 * One process for all three keeps the start fast.
 */
import { writeFileSync } from 'node:fs'
import { sitePayload } from '@/platform/payload'
import { demoAdminEmail, demoAdminPassword, isDemoMode } from '@/platform/server/run-mode.mjs'
import { seedIfEmpty } from './seed'

// Demo content and its published password never go into a production database.
if (!isDemoMode()) {
  console.error(
    'src/cms/prepare.ts seeds demo content and runs only for the demo (npm start sets SITE_MODE=demo). In production use `npm run migrate` and `npm run create-admin`.',
  )
  process.exit(1)
}

const payload = await sitePayload()
try {
  await payload.db.migrate()
  const created = await seedIfEmpty(payload, {
    email: process.env.ADMIN_EMAIL || demoAdminEmail,
    password: process.env.ADMIN_PASSWORD || demoAdminPassword,
  })
  // Tells `npm start` that preparation finished and whether the prerendered pages of an earlier
  // build still match the database (not when the content was just created).
  if (process.env.SEED_RESULT_FILE) writeFileSync(process.env.SEED_RESULT_FILE, JSON.stringify({ ok: true, created }))
} finally {
  // Closing the database once hung for minutes after everything was written (seen once, SQLite):
  // the process exits right after anyway, so `npm start` waits at most 10 s for it.
  const closed = await Promise.race([
    payload.destroy().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
  ])
  if (!closed) console.warn('The database connection did not close within 10 s; exiting anyway (everything was written).')
}
process.exit(0)
