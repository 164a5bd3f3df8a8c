/**
 * compose.yaml's stop_grace_period must outlast a production instance's whole shutdown: the drain
 * (SHUTDOWN_DRAIN_MS) and then the wait for requests and jobs (SHUTDOWN_TIMEOUT_MS), with their
 * defaults; otherwise Docker kills an instance mid-inquiry. The numbers live in one place each
 * (compose.yaml, src/platform/server/shutdown.mjs); this keeps them apart by at least a few seconds.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { shutdownDrainMs, shutdownTimeoutMs } from '@/platform/server/shutdown.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe("compose.yaml's stop grace period", () => {
  it('outlasts the drain and the shutdown timeout of production mode, with margin', () => {
    const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8')
    const periods = [...compose.matchAll(/^\s*stop_grace_period:\s*(\d+)s\s*$/gm)].map((match) => Number(match[1]) * 1000)
    expect(periods.length, 'stop_grace_period in compose.yaml').toBeGreaterThan(0)
    // Production mode, nothing set: the defaults compose's instances run with.
    const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv
    const shutdown = shutdownDrainMs(production) + shutdownTimeoutMs(production)
    for (const period of periods) expect(period - shutdown).toBeGreaterThanOrEqual(3_000)
  })
})
