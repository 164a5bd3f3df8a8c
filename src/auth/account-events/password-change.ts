import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'
import { recordAccountEvent } from './record'
import { endOtherSessions } from './sessions'

const passwordChanging = 'accountPasswordChanging'

/** Users beforeOperation, for update: notes that the update sets a new password (Payload hashes it before afterChange). */
export const notePasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (operation === 'update' && typeof password === 'string' && password !== '') req.context[passwordChanging] = true
  return args
}

/**
 * Users afterChange, in the update's transaction: a new password set in the admin or through REST
 * (requireCurrentPassword has asked for the current one) is written to the account audit log, and
 * the account's other sessions end — whoever else was signed in with the old password, a stolen
 * session among them, must sign in again with the new one.
 */
export const afterPasswordChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update' || !req.context[passwordChanging]) return doc
  delete req.context[passwordChanging]
  await recordAccountEvent(req, {
    action: 'password-change',
    accountId: doc.id,
    accountEmail: typeof doc.email === 'string' ? doc.email : null,
  })
  await endOtherSessions(req, doc.id)
  return doc
}
