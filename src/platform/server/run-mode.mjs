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

/** A secret shorter than this is refused in production: HMAC keys for sessions and tokens. */
export const minimumSecretLength = 32

/**
 * Why a production server must not start with this environment, or null. Checked before Next loads;
 * the check of the accounts against the demo password runs once the database is reachable
 * (src/auth/demo-password-accounts.ts). Each message names the variable and the fix (issue 26, point 6).
 */
export function productionEnvironmentProblem(env = process.env) {
  if (isDemoMode(env)) return null
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (!secret) {
    return 'PAYLOAD_SECRET is not set. A production server needs its own secret (for example `openssl rand -hex 32`), the same on every instance; see .env.example.'
  }
  if (secret.length < minimumSecretLength) {
    return `PAYLOAD_SECRET has ${secret.length} characters; production needs at least ${minimumSecretLength} (it signs staff sessions). Generate one with \`openssl rand -hex 32\` and set the same on every instance.`
  }
  if (env.ADMIN_PASSWORD === demoAdminPassword) {
    return 'ADMIN_PASSWORD is the published demo password. Production never accepts it; choose another one.'
  }
  return siteUrlProblem(env) ?? databaseChoiceProblem(env)
}

/** SITE_URL is the public https origin; plain http only where the operator says the network is private. */
function siteUrlProblem(env) {
  const siteUrl = env.SITE_URL?.trim()
  if (!siteUrl) {
    return 'SITE_URL is not set. Set it to the public address of the site, e.g. SITE_URL=https://www.clinic.example (canonical links, sitemap, e-mail links and secure cookies depend on it).'
  }
  let url
  try {
    url = new URL(siteUrl)
  } catch {
    return `SITE_URL "${siteUrl}" is not an address. Set it to the public origin of the site, e.g. SITE_URL=https://www.clinic.example.`
  }
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && env.ALLOW_HTTP_SITE_URL === '1') return null
  return `SITE_URL is ${siteUrl}, not https. Visitors' inquiries and staff logins travel over it: set SITE_URL=https://… (the address behind your TLS proxy). Only on a private network without TLS, set ALLOW_HTTP_SITE_URL=1 as well.`
}

/** Production on SQLite is a choice (one box, one process), never a fallback for a forgotten DATABASE_URL. */
function databaseChoiceProblem(env) {
  if (env.DATABASE_URL?.trim()) return null
  if (env.SQLITE_SINGLE_BOX === '1') return null
  return 'DATABASE_URL is not set, so this instance would keep its data in a local SQLite file that no other instance sees. Set DATABASE_URL=postgres://… (several instances, the production shape), or SQLITE_SINGLE_BOX=1 to run one single instance on SQLite under DATA_DIR on purpose.'
}
