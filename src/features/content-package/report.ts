import type { ImportReport } from './import'

/** The import's summary for the terminal: per collection what was (or would be) created, changed and left alone. */
export function formatReport(report: ImportReport): string {
  const lines = [report.dryRun ? 'Dry run: nothing was written. The import would:' : 'Import done:']
  for (const [collection, counts] of Object.entries(report.collections)) {
    const parts = [
      `${counts.created} ${report.dryRun ? 'to create' : 'created'}`,
      `${counts.changed} ${report.dryRun ? 'to change' : 'changed'}`,
      `${counts.unchanged} unchanged`,
    ]
    if (counts.leftAlone) parts.push(`${counts.leftAlone} only in the database (left alone)`)
    lines.push(`  ${collection}: ${parts.join(', ')}`)
  }
  for (const [global, outcome] of Object.entries(report.globals))
    lines.push(`  ${global} (global): ${outcome === 'changed' && report.dryRun ? 'to change' : outcome}`)
  const touched = Object.values(report.collections).reduce((sum, counts) => sum + counts.created + counts.changed, 0)
  if (!touched && Object.values(report.globals).every((outcome) => outcome === 'unchanged')) lines.push('Everything unchanged.')
  lines.push(
    `${report.dryRun ? 'Dry run of' : 'Import of'} the package: ${report.documents} documents, ${report.filesUploaded} files uploaded, ${report.seconds.toFixed(1)} s.`,
  )
  return lines.join('\n')
}
