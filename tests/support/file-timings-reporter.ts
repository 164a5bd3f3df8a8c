/**
 * A Vitest reporter that keeps Vitest's own per-file durations (environment, setup, import and the
 * file's tests and hooks) in a JSON file, so `npm test` can print the slowest files of every stage
 * (scripts/lib/test-timings.mjs). The default reporter still prints the run; this one only writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

export default class FileTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const dir = process.env.TEST_TIMINGS_DIR
    if (!dir) return
    const files = testModules.map((testModule) => {
      const d = testModule.diagnostic()
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
      // The PostgreSQL pass runs the integration project again: its own name in the table.
      const project = process.env.TEST_TIMINGS_PROJECT || testModule.project.name
      return { project, file: testModule.relativeModuleId, seconds: Math.round(ms) / 1000 }
    })
    const projects = [...new Set(files.map((file) => file.project))].sort().join('+') || 'none'
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, `vitest-${projects}-${process.pid}.json`), `${JSON.stringify({ runner: 'vitest', files }, null, 1)}\n`)
  }
}
