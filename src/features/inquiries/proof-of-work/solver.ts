import { type Challenge, solveChallenge, solveChallengeWorkers } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/**
 * The browser's side of the proof of work (server: challenge.ts). Loaded by form/client.ts only
 * when a 429 brings a challenge, so no page carries it up front. The work runs in Web Workers (two
 * at most: a phone's small cores share the page with the visitor), so the page stays responsive;
 * where workers cannot start, on the main thread, where altcha-lib yields every 200 ms.
 */
const timeoutMs = 60_000

/** Solves `challenge`; resolves to the header value that carries the solution (base64 JSON). */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const solution = (await inWorkers(challenge)) ?? (await solveChallenge({ challenge, deriveKey, timeout: timeoutMs }))
  if (!solution) throw new Error('The proof-of-work challenge could not be solved in time.')
  return btoa(JSON.stringify({ challenge, solution }))
}

async function inWorkers(challenge: Challenge) {
  if (typeof Worker === 'undefined') return null
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(2, navigator.hardwareConcurrency || 1),
      createWorker: () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
      timeout: timeoutMs,
    })
  } catch (error) {
    console.warn('Proof of work: workers unavailable, solving on the page', error)
    return null
  }
}
