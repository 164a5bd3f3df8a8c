import type { Payload } from 'payload'
import { consumeOrRefuse, LimitReached, type LimitRule, lazyLimiters } from '@/platform/security/rate-limiters'
import { staffAuthLimiter, staffAuthWindowSeconds } from './staff-auth-limiter'

/**
 * Failed logins, counted so that a stranger cannot lock a staff member out:
 *
 * - A browser that signed in to the account before (a device cookie, login-device.ts) is counted
 *   on its own: 10 attempts per device in 15 minutes, whatever the address. Failures of others —
 *   at this account from anywhere, or at other accounts from the same office or carrier address —
 *   never block it.
 * - Any other attempt is counted per client address *and* account (5 in 15 minutes) and per client
 *   address (20 in 15 minutes, across e-mails, so one address cannot spray every account and make
 *   the server hash a password for each guess). A flood from one address blocks nobody elsewhere;
 *   there is no per-account count across addresses, which is what would let anyone lock anyone out.
 *
 * An unknown e-mail counts exactly like a wrong password, so the limits tell nothing about which
 * accounts exist (Payload's own per-account lock is off, collections/Users.ts).
 */
const perAddressAndEmail: LimitRule = { name: 'login-address-email', points: 5, duration: staffAuthWindowSeconds }
const perAddress: LimitRule = { name: 'login-address', points: 20, duration: staffAuthWindowSeconds }
const perDevice: LimitRule = { name: 'login-device', points: 10, duration: staffAuthWindowSeconds }

const limiters = lazyLimiters(async (payload) => ({
  address: await staffAuthLimiter(payload, perAddress),
  account: await staffAuthLimiter(payload, perAddressAndEmail),
  device: await staffAuthLimiter(payload, perDevice),
}))

export type LoginAttempt = {
  /** The password was right: the attempt is given back and the e-mail's (or device's) count starts again. */
  succeeded(): Promise<void>
}

export { LimitReached as LoginThrottled }

/**
 * Counts one attempt before the password is checked, so parallel guesses cannot slip past the
 * limit; throws LoginThrottled (with the seconds to wait) when the attempt is over its limits.
 * `device` is the id of a valid device cookie for this e-mail, or null.
 */
export async function beginLoginAttempt(payload: Payload, address: string, email: string, device: string | null): Promise<LoginAttempt> {
  const { address: byAddress, account: byAccount, device: byDevice } = await limiters(payload)
  if (device) {
    await consumeOrRefuse(byDevice, device)
    return {
      async succeeded() {
        await byDevice.delete(device)
      },
    }
  }
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
