import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { createLimiter, type LimitRule } from '@/security/rate-limiters'

/** Staff-auth counts live apart from the inquiry limits (on PostgreSQL in their own table). */
const staffAuthStore = { tableName: 'staff_auth_rate_limits', keyPrefix: 'auth' }

/** Every staff-auth limit (logins, forgot-password requests) counts within 15 minutes. */
export const staffAuthWindowSeconds = 15 * 60

export function staffAuthLimiter(payload: Payload, rule: LimitRule): Promise<RateLimiterAbstract> {
  return createLimiter(payload, rule, staffAuthStore)
}
