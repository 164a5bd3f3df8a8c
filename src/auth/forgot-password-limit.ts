import type { Payload } from 'payload'
import { consumeOrRefuse, type LimitRule, lazyLimiters } from '@/security/rate-limiters'
import { staffAuthLimiter, staffAuthWindowSeconds } from './staff-auth-limiter'

/**
 * Every accepted forgot-password request queues a job (a row in payload_jobs), for unknown
 * addresses too, so the requests are limited: 5 per client address and 100 for the whole site
 * within 15 minutes. The site-wide ceiling bounds the jobs table even against many addresses;
 * staff who meet it can ask an administrator to set a new password.
 */
const perClient: LimitRule = { name: 'forgot-password-client', points: 5, duration: staffAuthWindowSeconds }
const perSite: LimitRule = { name: 'forgot-password-site', points: 100, duration: staffAuthWindowSeconds }

const limiters = lazyLimiters(async (payload) => ({
  client: await staffAuthLimiter(payload, perClient),
  site: await staffAuthLimiter(payload, perSite),
}))

/** Counts one request; throws LimitReached (with the seconds to wait) when over a limit. */
export async function countForgotPasswordRequest(payload: Payload, client: string): Promise<void> {
  const { client: byClient, site } = await limiters(payload)
  await consumeOrRefuse(byClient, client)
  await consumeOrRefuse(site, 'site')
}
