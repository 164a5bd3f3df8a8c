import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, compileHint, runAfterProductionCompile } from '../../scripts/lib/compile-hints.mjs'

// A build folder as Next leaves it: the manifest naming the bootstrap scripts, and a route's own chunk beside them.
let dist: string
const bootstrap = ['static/chunks/runtime.js', 'static/chunks/react-dom.js']
const routeChunk = 'static/chunks/contact-form.js'
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

function writeBuild(manifest: object) {
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest))
}

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
  for (const file of [...bootstrap, routeChunk]) writeFileSync(path.join(dist, file), `(globalThis.TURBOPACK||[]).push(["${file}"]);\n`)
  writeBuild({ pages: {}, rootMainFiles: bootstrap })
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('compile hints on the bootstrap scripts', () => {
  it("puts V8's hint on the first line of each bootstrap script, leaves their code as it was and a route's own chunk alone", () => {
    expect(addCompileHints(dist)).toHaveLength(2)
    for (const file of bootstrap) expect(read(file)).toBe(`//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push(["${file}"]);\n`)
    expect(read(routeChunk)).not.toContain('allFunctionsCalledOnLoad')
  })

  it('puts it there once, however often the step runs', async () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    await runAfterProductionCompile({ projectDir: path.dirname(dist), distDir: path.basename(dist) })
    for (const file of bootstrap) expect(read(file).split(compileHint)).toHaveLength(2)
  })

  it("fails the build, naming the cause, when Next's manifest no longer has the shape it reads", () => {
    writeBuild({ pages: {} })
    expect(() => addCompileHints(dist)).toThrow(/has no rootMainFiles list/)
    writeBuild({ rootMainFiles: ['static/chunks/runtime.js', 'static/css/site.css'] })
    expect(() => addCompileHints(dist)).toThrow(/"static\/css\/site.css" is not a script/)
    writeBuild({ rootMainFiles: ['static/chunks/gone.js'] })
    expect(() => addCompileHints(dist)).toThrow(/static\/chunks\/gone.js is listed in rootMainFiles but not built/)
    rmSync(path.join(dist, 'build-manifest.json'))
    expect(() => addCompileHints(dist)).toThrow(/build-manifest.json is missing/)
    // Nothing was half-done by the refused runs.
    for (const file of bootstrap) expect(read(file)).not.toContain('allFunctionsCalledOnLoad')
  })
})
