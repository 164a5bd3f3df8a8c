import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.mjs'
import { consentStorageKey, makeChoice, noConsent, serializeChoice } from './src/features/consent/consent-record'
import { e2eBaseUrl, e2eServerEnv, e2eSmtpPort } from './tests/e2e/server-env.mjs'

/** End-to-end tests against the production build, served by the same script as `npm start`. */
export const baseURL = e2eBaseUrl
export { e2eSmtpPort }
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
    env: e2eServerEnv,
  },
})
