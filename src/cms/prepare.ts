/**
 * `payload run src/cms/prepare.ts`, run by `npm start` before serving: applies pending migrations,
 * creates the first admin on an empty database and seeds the demo content once.
 * One process for all three keeps the start fast.
 */
import { writeFileSync } from 'node:fs'
import config from '@payload-config'
import { getPayload } from 'payload'
import { isSeeded, seedAdmin, seedContent } from './seed'

const email = process.env.ADMIN_EMAIL || 'admin@aurelia-clinic.example'
const password = process.env.ADMIN_PASSWORD || 'demo-admin-2026'

const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  if (await seedAdmin(payload, email, password)) payload.logger.info(`[seed] admin user ${email} created`)
  if (await isSeeded(payload)) {
    payload.logger.info('[seed] demo content already present; nothing to do')
  } else {
    const started = Date.now()
    await seedContent(payload)
    // Tells `npm start` that the prerendered pages of an earlier build no longer match the database.
    if (process.env.SEED_RESULT_FILE) writeFileSync(process.env.SEED_RESULT_FILE, JSON.stringify({ created: true }))
    payload.logger.info(`[seed] demo content created in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
} finally {
  await payload.destroy()
}
process.exit(0)
