import { DatabaseSync } from 'node:sqlite'
import { s3Layout, type UploadCollection } from '@/platform/cms/storage'
import { type DatabaseKind, dumpDataLines } from './database-snapshot'

/**
 * The upload files a database snapshot names, read from the snapshot file itself: the stored files a
 * backup holds are exactly these, so a restored file always has its record. Each upload collection's
 * table (Payload's name: the slug in snake case) names its file in `filename` and each image size's
 * file in `sizes_<size>_filename`.
 */
export type NamedFiles = Record<UploadCollection, Set<string>>

const collections = Object.keys(s3Layout) as UploadCollection[]
const tableOf = (collection: UploadCollection) => collection.replaceAll('-', '_')
const isFileColumn = (column: string) => column === 'filename' || /^sizes_.+_filename$/.test(column)

export async function filesNamedBy(kind: DatabaseKind, snapshot: string): Promise<NamedFiles> {
  const named = Object.fromEntries(collections.map((collection) => [collection, new Set<string>()])) as NamedFiles
  const add = (collection: UploadCollection, name: unknown) => {
    if (typeof name === 'string' && name) named[collection].add(name)
  }
  if (kind === 'sqlite') {
    const database = new DatabaseSync(snapshot, { readOnly: true })
    try {
      for (const collection of collections) {
        const table = tableOf(collection)
        const columns = (database.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[])
          .map((column) => column.name)
          .filter(isFileColumn)
        if (!columns.length) continue // no such table yet: nothing it could name
        const rows = database.prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${table}"`).all()
        for (const row of rows) for (const name of Object.values(row)) add(collection, name)
      }
    } finally {
      database.close()
    }
    return named
  }
  const byTable = new Map(collections.map((collection) => [tableOf(collection), collection]))
  let copying: { collection: UploadCollection; fileColumns: number[] } | null = null
  for await (const line of dumpDataLines(snapshot, [...byTable.keys()])) {
    if (copying) {
      if (line === '\\.') copying = null
      else {
        const fields = line.split('\t')
        for (const index of copying.fileColumns) add(copying.collection, copyField(fields[index]))
      }
      continue
    }
    const header = line.match(/^COPY (?:[^ ]+\.)?"?([^". ]+)"? \((.*)\) FROM stdin;$/)
    const collection = header && byTable.get(header[1])
    if (!header || !collection) continue
    const columns = header[2].split(', ').map((column) => column.replace(/^"|"$/g, ''))
    copying = { collection, fileColumns: columns.flatMap((column, index) => (isFileColumn(column) ? [index] : [])) }
  }
  return named
}

const copyEscapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }

/** One field of COPY's text format: `\N` is NULL; COPY TO escapes only backslash and control characters. */
function copyField(raw: string | undefined): string | null {
  if (raw === undefined || raw === '\\N') return null
  return raw.replace(/\\(.)/g, (_, char: string) => copyEscapes[char] ?? char)
}
