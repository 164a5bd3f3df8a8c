// The production build exactly as the image makes it (`npm run build`, scripts/build.mjs) and a
// SQLite database with demo content for the production and scale-out suites to copy for each start
// (seeded through the demo path, with a staff password that is not the demo's). Run by their global
// setup (tests/production/global-setup.ts), and by `npm test` once, early, as a step of its own:
//   node tests/production/prepare.mjs
// With PRODUCTION_REUSE_BUILD=1 an existing build and template are kept (the suites after that
// step, or iterating by hand).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(import.meta.dirname, '../..')
/** Where the suites build; never the demo's .next or the end-to-end build. */
export const buildDir = process.env.PRODUCTION_BUILD_DIR || '.next-standalone'
export const templateDataDir = path.join(root, 'data/production-template')
export const staff = { email: 'staff@production.example', password: 'production-password-1' }
// At least 32 characters: production refuses a shorter secret (src/platform/server/run-mode.mjs).
export const secret = 'production-suite-secret-0123456789abcdef'

export function prepareProduction() {
  const reuse = process.env.PRODUCTION_REUSE_BUILD === '1'
  const env = { ...process.env, NEXT_DIST_DIR: buildDir, NEXT_TELEMETRY_DISABLED: '1' }
  if (!(reuse && existsSync(path.join(root, buildDir, 'standalone')))) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, env, stdio: 'inherit' })
  }
  if (reuse && existsSync(path.join(templateDataDir, 'clinic.db'))) return
  rmSync(templateDataDir, { recursive: true, force: true })
  mkdirSync(templateDataDir, { recursive: true })
  execFileSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/cms/prepare.ts'], {
    cwd: root,
    env: {
      ...env,
      SITE_MODE: 'demo',
      DATA_DIR: templateDataDir,
      PAYLOAD_SECRET: secret,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) prepareProduction()
