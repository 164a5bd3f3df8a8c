/**
 * `payload run src/features/content-package/cli.ts export|import <file>`, started by
 * scripts/content-package.mjs (npm run content:export / content:import). Exit code 0 on success,
 * 1 when the package is refused or the database cannot be written (nothing is changed then), 2 on
 * wrong usage.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { sitePayload } from '@/platform/payload'
import { packArchive } from './archive'
import { exportPackage } from './export'
import { type ImportReport, importPackage, PackageError } from './import'
import { revalidateToken } from '@/platform/cache/revalidate'
import { formatReport } from './report'

const [command, file] = process.argv.slice(2)
if (!file || (command !== 'export' && command !== 'import')) {
  console.error('Usage: npm run content:export -- <file.tar.gz>, npm run content:import -- <file.tar.gz> [--dry-run]')
  process.exit(2)
}

let archive: Buffer | undefined
if (command === 'import') {
  try {
    archive = await readFile(file)
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    process.exit(1)
  }
}

function changedAnything(report: ImportReport): boolean {
  return (
    Object.values(report.collections).some((counts) => counts.created + counts.changed > 0) ||
    Object.values(report.globals).some((outcome) => outcome !== 'unchanged')
  )
}

/**
 * The import runs outside the site's server, so its saves cannot mark the cached pages stale (they
 * run with `disableRevalidate`). When the site is running, it is asked to, as a scheduled-publish
 * job does (src/platform/cache/revalidate.ts); with Redis every instance follows. Not running: its
 * next start renders from the database anyway.
 */
async function refreshRunningSite() {
  const origin = process.env.SITE_URL_INTERNAL || process.env.SITE_URL
  if (!origin) return
  try {
    const response = await fetch(new URL('/api/v1/revalidate', origin), {
      method: 'POST',
      headers: { 'x-revalidate-token': revalidateToken() },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    console.log(`The site at ${origin} refreshes its pages.`)
  } catch (error) {
    console.log(
      `The site at ${origin} was not reached (${(error as Error).message}): restart it, or save any document in the admin, to show the imported content.`,
    )
  }
}

const payload = await sitePayload()
let code = 0
try {
  const started = Date.now()
  if (command === 'export') {
    const { entries, manifest } = await exportPackage(payload)
    await writeFile(file, await packArchive(entries))
    const documents = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0)
    console.log(
      `Exported ${documents} documents, ${manifest.files} files and the globals to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
  } else {
    const report = await importPackage(payload, archive as Buffer, { dryRun: process.env.CONTENT_PACKAGE_DRY_RUN === '1' })
    console.log(formatReport(report))
    if (!report.dryRun && changedAnything(report)) await refreshRunningSite()
  }
} catch (error) {
  code = 1
  if (error instanceof PackageError) console.error(`The package was refused, nothing was changed: ${error.message}`)
  else console.error(`The ${command} failed${command === 'import' ? ', nothing was changed' : ''}: ${(error as Error).stack ?? error}`)
} finally {
  await payload.destroy()
}
process.exit(code)
