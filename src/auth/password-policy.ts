import { AuthenticationError, type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'
import { demoAdminPassword, isDemoMode } from '@/server/run-mode.mjs'

/** Staff accounts open health data (inquiries): a short password is refused everywhere it can be set. */
export const minimumPasswordLength = 12

const tooShort = {
  cs: `Heslo musí mít alespoň ${minimumPasswordLength} znaků.`,
  en: `The password must be at least ${minimumPasswordLength} characters long.`,
}

const demoPassword = {
  cs: 'Toto je zveřejněné heslo ukázkové verze; na ostrém webu ho nelze použít. Zvolte jiné.',
  en: 'This is the published password of the demo; the live site does not accept it. Choose another one.',
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
  if (password === demoAdminPassword && !isDemoMode()) {
    return new ValidationError({ collection: 'users', errors: [{ path: 'password', message: demoPassword[language(req)] }], req }, req.t)
  }
  if (typeof password === 'string' && [...password].length >= minimumPasswordLength) return undefined
  return new ValidationError({ collection: 'users', errors: [{ path: 'password', message: tooShort[language(req)] }], req }, req.t)
}

/**
 * Users collection hook, run before create (also first-register), update and reset-password, while
 * the new password is still in plain text: a collection's beforeValidate hooks never see the
 * password of a reset. An update that leaves the password alone carries none.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // Production never accepts the demo's published password, even for an account that still has it.
  if (operation === 'login' && !isDemoMode() && (args as { data?: { password?: unknown } }).data?.password === demoAdminPassword) {
    throw new AuthenticationError(req.t)
  }
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  const error = weakPasswordError(password, req)
  if (error) throw error
  return args
}
