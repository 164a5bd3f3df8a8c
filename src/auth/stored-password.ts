import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { payloadPasswordHash } from './decoy-password-check'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Whether `password` opens an account, by its stored salt and hash in either of Payload's two
 * formats (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): the current
 * `pbkdf2-sha256-v1:` one and the older 25 000-iteration one of accounts made before 3.x.
 */
export async function passwordMatches(account: { salt?: unknown; hash?: unknown }, password: string): Promise<boolean> {
  const { salt, hash } = account
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const current = 'pbkdf2-sha256-v1:'
  const [stored, iterations, keyLength] = hash.startsWith(current)
    ? [hash.slice(current.length), payloadPasswordHash.iterations, payloadPasswordHash.keyLength]
    : [hash, 25_000, 512]
  const computed = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  const expected = Buffer.from(stored, 'hex')
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}
