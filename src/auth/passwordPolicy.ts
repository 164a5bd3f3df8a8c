import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'

/** Staff accounts open health data (inquiries): a short password is refused everywhere it can be set. */
export const minimumPasswordLength = 12

const tooShort = {
  cs: `Heslo musí mít alespoň ${minimumPasswordLength} znaků.`,
  en: `The password must be at least ${minimumPasswordLength} characters long.`,
}

/** The admin speaks Czech or English; anything else gets Czech, the admin's fallback language. */
function language(req: PayloadRequest): keyof typeof tooShort {
  return req.i18n?.language === 'en' ? 'en' : 'cs'
}

/**
 * The refusal of a password that is too short, as Payload's ValidationError on the field
 * `password` (so the admin shows it under the field); undefined when the password is long enough.
 */
export function weakPasswordError(password: unknown, req: PayloadRequest): ValidationError | undefined {
  if (typeof password === 'string' && [...password].length >= minimumPasswordLength) return undefined
  return new ValidationError({ collection: 'users', errors: [{ path: 'password', message: tooShort[language(req)] }], req }, req.t)
}

/**
 * Users collection hook, run before create (also first-register), update and reset-password, while
 * the new password is still in plain text: a collection's beforeValidate hooks never see the
 * password of a reset. An update that leaves the password alone carries none.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  const error = weakPasswordError(password, req)
  if (error) throw error
  return args
}
