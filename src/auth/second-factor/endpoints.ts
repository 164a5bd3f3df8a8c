import type { Endpoint, PayloadRequest } from 'payload'
import { clientKey } from '@/platform/server/client-ip'
import { consumeOrRefuse, LimitReached, type LimitRule, lazyLimiters } from '@/platform/security/rate-limiters'
import { staffAuthLimiter, staffAuthWindowSeconds } from '../staff-auth-limiter'
import { servedOverHttps } from '../staff-cookies'
import {
  pendingEnrolment,
  requiresSecondFactor,
  type StoredSecondFactor,
  saveSecondFactor,
  secondFactorPending,
  storedSecondFactor,
  totpSecretOf,
} from './account'
import { acceptedTotpStep, hashRecoveryCode, matchingRecoveryCode, newRecoveryCodes, newTotpSecret, totpFor } from './codes'
import { seal, unseal } from './sealed'
import { type SecondFactorError, secondFactorLanguage, secondFactorTexts } from './texts'

/** Where the admin shows the second-factor screen (Payload's "unauthorized" route, payload.config). */
export const secondFactorRoute = '/second-factor'
export const secondFactorPath = `/admin${secondFactorRoute}`
/** Holds the fresh recovery codes, sealed, between the confirmation and the screen that shows them. */
export const recoveryCodesCookie = 'payload-recovery-codes'
const enrolmentLifetimeMs = 30 * 60_000
const codesLifetimeSeconds = 10 * 60

type Staff = { id: number | string; email?: string | null; role?: string | null; _sid?: string }
type Body = Record<string, string>

/**
 * Wrong codes, each kind on its own count, so that throttling one never locks the account's owner out:
 * - the app's six digits (a million values, three valid at a time) must not be guessed from many
 *   addresses at once: 10 wrong per account in 15 minutes, wherever they come from;
 * - a recovery code (about 50 bits, ten per account) cannot be guessed at any rate an address
 *   manages, so it is counted per account and client address: 10 wrong in 15 minutes. Someone with
 *   the password who floods the app's codes, or recovery codes from elsewhere, leaves the owner
 *   their recovery codes.
 */
const wrongCodes: LimitRule = { name: 'second-factor', points: 10, duration: staffAuthWindowSeconds }
const wrongRecoveryCodes: LimitRule = { name: 'second-factor-recovery', points: 10, duration: staffAuthWindowSeconds }
const limiters = lazyLimiters(async (payload) => ({
  app: await staffAuthLimiter(payload, wrongCodes),
  recovery: await staffAuthLimiter(payload, wrongRecoveryCodes),
}))
type CodeKind = 'app' | 'recovery'

async function bodyOf(req: PayloadRequest): Promise<{ body: Body; wantsJson: boolean }> {
  const wantsJson = (req.headers.get('content-type') ?? '').includes('application/json')
  const raw: Record<string, unknown> = wantsJson
    ? ((await req.json?.().catch(() => ({}))) ?? {})
    : Object.fromEntries((await req.formData?.().catch(() => new FormData())) ?? new FormData())
  const body: Body = {}
  for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') body[name] = value
  return { body, wantsJson }
}

/** Only a page of the admin, so that the form cannot send anyone elsewhere. */
export function adminTarget(value: unknown): string {
  return typeof value === 'string' && /^\/admin(?:[/?#]|$)/.test(value) && !value.startsWith('//') ? value : '/admin'
}

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store, private' })
  if (cookie) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

function screen(error: SecondFactorError | undefined, target: string): string {
  const query = new URLSearchParams({ ...(error ? { error } : {}), ...(target !== '/admin' ? { redirect: target } : {}) })
  return `${secondFactorPath}${query.size > 0 ? `?${query}` : ''}`
}

function refusal(
  req: PayloadRequest,
  wantsJson: boolean,
  error: SecondFactorError,
  target: string,
  status = 400,
  field: 'code' | 'recoveryCode' = 'code',
): Response {
  if (!wantsJson) return redirect(screen(error, target))
  const message = secondFactorTexts[secondFactorLanguage(req.i18n?.language)][error]
  const path = error === 'expired' ? 'enrolment' : field
  return Response.json(
    { errors: [{ message, data: { errors: [{ path, message }] } }] },
    { status, headers: { 'cache-control': 'no-store, private' } },
  )
}

function codesCookie(userId: Staff['id'], codes: string[]): string {
  const value = seal('recovery-codes', JSON.stringify({ u: String(userId), codes, t: Date.now() }))
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${recoveryCodesCookie}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${codesLifetimeSeconds}${secure}`
}

/** The recovery codes sealed in the cookie for this account, if fresh. */
export function recoveryCodesFromCookie(value: string | undefined, userId: Staff['id']): string[] | null {
  const opened = unseal('recovery-codes', value)
  if (!opened) return null
  const { u, codes, t } = JSON.parse(opened) as { u: string; codes: string[]; t: number }
  return u === String(userId) && Date.now() - t < codesLifetimeSeconds * 1000 ? codes : null
}

/**
 * An unconfirmed enrolment for this session: the secret travels sealed in the form, bound to the
 * session and to when the secret was made. A new secret unless one is given (the screen's, kept
 * per session by pendingEnrolment).
 */
export function startEnrolment(
  user: Staff,
  { secret = newTotpSecret(), startedAt = Date.now() } = {},
): { secret: string; uri: string; enrolment: string } {
  const enrolment = seal('enrolment', JSON.stringify({ u: String(user.id), s: user._sid ?? '', secret, t: startedAt }))
  return { secret, uri: totpFor(secret, user.email ?? String(user.id)).toString(), enrolment }
}

/** The screen's enrolment: this session's pending secret, the same until confirmed or expired; null once enrolled. */
export async function screenEnrolment(
  payload: PayloadRequest['payload'],
  user: Staff,
): Promise<(ReturnType<typeof startEnrolment> & { renewed: boolean }) | null> {
  const pending = await pendingEnrolment(payload, user, enrolmentLifetimeMs, newTotpSecret)
  return pending && { ...startEnrolment(user, pending), renewed: pending.renewed }
}

function openEnrolment(user: Staff, sealed: string | undefined): string | null {
  const opened = unseal('enrolment', sealed)
  if (!opened) return null
  const { u, s, secret, t } = JSON.parse(opened) as { u: string; s: string; secret: string; t: number }
  const fresh = Date.now() - t < enrolmentLifetimeMs
  return fresh && u === String(user.id) && s === (user._sid ?? '') ? secret : null
}

/** What a kind of code is counted under: the account, and for recovery codes the client address too. */
function countKey(req: PayloadRequest, user: Staff, kind: CodeKind): string {
  const account = String(user.id)
  if (kind === 'app') return account
  return `${account}|${clientKey({ headers: req.headers })}`
}

/** Counts a wrong code of `kind`; true once that count is over its allowance. */
async function countWrongCode(req: PayloadRequest, user: Staff, kind: CodeKind): Promise<boolean> {
  try {
    await consumeOrRefuse((await limiters(req.payload))[kind], countKey(req, user, kind))
    return false
  } catch (error) {
    if (error instanceof LimitReached) return true
    throw error
  }
}

async function overAllowance(req: PayloadRequest, user: Staff, kind: CodeKind): Promise<boolean> {
  return (await (await limiters(req.payload))[kind].get(countKey(req, user, kind)))?.remainingPoints === 0
}

function staffOf(req: PayloadRequest): Staff | null {
  const user = req.user as Staff | null
  return user && requiresSecondFactor(user) ? user : null
}

const notSignedIn = () => Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })

type Posted = { user: Staff; body: Body; wantsJson: boolean; target: string }

/** What a form or JSON step posts, from whom, and where it goes on; a 401 response without a signed-in session. */
async function stepOf(req: PayloadRequest): Promise<Posted | Response> {
  const user = staffOf(req)
  if (!user) return notSignedIn()
  const { body, wantsJson } = await bodyOf(req)
  return { user, body, wantsJson, target: adminTarget(body.redirect) }
}

/** A step that does not fit the account (already, or not yet, enrolled): 409 for API clients, the screen for the form. */
function wrongState(wantsJson: boolean, message: string, target: string): Response {
  return wantsJson ? Response.json({ errors: [{ message }] }, { status: 409 }) : redirect(screen(undefined, target))
}

/**
 * POST /api/users/second-factor/start (JSON): a new secret for a session that has no factor yet,
 * for API clients; the admin's screen starts its own (SecondFactorView).
 */
const start: Endpoint = {
  path: '/second-factor/start',
  method: 'post',
  handler: async (req) => {
    const user = staffOf(req)
    if (!user) return notSignedIn()
    if (await storedSecondFactor(req.payload, user.id))
      return Response.json({ errors: [{ message: 'Already enrolled.' }] }, { status: 409 })
    return Response.json(startEnrolment(user), { headers: { 'cache-control': 'no-store, private' } })
  },
}

/**
 * POST /api/users/second-factor/confirm {enrolment, code}: the first code proves the app holds the
 * secret; the secret is then stored sealed, ten recovery codes are made (stored as keyed hashes,
 * shown once), and this session is through. A form post is sent on to the screen that shows the codes.
 */
const confirm: Endpoint = {
  path: '/second-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const posted = await stepOf(req)
    if (posted instanceof Response) return posted
    const { user, body, wantsJson, target } = posted
    if (await storedSecondFactor(req.payload, user.id)) return wrongState(wantsJson, 'Already enrolled.', target)
    if (await overAllowance(req, user, 'app')) return refusal(req, wantsJson, 'tooMany', target, 429)
    const secret = openEnrolment(user, body.enrolment)
    if (!secret) return refusal(req, wantsJson, 'expired', target)
    const step = acceptedTotpStep(secret, body.code ?? '', undefined)
    if (step === null) return refusal(req, wantsJson, (await countWrongCode(req, user, 'app')) ? 'tooMany' : 'wrongCode', target)
    const codes = newRecoveryCodes()
    const stored: StoredSecondFactor = {
      secret: seal('totp-secret', secret),
      recoveryCodes: codes.map(hashRecoveryCode),
      lastStep: step,
      enrolledAt: new Date().toISOString(),
    }
    await saveSecondFactor(req.payload, user, stored)
    if (wantsJson) return Response.json({ recoveryCodes: codes }, { headers: { 'cache-control': 'no-store, private' } })
    const shown = `${secondFactorPath}?${new URLSearchParams({ shown: 'codes', ...(target !== '/admin' ? { redirect: target } : {}) })}`
    return redirect(shown, codesCookie(user.id, codes))
  },
}

/**
 * POST /api/users/second-factor/verify {code} or {recoveryCode}: the second step of a later login.
 * A recovery code is spent; a TOTP code's 30-second step cannot be used again. A filled-in recovery
 * code is what is checked (the screen's form sends both fields); each kind has its own count.
 */
const verify: Endpoint = {
  path: '/second-factor/verify',
  method: 'post',
  handler: async (req) => {
    const posted = await stepOf(req)
    if (posted instanceof Response) return posted
    const { user, body, wantsJson, target } = posted
    const stored = await storedSecondFactor(req.payload, user.id)
    if (!stored) return wrongState(wantsJson, 'Not enrolled yet.', target)
    if (!secondFactorPending(req.user)) return wantsJson ? Response.json({ ok: true }) : redirect(target)
    const kind: CodeKind = body.recoveryCode?.trim() ? 'recovery' : 'app'
    const field = kind === 'recovery' ? 'recoveryCode' : 'code'
    const tooMany = kind === 'recovery' ? 'tooManyRecovery' : 'tooMany'
    if (await overAllowance(req, user, kind)) return refusal(req, wantsJson, tooMany, target, 429, field)
    const secret = totpSecretOf(stored)
    const step = kind === 'app' && secret && body.code ? acceptedTotpStep(secret, body.code, stored.lastStep) : null
    const recovery = kind === 'recovery' ? matchingRecoveryCode(stored.recoveryCodes, body.recoveryCode) : -1
    if (step === null && recovery < 0) {
      const over = await countWrongCode(req, user, kind)
      return refusal(req, wantsJson, over ? tooMany : 'wrongCode', target, 400, field)
    }
    const updated: StoredSecondFactor =
      step !== null
        ? { ...stored, lastStep: step }
        : { ...stored, recoveryCodes: stored.recoveryCodes.filter((_, index) => index !== recovery) }
    await saveSecondFactor(req.payload, user, updated)
    await (await limiters(req.payload))[kind].delete(countKey(req, user, kind))
    return wantsJson ? Response.json({ ok: true, recoveryCodesLeft: updated.recoveryCodes.length }) : redirect(target)
  },
}

/** POST /api/users/second-factor/codes-seen: forgets the shown recovery codes and goes on. */
const codesSeen: Endpoint = {
  path: '/second-factor/codes-seen',
  method: 'post',
  handler: async (req) => {
    const { body } = await bodyOf(req)
    const secure = servedOverHttps() ? '; Secure' : ''
    return redirect(adminTarget(body.redirect), `${recoveryCodesCookie}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0${secure}`)
  },
}

export const secondFactorEndpoints: Endpoint[] = [start, confirm, verify, codesSeen]
