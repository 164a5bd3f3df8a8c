import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { consumeOrRefuse, createLimiter, LimitReached, lazyLimiters, limitStores } from '@/platform/security/rate-limiters'
import { proofOfWorkAlgorithm, proofOfWorkHeader } from './protocol'

/**
 * Proof of work for the site-wide flood guard (src/features/inquiries/intake/rate-limit.ts): when many addresses together
 * exceed it, a new visitor's browser earns its way past by a second of computing instead of being
 * refused. ALTCHA's v2 scheme (altcha-lib 2): in its deterministic mode the server picks the
 * counter, so the work is a known number of PBKDF2 derivations (no unlucky visitor waits ten
 * times longer), and a solution is checked by one HMAC of the key the browser found.
 */

/**
 * Difficulty: PBKDF2-SHA-256 with `cost` iterations, tried `counter` times. 1,000 × ~1,000 is about
 * a million SHA-256 rounds: ~0.2 s on one core of a desktop, about 1 s on a phone (4× slower,
 * Lighthouse's mobile CPU factor). Measured: bench/proof-of-work.mjs;
 * docs/decisions/0019-proof-of-work-past-the-site-guard.md.
 */
export const proofOfWorkDifficulty = { cost: 1000, counterMin: 700, counterMax: 1300 }

/** A challenge is valid this long: enough to solve it on a slow phone and send photos. */
export const challengeLifetimeSeconds = 5 * 60

type Secrets = { signature: string; key: string }

/** Two HMAC keys derived from PAYLOAD_SECRET, one per use, so neither is the secret itself. */
function secrets(env: Record<string, string | undefined> = process.env): Secrets {
  const base = env.PAYLOAD_SECRET
  if (!base) throw new Error('PAYLOAD_SECRET is needed to sign proof-of-work challenges.')
  const derive = (use: string) => createHmac('sha256', base).update(`inquiry-proof-of-work:${use}`).digest('hex')
  return { signature: derive('challenge'), key: derive('derived-key') }
}

/** A fresh signed challenge for one inquiry of `kind`, expiring after challengeLifetimeSeconds. */
export async function newChallenge(kind: string): Promise<Challenge> {
  const { signature, key } = secrets()
  const { cost, counterMin, counterMax } = proofOfWorkDifficulty
  return createChallenge({
    algorithm: proofOfWorkAlgorithm,
    cost,
    counter: randomInt(counterMax, counterMin),
    data: { kind },
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + challengeLifetimeSeconds,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  })
}

export type SolutionCheck = 'valid' | 'missing' | 'invalid' | 'expired' | 'replayed'

/**
 * Single use: each solved challenge is spent by its signature, in the same store as the rate
 * limits (PostgreSQL shared by all instances, in memory on SQLite), for as long as it could be valid.
 */
const spentChallenges = lazyLimiters((payload: Payload) =>
  createLimiter(payload, { name: 'pow-spent', points: 1, duration: challengeLifetimeSeconds + 60 }, limitStores.inquiries),
)

type Presented = { challenge: Challenge; solution: Solution }

/** The header's base64 JSON `{ challenge, solution }` (ALTCHA's payload), or null if it is not that. */
export function readPresented(header: string | null): Presented | null {
  if (!header || header.length > 4096) return null
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
    const { challenge, solution } = value ?? {}
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null || typeof challenge.signature !== 'string') return null
    if (typeof solution !== 'object' || solution === null) return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/** Checks the solution a request carries for an inquiry of `kind`, and spends it if it is valid. */
export async function checkSolution(payload: Payload, request: Request, kind: string): Promise<SolutionCheck> {
  const header = request.headers.get(proofOfWorkHeader)
  if (!header) return 'missing'
  const presented = readPresented(header)
  if (!presented || presented.challenge.parameters.data?.kind !== kind) return 'invalid'
  const { signature, key } = secrets()
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({
      challenge: presented.challenge,
      solution: presented.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    })
  } catch {
    return 'invalid'
  }
  if (result.expired) return 'expired'
  if (!result.verified) return 'invalid'
  try {
    await consumeOrRefuse(await spentChallenges(payload), presented.challenge.signature as string)
  } catch (error) {
    if (error instanceof LimitReached) return 'replayed'
    throw error
  }
  return 'valid'
}
