import { createHash, randomUUID } from 'node:crypto'
import { seal, unseal } from './second-factor/sealed'
import { servedOverHttps } from './staff-cookies'

/**
 * Device cookies (OWASP's defence against lock-outs by a guessing attacker): a browser that signed
 * in to an account gets a sealed cookie naming that account and a random device id. Its later
 * logins to that account are counted per device, not per client address (login-throttle.ts), so a
 * stranger flooding the account — from anywhere, the same office or carrier address included —
 * cannot lock out the browsers its owner already uses; only this server can make such a cookie, and
 * only a correct password earns one. One cookie per account, so a shared reception PC keeps each.
 */
const cookiePrefix = 'payload-login-device-'
const lifetimeSeconds = 180 * 24 * 60 * 60
// Sent with login requests only.
const cookiePath = '/api/users/login'

type Opened = { e: string; d: string; t: number }

/** The cookie's name for an account: a hash of the address, so the name itself tells no e-mail. */
function cookieName(email: string): string {
  return cookiePrefix + createHash('sha256').update(email).digest('base64url').slice(0, 16)
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The device id of a valid cookie for `email` (lower-cased) that the request carries, or null. */
export function trustedDevice(request: Request, email: string): string | null {
  const opened = unseal('login-device', cookieValue(request, cookieName(email)))
  if (!opened) return null
  const { e, d, t } = JSON.parse(opened) as Opened
  const fresh = Date.now() - t < lifetimeSeconds * 1000
  return fresh && e === email && typeof d === 'string' ? d : null
}

/** The Set-Cookie header after a correct password: the same device id again, or a new one. */
export function deviceCookie(email: string, device: string | null): string {
  const value = seal('login-device', JSON.stringify({ e: email, d: device ?? randomUUID(), t: Date.now() } satisfies Opened))
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${cookieName(email)}=${value}; Path=${cookiePath}; HttpOnly; SameSite=Strict; Max-Age=${lifetimeSeconds}${secure}`
}
