// V8 compiles a script's functions lazily: each one on the main thread, the first time it is called.
// React's and Next's bootstrap scripts are all called while a page loads (modules instantiated,
// the page hydrated), so that compiling was a large part of the longest tasks a first visit has
// (the bootstrap task, 40–60 ms here, ×4 on Lighthouse's phone). Chromium (136 and later) compiles
// every function of a script that begins with the magic comment below on its background streaming
// thread instead, while the file downloads; other browsers read a comment.
//
// The hint goes on the scripts Next's build lists as every page's bootstrap (build-manifest.json's
// `rootMainFiles`: the Turbopack runtime, React DOM, Next's router; the same for the site and the
// admin), not on a route's own chunks, which would be compiled whole whether called or not.
// next.config.ts runs it after each production compile (`compiler.runAfterProductionCompile`).
// The manifest is Next's build output, not an API: a build whose manifest no longer has that
// shape fails here rather than ship without the hint unnoticed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

/** The bootstrap scripts of a build (absolute paths), from its build-manifest.json; throws if that shape is gone. */
export function bootstrapScripts(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`compile hints: ${manifestPath} is missing`)
  const files = JSON.parse(readFileSync(manifestPath, 'utf8')).rootMainFiles
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error(`compile hints: ${manifestPath} has no rootMainFiles list (Next changed its build manifest)`)
  }
  return files.map((file) => {
    if (typeof file !== 'string' || !/^static\/chunks\/[^/]+\.js$/.test(file)) {
      throw new Error(`compile hints: rootMainFiles entry ${JSON.stringify(file)} is not a script under static/chunks/`)
    }
    const absolute = path.join(distDir, file)
    if (!existsSync(absolute)) throw new Error(`compile hints: ${file} is listed in rootMainFiles but not built`)
    return absolute
  })
}

/** Puts the hint at the start of each bootstrap script that lacks it; returns the paths it changed. */
export function addCompileHints(distDir) {
  const changed = []
  for (const file of bootstrapScripts(distDir)) {
    const text = readFileSync(file, 'utf8')
    if (text.startsWith(compileHint)) continue
    writeFileSync(file, compileHint + text)
    changed.push(file)
  }
  return changed
}

/** For next.config.ts: `compiler: { runAfterProductionCompile }`. */
export async function runAfterProductionCompile({ projectDir, distDir }) {
  const changed = addCompileHints(path.resolve(projectDir, distDir))
  console.log(`compile hints: ${changed.length} bootstrap script(s) marked for eager compilation`)
}
