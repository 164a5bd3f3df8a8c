import type { CollectionBeforeOperationHook } from 'payload'
import { recordAccountEvent } from './record'

/**
 * Users beforeOperation, for reset-password: Payload has opened the reset's transaction, so the
 * entry is written inside it — saved with the new password, or rolled back with a failed reset.
 * An unknown or expired token writes nothing (Payload then refuses it).
 */
export const auditPasswordReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token = (args as { data?: { token?: unknown } }).data?.token
  if (typeof token !== 'string' || token === '') return args
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    req,
  })) as { id: number | string; email?: string } | null
  if (account) await recordAccountEvent(req, { action: 'password-reset', accountId: account.id, accountEmail: account.email ?? null })
  return args
}
