import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { consumeOrRefuse, createLimiter, LimitReached, type LimitRule, lazyLimiters, limitStores } from '@/platform/security/rate-limiters'
import { InquiryRequestError, ProofOfWorkRequired } from './http-errors'
import { checkSolution, newChallenge, type SolutionCheck } from '../proof-of-work/challenge'

export type InquiryKind = 'standard' | 'call-me'

/**
 * Per visitor: our server (src/platform/server/serve.mjs) tells each request's client address from its
 * socket, so each visitor has their own allowance and one client's flood never closes the forms
 * for the others. Behind that, a guard for the whole site against many addresses at once counts
 * only requests that their own visitor limit let through: one address adds at most 5 (call-me 3)
 * per 10 minutes, far below the guard, so no single address can trip it. Many addresses together
 * can: then the guard does not refuse but asks for a proof of work (proof-of-work/challenge.ts), which a
 * visitor's browser solves in about a second; the visitor limits still apply to every request.
 * A request counts whether or not it turns out valid.
 *
 * Without our server in front (a bare `next start`) the address is unknown: all requests then
 * share the `unknownClient` allowance, a flood guard generous enough for a busy clinic.
 */
const minutes = 60
const day = 24 * 60 * 60
type Scope = 'visitor' | 'site' | 'unknown'
const rules: Record<Scope, Record<InquiryKind, LimitRule[]>> = {
  visitor: {
    standard: [
      { name: 'standard-10min', points: 5, duration: 10 * minutes },
      { name: 'standard-day', points: 20, duration: day },
    ],
    'call-me': [{ name: 'call-me-10min', points: 3, duration: 10 * minutes }],
  },
  site: {
    standard: [
      { name: 'site-standard-10min', points: 120, duration: 10 * minutes },
      { name: 'site-standard-day', points: 1000, duration: day },
    ],
    'call-me': [{ name: 'site-call-me-10min', points: 80, duration: 10 * minutes }],
  },
  unknown: {
    standard: [
      { name: 'shared-standard-10min', points: 60, duration: 10 * minutes },
      { name: 'shared-standard-day', points: 400, duration: day },
    ],
    'call-me': [{ name: 'shared-call-me-10min', points: 40, duration: 10 * minutes }],
  },
}

/** The key clientIp() gives when it cannot tell clients apart. */
export const unknownClient = 'unknown'

type Limiters = Record<Scope, Record<InquiryKind, RateLimiterAbstract[]>>

/** Built once per process (a failed build is tried again on the next request), in the inquiries' store. */
const limitersFor = lazyLimiters(async (payload): Promise<Limiters> => {
  const build = async (scope: Scope) => ({
    standard: await Promise.all(rules[scope].standard.map((rule) => createLimiter(payload, rule, limitStores.inquiries))),
    'call-me': await Promise.all(rules[scope]['call-me'].map((rule) => createLimiter(payload, rule, limitStores.inquiries))),
  })
  return { visitor: await build('visitor'), site: await build('site'), unknown: await build('unknown') }
})

/** INQUIRY_RATE_LIMIT=off switches limiting off — for load tests only, never in production. */
export function rateLimitEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.INQUIRY_RATE_LIMIT !== 'off'
}

async function consumeAll(limiters: RateLimiterAbstract[], key: string): Promise<void> {
  try {
    for (const limiter of limiters) await consumeOrRefuse(limiter, key)
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error
    const seconds = error.retryAfterSeconds
    throw new InquiryRequestError(429, 'rate-limited', `Too many requests; try again in ${seconds} s.`, undefined, {
      'retry-after': String(seconds),
    })
  }
}

const refusedSolution: Record<Exclude<SolutionCheck, 'valid'>, string> = {
  missing: 'Many inquiries are arriving at once: solve the proof-of-work challenge and send again with the solution.',
  invalid: 'The proof-of-work solution is not valid: solve this new challenge.',
  expired: 'The proof-of-work challenge has expired: solve this new one.',
  replayed: 'That proof-of-work solution was already used: solve this new challenge.',
}

/**
 * Counts one request; throws 429 with Retry-After when the client is over its own limit, and 429
 * with a proof-of-work challenge when the whole site is over its guard and the request does not
 * carry a valid, unspent solution (in the `x-proof-of-work` header of `request`).
 */
export async function enforceRateLimit(payload: Payload, kind: InquiryKind, clientKey: string, request?: Request): Promise<void> {
  if (!rateLimitEnabled()) return
  const all = await limitersFor(payload)
  if (clientKey === unknownClient) return consumeAll(all.unknown[kind], unknownClient)
  await consumeAll(all.visitor[kind], clientKey)
  try {
    for (const limiter of all.site[kind]) await consumeOrRefuse(limiter, 'site')
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error
    const check = request ? await checkSolution(payload, request, kind) : 'missing'
    if (check !== 'valid') throw new ProofOfWorkRequired(await newChallenge(kind), refusedSolution[check])
  }
}
