/**
 * Before the production and scale-out suites: the production build and the demo template
 * (prepare.mjs, unless PRODUCTION_REUSE_BUILD=1 finds them made), and a copy of the build's
 * standalone folder alone in a temporary directory (no project, no node_modules above it: what the
 * image's last stage holds).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDir, prepareProduction, root } from './prepare.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    imageDir: string
  }
}

export default function setup(project: TestProject) {
  prepareProduction()
  const imageDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-image-'))
  cpSync(path.join(root, buildDir, 'standalone'), imageDir, { recursive: true })
  project.provide('imageDir', imageDir)
  return () => rmSync(imageDir, { recursive: true, force: true })
}
