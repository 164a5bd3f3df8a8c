import { randomInt, timingSafeEqual } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { keyedHash } from './sealed'

/**
 * What the authenticator app shows as the account's issuer: the site's own host (SITE_URL), so the
 * clinic's name is never code (issue 25) and two installations stay apart in the app.
 */
export function totpIssuer(siteUrl = process.env.SITE_URL): string {
  try {
    return `${new URL(siteUrl ?? '').host} admin`
  } catch {
    return 'Clinic admin'
  }
}
const period = 30

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: totpIssuer(), label: email, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period })
}

/** The secret in groups of four, for typing it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/**
 * The 30-second step a six-digit code belongs to (this one, the one before or after, for clocks a
 * little off), or null. A step at or before `lastUsedStep` is refused: a code works once.
 */
export function acceptedTotpStep(secret: string, code: string, lastUsedStep: number | undefined): number | null {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const totp = totpFor(secret, 'account')
  const delta = totp.validate({ token, window: 1 })
  if (delta === null) return null
  const step = totp.counter() + delta
  return lastUsedStep !== undefined && step <= lastUsedStep ? null : step
}

// Recovery codes: 10 of them, each two groups of five from an alphabet without look-alikes (~50 bits).
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
export const recoveryCodeCount = 10

function recoveryCode(): string {
  const pick = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `${pick()}-${pick()}`
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, recoveryCode)
}

function normalized(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '')
}

export function hashRecoveryCode(code: string): string {
  return keyedHash(normalized(code))
}

/** The index of the stored hash `code` matches, or -1. */
export function matchingRecoveryCode(hashes: string[], code: string): number {
  if (normalized(code).length !== 10) return -1
  const given = Buffer.from(hashRecoveryCode(code), 'hex')
  return hashes.findIndex((hash) => {
    const stored = Buffer.from(hash, 'hex')
    return stored.length === given.length && timingSafeEqual(stored, given)
  })
}
