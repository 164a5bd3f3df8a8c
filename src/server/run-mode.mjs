// Two ways to run one code base (README, "Production"):
// - demo: `npm start` sets SITE_MODE=demo — SQLite, demo content and a published demo password;
// - production: everything else. The safe default: a server started without a mode never seeds,
//   never builds, needs PAYLOAD_SECRET and refuses the demo password.
// Plain JavaScript: the standalone server (serve.mjs) reads it before Next is loaded.

export const demoAdminEmail = 'admin@aurelia-clinic.example'
export const demoAdminPassword = 'demo-admin-2026'

/** @returns {'demo' | 'production'} */
export function runMode(env = process.env) {
  return env.SITE_MODE === 'demo' ? 'demo' : 'production'
}

export function isDemoMode(env = process.env) {
  return runMode(env) === 'demo'
}

/**
 * Why a production server must not start with this environment, or null. Checked before Next loads;
 * the check of the accounts against the demo password runs once the database is reachable
 * (src/server/start-checks.ts).
 */
export function productionEnvironmentProblem(env = process.env) {
  if (isDemoMode(env)) return null
  if (!env.PAYLOAD_SECRET?.trim()) {
    return 'PAYLOAD_SECRET is not set. A production server needs its own secret (for example `openssl rand -hex 32`), the same on every instance; see .env.example.'
  }
  if (env.ADMIN_PASSWORD === demoAdminPassword) {
    return 'ADMIN_PASSWORD is the published demo password. Production never accepts it; choose another one.'
  }
  return null
}
