import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Keys for the second factor (and the login's device cookies, src/auth/login-device.ts), derived from PAYLOAD_SECRET (HKDF-SHA256, one label per purpose), so
 * a database copy alone opens nothing: TOTP secrets are stored sealed, recovery codes as keyed
 * hashes. Changing PAYLOAD_SECRET therefore asks every account to enrol again (it also ends every
 * session).
 */
type Purpose = 'totp-secret' | 'enrolment' | 'recovery-codes' | 'recovery-code-hash' | 'login-device'

function key(purpose: Purpose): Buffer {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: the second factor cannot seal its secrets.')
  return Buffer.from(hkdfSync('sha256', secret, 'clinic-second-factor', purpose, 32))
}

/** AES-256-GCM: `iv.tag.ciphertext` in base64url; tampering or another purpose's key fails to open. */
export function seal(purpose: Purpose, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The sealed text, or null when it was not sealed by this server for this purpose. */
export function unseal(purpose: Purpose, sealed: unknown): string | null {
  if (typeof sealed !== 'string') return null
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A keyed hash (HMAC-SHA256), for recovery codes: random enough that no slow hash is needed. */
export function keyedHash(value: string): string {
  return createHmac('sha256', key('recovery-code-hash')).update(value).digest('hex')
}
