import path from 'node:path'
import { defineConfig } from 'vitest/config'

const serverOnlyStub = path.resolve(import.meta.dirname, 'tests/support/server-only.ts')

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { 'server-only': serverOnlyStub } },
  test: {
    // The default report, and each file's durations for the table at the end of `npm test`.
    reporters: ['default', './tests/support/file-timings-reporter.ts'],
    // Node 24's fetch (undici) streams a FormData request body from a generator that enqueues once
    // more after the consumer stopped reading, and that rejection is unhandled. Only the tests' own
    // in-process Request objects do that (the inquiry route answers 4xx/413 before reading an
    // oversized body to the end); real visitors' bodies arrive through Node's HTTP server.
    onUnhandledError(error) {
      const { code, message } = error as { code?: string; message?: string }
      return !(code === 'ERR_INVALID_STATE' && message === 'Invalid state: ReadableStream is already closed')
    },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup-env.ts'],
          // The demo content seeded once per run for the files that start from it (seeded-template.ts).
          globalSetup: ['tests/integration/global-setup.ts'],
          // One database server may be shared (PostgreSQL in CI): files run one after another.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // The real production server: under faults (tests/faults, with its harness) and its own
          // background work (tests/server); run by `npm test` after the end-to-end stage.
          name: 'server',
          include: ['tests/faults/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The production build as the container image holds it (tests/production): started from a
          // copy of its standalone folder alone; run by `npm test` after the end-to-end stage.
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/production/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          // Two instances of that build on PostgreSQL, Redis and an S3-protocol server (tests/scale);
          // run by `npm test` after the production stage, whose build it reuses.
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/production/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 420_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
