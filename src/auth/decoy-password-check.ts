import { pbkdf2, randomBytes } from 'node:crypto'

/**
 * How Payload 3.90 checks a password (payload/dist/auth/strategies/local/authenticate.js with the
 * parameters of generatePasswordSaltHash.js): PBKDF2-SHA256, 600 000 iterations, a 32-byte key,
 * salted with the stored salt (64 hex characters). tests/integration/staff-auth.test.ts re-derives a
 * stored hash with these values, so an upgrade of Payload that changes them fails there.
 */
export const payloadPasswordHash = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const decoySalt = randomBytes(32).toString('hex')

/**
 * Spends the work of checking `password` against a stored hash, for an e-mail that has no account:
 * an unknown address must take as long to refuse as a wrong password.
 */
export function decoyPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength, digest } = payloadPasswordHash
  return new Promise((resolve, reject) =>
    pbkdf2(password, decoySalt, iterations, keyLength, digest, (error) => (error ? reject(error) : resolve())),
  )
}
