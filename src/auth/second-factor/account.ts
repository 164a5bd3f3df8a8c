import type { Payload, PayloadRequest } from 'payload'
import { demoAdminEmail, isDemoMode } from '@/platform/server/run-mode.mjs'
import { seal, unseal } from './sealed'

/**
 * What an account keeps of its second factor, in the hidden field `secondFactor` (never returned by
 * the API, the admin or the Local API without showHiddenFields): the TOTP secret sealed with a key
 * from PAYLOAD_SECRET, the keyed hashes of the unused recovery codes, and the last 30-second step a
 * code was accepted for (a code works once).
 */
export type StoredSecondFactor = { secret: string; recoveryCodes: string[]; lastStep?: number; enrolledAt: string }

/** The roles that open patients' inquiries (and everything else): they must pass a second factor. */
export const rolesWithSecondFactor = ['admin', 'reception']

type StaffUser = { id: number | string; email?: string | null; role?: string | null; _sid?: string; secondFactorSessions?: unknown }

/**
 * The demo's own administrator (the account `npm start` seeds, ADMIN_EMAIL) may go without a second
 * factor, and only in the demo: the demo publishes its password anyway. The admin says so in a
 * banner. Every other account, and every account in production, enrols.
 */
export function isDemoExempt(user: StaffUser, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isDemoMode(env)) return false
  const demoAdmin = (env.ADMIN_EMAIL || demoAdminEmail).trim().toLowerCase()
  return typeof user.email === 'string' && user.email.toLowerCase() === demoAdmin
}

export function requiresSecondFactor(user: StaffUser): boolean {
  return rolesWithSecondFactor.includes(user.role ?? '') && !isDemoExempt(user)
}

/** The sessions (Payload's session ids) that have passed the second step. */
export function passedSessions(user: StaffUser): string[] {
  return Array.isArray(user.secondFactorSessions) ? user.secondFactorSessions.filter((id) => typeof id === 'string') : []
}

/**
 * Whether this signed-in session still owes its second step: until then it opens nothing but the
 * second-factor screen, its own account's `me` and logout (gate.ts).
 */
export function secondFactorPending(user: unknown): boolean {
  if (!user || typeof user !== 'object') return false
  const staff = user as StaffUser & { collection?: string }
  if (staff.collection !== undefined && staff.collection !== 'users') return false
  // Only a signed-in session has a session id; a user object the server's own code hands to the
  // Local API (scripts, jobs, tests) has none and is trusted like the server itself.
  if (!staff._sid || !requiresSecondFactor(staff)) return false
  return !passedSessions(staff).includes(staff._sid)
}

export async function storedSecondFactor(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<StoredSecondFactor | null> {
  const account = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req: req as PayloadRequest })) as {
    secondFactor?: unknown
  } | null
  const stored = account?.secondFactor as Partial<StoredSecondFactor> | null | undefined
  if (!stored || typeof stored.secret !== 'string' || !Array.isArray(stored.recoveryCodes)) return null
  return stored as StoredSecondFactor
}

export function totpSecretOf(stored: StoredSecondFactor): string | null {
  return unseal('totp-secret', stored.secret)
}

/**
 * Records the change and lets this session through: its id joins the passed sessions, from which
 * sessions that ended (logout, expiry) drop out. Written straight to the database: none of the
 * users collection's hooks concern it, and no API may write these fields.
 */
export async function saveSecondFactor(payload: Payload, user: StaffUser, stored: StoredSecondFactor): Promise<void> {
  const account = (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
    sessions?: { id: string }[]
    secondFactorSessions?: unknown
  } | null
  const live = new Set((account?.sessions ?? []).map((session) => session.id))
  const passed = passedSessions({ id: user.id, secondFactorSessions: account?.secondFactorSessions }).filter((id) => live.has(id))
  if (user._sid && !passed.includes(user._sid)) passed.push(user._sid)
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { secondFactor: stored, secondFactorSessions: passed } })
}

/** This session's started, unconfirmed enrolment: its secret, sealed, and when it was made. */
type PendingEnrolment = { secret: string; startedAt: number }

/**
 * The secret this session enrols with: the same on every showing of the screen (a reload, a wrong
 * code) until it is confirmed or `lifetimeMs` has passed, so the key the app has already scanned
 * keeps working. Kept sealed in the account's hidden `secondFactor` field under the session's id
 * (another session has its own, and cannot confirm this one); the confirmed factor replaces it.
 * `renewed` when this session's earlier key had expired and a new one was made; null once enrolled.
 */
export async function pendingEnrolment(
  payload: Payload,
  user: StaffUser,
  lifetimeMs: number,
  newSecret: () => string,
): Promise<{ secret: string; startedAt: number; renewed: boolean } | null> {
  const now = Date.now()
  const sid = user._sid
  if (!sid) return { secret: newSecret(), startedAt: now, renewed: false }
  const account = (await payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
    secondFactor?: { pending?: Record<string, PendingEnrolment>; secret?: unknown } | null
  } | null
  // Confirmed meanwhile (from another session): nothing to start, and nothing to overwrite.
  if (typeof account?.secondFactor?.secret === 'string') return null
  const fresh = (entry: PendingEnrolment | undefined) =>
    !!entry && typeof entry.startedAt === 'number' && now - entry.startedAt < lifetimeMs
  const pending = account?.secondFactor?.pending ?? {}
  const own = pending[sid]
  const kept = fresh(own) ? unseal('totp-secret', own?.secret) : null
  if (own && kept) return { secret: kept, startedAt: own.startedAt, renewed: false }
  const secret = newSecret()
  const others = Object.fromEntries(Object.entries(pending).filter(([id, entry]) => id !== sid && fresh(entry)))
  const stored = { pending: { ...others, [sid]: { secret: seal('totp-secret', secret), startedAt: now } } }
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { secondFactor: stored }, returning: false })
  return { secret, startedAt: now, renewed: own !== undefined }
}
