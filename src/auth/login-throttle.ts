import type { Payload } from 'payload'
import { consumeOrRefuse, LimitReached, type LimitRule, lazyLimiters } from '@/security/rate-limiters'
import { staffAuthLimiter, staffAuthWindowSeconds } from './staff-auth-limiter'

/**
 * Failed logins are counted per client address, never per account: a stranger who knows a staff
 * address can slow down only their own guesses, not lock its owner out (Payload's per-account
 * lock is off, see collections/Users.ts). An address gets 5 attempts at one e-mail and 20 in all
 * within 15 minutes; an unknown e-mail counts exactly like a wrong password, so the limits tell
 * nothing about which accounts exist.
 */
const perAddressAndEmail: LimitRule = { name: 'login-address-email', points: 5, duration: staffAuthWindowSeconds }
const perAddress: LimitRule = { name: 'login-address', points: 20, duration: staffAuthWindowSeconds }

const limiters = lazyLimiters(async (payload) => ({
  address: await staffAuthLimiter(payload, perAddress),
  account: await staffAuthLimiter(payload, perAddressAndEmail),
}))

export type LoginAttempt = {
  /** The password was right: the attempt is given back and the e-mail's count starts again. */
  succeeded(): Promise<void>
}

export { LimitReached as LoginThrottled }

/**
 * Counts one attempt before the password is checked, so parallel guesses cannot slip past the
 * limit; throws LoginThrottled (with the seconds to wait) when the address is over either limit.
 */
export async function beginLoginAttempt(payload: Payload, address: string, email: string): Promise<LoginAttempt> {
  const { address: byAddress, account: byAccount } = await limiters(payload)
  const accountKey = `${address}|${email.slice(0, 254)}`
  await consumeOrRefuse(byAddress, address)
  try {
    await consumeOrRefuse(byAccount, accountKey)
  } catch (error) {
    // Refused before any password was checked: no failure to count against the address.
    await byAddress.reward(address, 1)
    throw error
  }
  return {
    async succeeded() {
      await byAddress.reward(address, 1)
      await byAccount.delete(accountKey)
    },
  }
}
