import { defineConfig } from '@playwright/test'

/** End-to-end tests against the production build, served by the same script as `npm start`. */
const port = Number(process.env.E2E_PORT || 3100)
export const baseURL = `http://localhost:${port}`
// Separate folders let several servers (e.g. a hand-started one and a test run) coexist.
const dataDir = process.env.E2E_DATA_DIR || 'data/e2e'
const distDir = process.env.E2E_DIST_DIR || '.next-e2e'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
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
    },
  },
})
