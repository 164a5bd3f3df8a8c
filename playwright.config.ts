import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.mjs'
import { consentStorageKey, makeChoice, noConsent, serializeChoice } from './src/consent/consent-record'

/** End-to-end tests against the production build, served by the same script as `npm start`. */
const port = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://localhost:${port}`
// Separate folders let several servers (e.g. a hand-started one and a test run) coexist.
const dataDir = process.env.E2E_DATA_DIR || 'data/e2e'
const distDir = process.env.E2E_DIST_DIR || '.next-e2e'
// Where the server's mail goes: an SMTP peer that a test starts when it wants the mail (the go-live
// checklist's test e-mail); otherwise nothing listens there, and mail waits or is retried.
export const e2eSmtpPort = port + 20_000
// Tests start as a returning visitor who refused everything, so the consent banner does not cover
// what they test; tests/e2e/consent.spec.ts starts from an empty profile instead.
export const consentRefusedState = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [{ name: consentStorageKey, value: serializeChoice(makeChoice(noConsent, new Date('2026-01-01T00:00:00Z'))) }],
    },
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // The CI machine has 2 shared cores: a test that loses a race with the load gets one more try there.
  // The list reporter names every such test as "flaky", so none goes unseen (docs/decisions/0076-one-retry-for-e2e-tests-in-ci.md).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // With TEST_TIMINGS_DIR (npm test), also the JSON report whose durations end the run's table.
  reporter: process.env.TEST_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.TEST_TIMINGS_DIR, 'playwright.json') }]]
    : [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    storageState: consentRefusedState,
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumArgs, '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    timeout: 20 * 60_000,
    // Only for iterating by hand on a server started with the same settings; npm test always starts afresh.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      PAYLOAD_SECRET: 'e2e-secret',
      SITE_URL: baseURL,
      ADMIN_EMAIL: 'admin@e2e.example',
      ADMIN_PASSWORD: 'e2e-password-1',
      // Tracker IDs, so the consent tests see the tag manager and the pixel load (hosts mocked there).
      GTM_ID: 'GTM-E2ETEST',
      META_PIXEL_ID: '1234567890',
      // As behind a proxy of ours on this box: a test may act as a visitor of its own address
      // (X-Forwarded-For), with the per-address inquiry limits of its own; without the header the
      // socket is the visitor.
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      INQUIRY_NOTIFY_TO: 'recepce@e2e.example',
    },
  },
})
