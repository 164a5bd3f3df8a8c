/**
 * `npm run create-admin`: the production way to the first admin account, or back into one (a lost
 * password, or the demo password that a production server refuses). One-off, from a checkout or
 * the image's tools stage (README, "Production"), against the DATABASE_URL of the environment:
 *
 *   ADMIN_EMAIL=jana@clinic.cz ADMIN_PASSWORD='…at least 12 characters…' npm run create-admin
 *
 * Creates an admin with that e-mail, or sets the password (and the admin role) of the existing
 * account. The password rules of the admin apply (12 characters, hard to guess; never the demo password).
 * The password comes from the environment, not the command line, so it stays out of shell history
 * and process lists.
 */
import { sitePayload } from '@/platform/payload'
import { databaseUrl, isPostgres } from '@/platform/database/database-url'

const email = process.env.ADMIN_EMAIL?.trim().toLowerCase()
const password = process.env.ADMIN_PASSWORD
if (!email || !password) {
  console.error(
    'Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters, hard to guess), e.g. ADMIN_EMAIL=jana@clinic.cz ADMIN_PASSWORD=… npm run create-admin',
  )
  process.exit(2)
}

// Named in the answer: without DATABASE_URL this is the checkout's SQLite file, not production's database.
const url = databaseUrl()
const where = isPostgres(url)
  ? `the PostgreSQL database ${new URL(url).host}${new URL(url).pathname}`
  : `the SQLite file ${url.replace(/^file:/, '')}`

const payload = await sitePayload()
let code = 0
try {
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) {
    await payload.update({ collection: 'users', id: existing.docs[0].id, data: { password, role: 'admin' }, overrideAccess: true })
    console.log(`The account ${email} in ${where} is an admin and has the new password.`)
  } else {
    await payload.create({ collection: 'users', data: { email, password, name: email.split('@')[0], role: 'admin' }, overrideAccess: true })
    console.log(`Admin account ${email} created in ${where}. Log in at /admin.`)
  }
} catch (error) {
  const details = (error as { data?: { errors?: { message: string }[] } }).data?.errors?.map((item) => item.message).join(' ')
  console.error(`Could not set the admin account: ${details || (error as Error).message}`)
  code = 1
} finally {
  await payload.destroy()
}
process.exit(code)
