// The end-to-end server's settings: Playwright's web server (playwright.config.ts) starts
// `node scripts/start.mjs` with them; `npm test` (scripts/test.mjs) empties its data folder first.

export const e2ePort = Number(process.env.E2E_PORT || 3100)
export const e2eBaseUrl = `http://localhost:${e2ePort}`
// Separate folders let several servers (e.g. a hand-started one and a test run) coexist.
export const e2eDataDir = process.env.E2E_DATA_DIR || 'data/e2e'
export const e2eDistDir = process.env.E2E_DIST_DIR || '.next-e2e'
// Where the server's mail goes: an SMTP peer that a test starts when it wants the mail (the go-live
// checklist's test e-mail); otherwise nothing listens there, and mail waits or is retried.
export const e2eSmtpPort = e2ePort + 20_000

/** The environment `node scripts/start.mjs` runs with for the end-to-end tests. */
export const e2eServerEnv = {
  PORT: String(e2ePort),
  DATA_DIR: e2eDataDir,
  NEXT_DIST_DIR: e2eDistDir,
  PAYLOAD_SECRET: 'e2e-secret',
  SITE_URL: e2eBaseUrl,
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
}
