import type { Payload } from 'payload'
import { consumeOrRefuse, LimitReached, type LimitRule, lazyLimiters } from '@/platform/security/rate-limiters'
import { staffAuthLimiter, staffAuthWindowSeconds } from './staff-auth-limiter'

/**
 * Every accepted forgot-password request queues a job (a row in payload_jobs), for unknown
 * addresses too, so the requests are limited per client address (5 in 15 minutes) and per account
 * e-mail (5 in 15 minutes). There is no site-wide ceiling: one shared by everyone let 20 anonymous
 * addresses use it up and block every staff member's reset. The per-account count keeps a mailbox
 * from being flooded; a caller over it gets the usual answer but no new e-mail, because the last
 * e-mail of the window still holds a valid link (each new token replaces the one before).
 */
const perClient: LimitRule = { name: 'forgot-password-client', points: 5, duration: staffAuthWindowSeconds }
const perAccount: LimitRule = { name: 'forgot-password-account', points: 5, duration: staffAuthWindowSeconds }

const limiters = lazyLimiters(async (payload) => ({
  client: await staffAuthLimiter(payload, perClient),
  account: await staffAuthLimiter(payload, perAccount),
}))

/**
 * Counts one request from `client` for `email` (lower-cased): throws LimitReached (with the seconds
 * to wait) when the client is over its allowance; false when the account has had its e-mails for now.
 */
export async function countForgotPasswordRequest(payload: Payload, client: string, email: string): Promise<boolean> {
  const { client: byClient, account } = await limiters(payload)
  await consumeOrRefuse(byClient, client)
  try {
    await consumeOrRefuse(account, email)
    return true
  } catch (error) {
    if (error instanceof LimitReached) return false
    throw error
  }
}
