import { AuthenticationError, type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'
import { demoAdminPassword, isDemoMode } from '@/platform/server/run-mode.mjs'
import { passwordInputs } from './password-inputs'
import { passwordWeakness, type StrengthLanguage } from './password-strength'

/** Staff accounts open health data (inquiries): a short password is refused everywhere it can be set. */
export const minimumPasswordLength = 12

const tooShort = {
  cs: `Heslo musí mít alespoň ${minimumPasswordLength} znaků.`,
  en: `The password must be at least ${minimumPasswordLength} characters long.`,
  de: `Das Passwort muss mindestens ${minimumPasswordLength} Zeichen lang sein.`,
}

const demoPassword = {
  cs: 'Toto je zveřejněné heslo ukázkové verze; na ostrém webu ho nelze použít. Zvolte jiné.',
  en: 'This is the published password of the demo; the live site does not accept it. Choose another one.',
  de: 'Dies ist das veröffentlichte Passwort der Demo; die Live-Website akzeptiert es nicht. Wählen Sie ein anderes.',
}

/** The admin user's language for these messages; anything else gets Czech, the admin's fallback language. */
export function passwordMessageLanguage(req: PayloadRequest): StrengthLanguage {
  const language = req.i18n?.language
  return language === 'en' || language === 'de' ? language : 'cs'
}

// The field's name in the message after "Následující pole je neplatné:" (it read "password", issue 42).
const passwordLabel = { cs: 'Heslo', en: 'Password', de: 'Passwort' }

function passwordError(req: PayloadRequest, message: string): ValidationError {
  return new ValidationError({ collection: 'users', errors: [{ path: 'password', label: passwordLabel, message }], req }, req.t)
}

/**
 * The refusal of a password that is too short or too easy to guess (password-strength.ts), as
 * Payload's ValidationError on the field `password` (so the admin shows it under the field);
 * undefined when the password is good enough (`lengthOnly`: only the length and the demo password). `related` are the account's e-mail and name and the
 * clinic's names (password-inputs.ts).
 */
export function weakPasswordError(
  password: unknown,
  req: PayloadRequest,
  related: string[] = [],
  { lengthOnly = false } = {},
): ValidationError | undefined {
  const language = passwordMessageLanguage(req)
  // The demo's published password: refused on a live site, taken as it is by the demo (`npm start`),
  // whose strength check would otherwise refuse it for sharing words with the demo account.
  if (password === demoAdminPassword) return isDemoMode() ? undefined : passwordError(req, demoPassword[language])
  if (typeof password !== 'string' || [...password].length < minimumPasswordLength) return passwordError(req, tooShort[language])
  if (lengthOnly) return undefined
  const weakness = passwordWeakness(password, language, related)
  return weakness ? passwordError(req, weakness) : undefined
}

/**
 * Users collection hook, run before create (also first-register), update and reset-password, while
 * the new password is still in plain text: a collection's beforeValidate hooks never see the
 * password of a reset. An update that leaves the password alone carries none.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Production never accepts the demo's published password, even for an account that still has it.
  if (operation === 'login' && !isDemoMode() && (args as { data?: { password?: unknown } }).data?.password === demoAdminPassword) {
    throw new AuthenticationError(req.t)
  }
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null || password === '') return args
  const error = weakPasswordError(password, req, await passwordInputs(req, { operation, args }))
  if (error) throw error
  return args
}
