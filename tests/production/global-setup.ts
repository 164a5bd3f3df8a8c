/**
 * Before the production suite: the production build exactly as the image makes it (`npm run build`,
 * scripts/build.mjs), a copy of its standalone folder alone in a temporary directory (no project,
 * no node_modules above it: what the image's last stage holds), and a database with demo content
 * to copy for each start (seeded through the demo path, with a staff password that is not the
 * demo's). PRODUCTION_REUSE_BUILD=1 keeps an existing build while iterating by hand.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDir, root, secret, staff, templateDataDir } from './harness'

declare module 'vitest' {
  export interface ProvidedContext {
    imageDir: string
  }
}

export default function setup(project: TestProject) {
  const standalone = path.join(root, buildDir, 'standalone')
  const env = { ...process.env, NEXT_DIST_DIR: buildDir, NEXT_TELEMETRY_DISABLED: '1' }
  if (!(process.env.PRODUCTION_REUSE_BUILD === '1' && existsSync(standalone))) {
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, env, stdio: 'inherit' })
  }
  const imageDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-image-'))
  cpSync(standalone, imageDir, { recursive: true })
  project.provide('imageDir', imageDir)

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
  return () => rmSync(imageDir, { recursive: true, force: true })
}
