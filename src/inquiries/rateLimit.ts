import type { Payload } from 'payload'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { isPostgres } from '@/cms/database'
import { InquiryRequestError } from './httpErrors'

export type InquiryKind = 'standard' | 'call-me'

/**
 * Per client address (see clientIp.ts). When the address is unknown (no trusted proxy configured),
 * every visitor would share one allowance, and five inquiries in ten minutes from different people
 * would turn the sixth patient away: so unknown clients share a flood guard instead, generous
 * enough for a busy clinic, tight enough to stop a script. A request counts whether or not it
 * turns out valid.
 */
type Rule = { name: string; points: number; duration: number }
const minutes = 60
const day = 24 * 60 * 60
const rules: Record<'client' | 'shared', Record<InquiryKind, Rule[]>> = {
  client: {
    standard: [
      { name: 'standard-10min', points: 5, duration: 10 * minutes },
      { name: 'standard-day', points: 20, duration: day },
    ],
    'call-me': [{ name: 'call-me-10min', points: 3, duration: 10 * minutes }],
  },
  shared: {
    standard: [
      { name: 'shared-standard-10min', points: 60, duration: 10 * minutes },
      { name: 'shared-standard-day', points: 400, duration: day },
    ],
    'call-me': [{ name: 'shared-call-me-10min', points: 40, duration: 10 * minutes }],
  },
}

/** The key clientIp() gives when it cannot tell clients apart. */
export const unknownClient = 'unknown'

const tableName = 'inquiry_rate_limits'

type PgPool = { query: (...args: unknown[]) => unknown }

function createLimiter(payload: Payload, rule: Rule): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `inq-${rule.name}`, points: rule.points, duration: rule.duration }
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (!isPostgres() || !pool) return Promise.resolve(new RateLimiterMemory(options))
  // Several app instances share PostgreSQL, so they share the counts; if the database hiccups,
  // the in-memory insurance limiter keeps limiting per instance.
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      { ...options, storeClient: pool, storeType: 'pool', tableName, insuranceLimiter: new RateLimiterMemory(options) },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    )
  })
}

type Limiters = Record<'client' | 'shared', Record<InquiryKind, RateLimiterAbstract[]>>
let limiters: Promise<Limiters> | undefined

function limitersFor(payload: Payload): Promise<Limiters> {
  const build = async (scope: 'client' | 'shared') => ({
    standard: await Promise.all(rules[scope].standard.map((rule) => createLimiter(payload, rule))),
    'call-me': await Promise.all(rules[scope]['call-me'].map((rule) => createLimiter(payload, rule))),
  })
  limiters ??= (async () => ({ client: await build('client'), shared: await build('shared') }))()
  limiters.catch(() => {
    limiters = undefined
  })
  return limiters
}

/** INQUIRY_RATE_LIMIT=off switches limiting off — for load tests only, never in production. */
export function rateLimitEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.INQUIRY_RATE_LIMIT !== 'off'
}

/** Counts one request; throws 429 with Retry-After when the client is over any of its limits. */
export async function enforceRateLimit(payload: Payload, kind: InquiryKind, clientKey: string): Promise<void> {
  if (!rateLimitEnabled()) return
  const scope = clientKey === unknownClient ? 'shared' : 'client'
  for (const limiter of (await limitersFor(payload))[scope][kind]) {
    try {
      await limiter.consume(clientKey)
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      throw new InquiryRequestError(429, 'rate-limited', `Too many requests; try again in ${seconds} s.`, undefined, { 'retry-after': String(seconds) })
    }
  }
}
