import type { Payload } from 'payload'
import { consumeOrRefuse, createLimiter, type LimitRule, lazyLimiters } from '@/security/rate-limiters'

/**
 * Every accepted forgot-password request queues a job (a row in payload_jobs), for unknown
 * addresses too, so the requests are limited: 5 per client address and 100 for the whole site
 * within 15 minutes. The site-wide ceiling bounds the jobs table even against many addresses;
 * staff who meet it can ask an administrator to set a new password.
 */
/** Staff-auth counts live apart from the inquiry limits. */
const staffAuthStore = { tableName: 'staff_auth_rate_limits', keyPrefix: 'auth' }
const window = 15 * 60
const perClient: LimitRule = { name: 'forgot-password-client', points: 5, duration: window }
const perSite: LimitRule = { name: 'forgot-password-site', points: 100, duration: window }

const limiters = lazyLimiters(async (payload) => ({
  client: await createLimiter(payload, perClient, staffAuthStore),
  site: await createLimiter(payload, perSite, staffAuthStore),
}))

/** Counts one request; throws LimitReached (with the seconds to wait) when over a limit. */
export async function countForgotPasswordRequest(payload: Payload, client: string): Promise<void> {
  const { client: byClient, site } = await limiters(payload)
  await consumeOrRefuse(byClient, client)
  await consumeOrRefuse(site, 'site')
}
