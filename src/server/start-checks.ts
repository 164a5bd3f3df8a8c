import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import type { Payload } from 'payload'
import { demoAdminPassword } from './run-mode.mjs'

const pbkdf2Async = promisify(pbkdf2)

/** Payload's two password hash formats (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). */
async function acceptsPassword(account: { salt?: unknown; hash?: unknown }, password: string): Promise<boolean> {
  const { salt, hash } = account
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const current = 'pbkdf2-sha256-v1:'
  const [stored, iterations, keyLength] = hash.startsWith(current) ? [hash.slice(current.length), 600_000, 32] : [hash, 25_000, 512]
  const computed = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  const expected = Buffer.from(stored, 'hex')
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

/**
 * A production server must not start while a staff account still opens with the demo's published
 * password (a demo database taken live). Returns the e-mails of such accounts. A database that is
 * not reachable or not migrated yet is the readiness check's business, not a reason to refuse.
 */
export async function accountsWithDemoPassword(payload: Payload): Promise<string[]> {
  const accounts = await payload.find({ collection: 'users', pagination: false, depth: 0, overrideAccess: true, showHiddenFields: true })
  const results = await Promise.all(
    accounts.docs.map(async (account) =>
      (await acceptsPassword(account as { salt?: unknown; hash?: unknown }, demoAdminPassword)) ? account.email : null,
    ),
  )
  return results.filter((email): email is string => Boolean(email))
}
