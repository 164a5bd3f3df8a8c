/**
 * Before the integration files: a folder for the seeded template that `seededPayload()` makes on
 * first use (tests/integration/seeded-template.ts), removed after the run with the PostgreSQL
 * template database, if one was made.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropTemplateDatabase } from './seeded-template'

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplateDir: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-int-seeded-'))
  project.provide('seededTemplateDir', dir)
  return async () => {
    await dropTemplateDatabase()
    rmSync(dir, { recursive: true, force: true })
  }
}
