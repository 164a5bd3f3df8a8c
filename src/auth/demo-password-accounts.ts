import type { Payload } from 'payload'
import { passwordMatches } from './stored-password'
import { demoAdminPassword } from '@/platform/server/run-mode.mjs'

/**
 * A production server must not start while a staff account still opens with the demo's published
 * password (a demo database taken live). Returns the e-mails of such accounts. A database that is
 * not reachable or not migrated yet is the readiness check's business, not a reason to refuse.
 */
export async function accountsWithDemoPassword(payload: Payload): Promise<string[]> {
  const accounts = await payload.find({ collection: 'users', pagination: false, depth: 0, overrideAccess: true, showHiddenFields: true })
  const results = await Promise.all(
    accounts.docs.map(async (account) =>
      (await passwordMatches(account as { salt?: unknown; hash?: unknown }, demoAdminPassword)) ? account.email : null,
    ),
  )
  return results.filter((email): email is string => Boolean(email))
}
