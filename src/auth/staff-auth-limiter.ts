import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { createLimiter, type LimitRule, limitStores } from '@/platform/security/rate-limiters'

/** Every staff-auth limit (logins, forgot-password requests) counts within 15 minutes. */
export const staffAuthWindowSeconds = 15 * 60

export function staffAuthLimiter(payload: Payload, rule: LimitRule): Promise<RateLimiterAbstract> {
  return createLimiter(payload, rule, limitStores.staffAuth)
}
