import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'
import { consumeOrRefuse, LimitReached, type LimitRule, lazyLimiters } from '@/platform/security/rate-limiters'
import { passwordMessageLanguage } from './password-policy'
import { staffAuthLimiter, staffAuthWindowSeconds } from './staff-auth-limiter'
import { passwordMatches } from './stored-password'

/** The field the admin and REST callers send the signed-in person's password in; never stored. */
export const currentPasswordField = 'currentPassword'

const messages = {
  missing: {
    cs: 'Pro změnu hesla zadejte do pole „Současné heslo“ své nynější heslo.',
    en: 'To change a password, enter your present password in the field "Current password".',
    de: 'Um ein Passwort zu ändern, geben Sie Ihr jetziges Passwort in das Feld „Aktuelles Passwort“ ein.',
  },
  missingForEmail: {
    cs: 'Pro změnu e-mailu zadejte do pole „Současné heslo“ své nynější heslo.',
    en: 'To change the e-mail address, enter your present password in the field "Current password".',
    de: 'Um die E-Mail-Adresse zu ändern, geben Sie Ihr jetziges Passwort in das Feld „Aktuelles Passwort“ ein.',
  },
  wrong: {
    cs: 'Současné heslo není správné.',
    en: 'The current password is not correct.',
    de: 'Das aktuelle Passwort ist nicht korrekt.',
  },
  tooMany: {
    cs: 'Příliš mnoho chybných pokusů o současné heslo. Zkuste to prosím později.',
    en: 'Too many wrong current passwords. Please try again later.',
    de: 'Zu viele falsche aktuelle Passwörter. Bitte versuchen Sie es später erneut.',
  },
}

// A stolen session must not guess its way to the password: 5 wrong tries per account in 15 minutes.
const wrongTries: LimitRule = { name: 'current-password', points: 5, duration: staffAuthWindowSeconds }
const limiter = lazyLimiters((payload) => staffAuthLimiter(payload, wrongTries))

function refusal(req: PayloadRequest, message: keyof typeof messages): ValidationError {
  const text = messages[message][passwordMessageLanguage(req)]
  const label = { cs: 'Současné heslo', en: 'Current password', de: 'Aktuelles Passwort' }
  return new ValidationError({ collection: 'users', errors: [{ path: currentPasswordField, label, message: text }], req }, req.t)
}

async function signedInPersonHas(req: PayloadRequest, password: string): Promise<boolean> {
  const id = req.user?.id
  if (id === undefined) return false
  const account = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })
  return passwordMatches((account ?? {}) as { salt?: unknown; hash?: unknown }, password)
}

const sameAddress = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * What an update changes of how the account signs in: a new password, or a new e-mail (the address
 * a reset link goes to). An update by query (no id) that carries an e-mail counts as changing it.
 */
async function signInChange(req: PayloadRequest, id: unknown, data: Record<string, unknown>): Promise<'password' | 'email' | undefined> {
  if (data.password !== undefined && data.password !== null && data.password !== '') return 'password'
  if (typeof data.email !== 'string') return undefined
  if (typeof id !== 'string' && typeof id !== 'number') return 'email'
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as { email?: unknown } | null
  return stored && sameAddress(stored.email, data.email) ? undefined : 'email'
}

/**
 * Users collection hook, before an update: a new password or a new e-mail address is saved only with
 * the signed-in person's own present password in `currentPassword`, so a stolen session (an unlocked
 * PC, a copied cookie) cannot become a permanent takeover — neither by setting a password nor by
 * moving the address and asking for a reset link. An administrator changing a colleague's gives
 * their own password too: the same proof that the person at the keyboard is who the session says.
 * Scripts and the server itself (Local API without a user: create-admin, the seed) are not asked;
 * reset-password proves itself by the e-mailed token.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, id } = args as { data?: Record<string, unknown>; id?: unknown }
  if (!data) return args
  const given = data[currentPasswordField]
  delete data[currentPasswordField]
  if (!req.user) return args
  const change = await signInChange(req, id, data)
  if (!change) return args
  if (typeof given !== 'string' || given === '') throw refusal(req, change === 'password' ? 'missing' : 'missingForEmail')
  const limit = await limiter(req.payload)
  const key = String(req.user.id)
  if ((await limit.get(key))?.remainingPoints === 0) throw refusal(req, 'tooMany')
  if (await signedInPersonHas(req, given)) return args
  try {
    await consumeOrRefuse(limit, key)
  } catch (error) {
    if (error instanceof LimitReached) throw refusal(req, 'tooMany')
    throw error
  }
  throw refusal(req, 'wrong')
}
