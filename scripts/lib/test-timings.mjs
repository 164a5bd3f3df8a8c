// What `npm test` prints at its end: each stage's seconds, then the slowest test files of each
// runner, from the runners' own reports (Vitest: tests/support/file-timings-reporter.ts writes its
// per-file diagnostics; Playwright: its JSON reporter). docs/test-budget.md says how to read it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const seconds = (ms) => ms / 1000

/** Calls visit(file, spec, test) for every test of a Playwright JSON report, with its spec file. */
function eachPlaywrightTest(report, visit) {
  const walk = (suite, file) => {
    const own = suite.file || file
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(own, spec, test)
    for (const child of suite.suites ?? []) walk(child, own)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
}

/** Per test file of a Playwright JSON report: the summed durations of its tests' attempts (retries included). */
function playwrightFiles(report) {
  const totals = new Map()
  eachPlaywrightTest(report, (file, _spec, test) => {
    for (const result of test.results ?? []) totals.set(file, (totals.get(file) ?? 0) + seconds(result.duration ?? 0))
  })
  return [...totals].map(([file, total]) => ({ project: 'e2e', file: `tests/e2e/${file}`, seconds: total }))
}

/** Tests that passed only on their retry: Playwright's "flaky". */
function playwrightFlaky(report) {
  const flaky = []
  eachPlaywrightTest(report, (file, spec, test) => {
    if (test.status === 'flaky') flaky.push(`${file} › ${spec.title}`)
  })
  return flaky
}

/** Every file timing written to `dir` by this run's runners. */
export function readFileTimings(dir) {
  if (!existsSync(dir)) return { files: [], flaky: [] }
  const files = []
  const flaky = []
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue
    let report
    try {
      report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
    } catch {
      continue // a runner killed mid-write leaves no usable report; the stage table still shows its time
    }
    if (report.runner === 'vitest') files.push(...report.files)
    else if (report.suites) {
      files.push(...playwrightFiles(report))
      flaky.push(...playwrightFlaky(report))
    }
  }
  return { files, flaky }
}

const pad = (text, width) => String(text).padEnd(width)
const padLeft = (text, width) => String(text).padStart(width)

/**
 * The table printed at the end of `npm test` (and so of .ci/run): each phase's wall time, and under it
 * each of its steps (steps of one phase ran side by side), then the slowest files of each runner.
 */
export function timingReport(phases, totalSeconds, dir, { slowest = 20 } = {}) {
  const lines = ['', '▸ Stage times (wall-clock seconds; the steps of one phase ran side by side)']
  const names = phases.flatMap((phase) => phase.steps.map((step) => step.name))
  const width = Math.max(...names.map((name) => name.length + 4), 12)
  phases.forEach((phase, index) => {
    lines.push(`  ${pad(`phase ${index + 1}`, width)}  ${padLeft(phase.seconds.toFixed(0), 6)}`)
    for (const step of phase.steps) lines.push(`    ${pad(step.name, width - 2)}  ${padLeft(step.seconds.toFixed(0), 6)}  ${step.status}`)
  })
  lines.push(`  ${pad('total', width)}  ${padLeft(totalSeconds.toFixed(0), 6)}`)

  const { files, flaky } = readFileTimings(dir)
  const projects = [...new Set(files.map((file) => file.project))]
  for (const project of projects) {
    const ofProject = files.filter((file) => file.project === project).sort((a, b) => b.seconds - a.seconds)
    const sum = ofProject.reduce((acc, file) => acc + file.seconds, 0)
    const note = project === 'e2e' ? ', summed over workers' : ''
    lines.push('', `▸ Slowest test files: ${project} (${ofProject.length} files, ${sum.toFixed(0)} s${note})`)
    for (const file of ofProject.slice(0, slowest)) lines.push(`  ${padLeft(file.seconds.toFixed(1), 7)}  ${file.file}`)
  }
  if (flaky.length) {
    lines.push('', `▸ Flaky end-to-end tests (passed only on their retry): ${flaky.length}`)
    for (const name of flaky) lines.push(`  ${name}`)
  }
  return lines.join('\n')
}
