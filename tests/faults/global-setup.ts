/**
 * Before the fault suite: a production build and a prepared database to copy for each fault.
 * `npm test` runs this suite after the end-to-end stage, whose build and seeded database it reuses
 * (a compact copy, made with VACUUM INTO while nothing writes). Run alone, it prepares both itself.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { Database, distDir, root, templateDb } from './harness'

export default function setup() {
  const e2eDataDir = path.resolve(root, process.env.E2E_DATA_DIR || 'data/e2e')
  const appRoot = process.env.FAULTS_APP_ROOT ? path.resolve(process.env.FAULTS_APP_ROOT) : root
  const built = existsSync(path.join(appRoot, distDir, 'BUILD_ID'))
  if (!built || !existsSync(path.join(e2eDataDir, 'clinic.db'))) {
    console.log(`[faults] preparing ${path.relative(root, e2eDataDir)} and building ${distDir} (no end-to-end build to reuse)`)
    const env = {
      ...process.env,
      SITE_MODE: 'demo',
      DATA_DIR: e2eDataDir,
      NEXT_DIST_DIR: distDir,
      PAYLOAD_SECRET: 'e2e-secret',
      ADMIN_EMAIL: 'admin@e2e.example',
      ADMIN_PASSWORD: 'e2e-password-1',
      PAYLOAD_CONFIG_PATH: path.join(root, 'src/payload.config.ts'),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    // SQLite creates the database file, not its folder (a fresh clone has no data/).
    mkdirSync(e2eDataDir, { recursive: true })
    execFileSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/cms/prepare.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'inherit',
    })
  }
  mkdirSync(path.dirname(templateDb), { recursive: true })
  rmSync(templateDb, { force: true })
  const source = new Database(path.join(e2eDataDir, 'clinic.db'))
  try {
    source.exec(`VACUUM INTO '${templateDb.replaceAll("'", "''")}'`)
  } finally {
    source.close()
  }
}
