import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

/**
 * The two CSV dialects staff's spreadsheet programs write, both read back by `readSheet`:
 * - `excel`: what Czech Excel opens correctly — `;` between cells (the Czech list separator, since
 *   the comma is the decimal mark), UTF-8 with a byte-order mark (without it Excel reads
 *   Windows-1250), CRLF line ends, numbers with a decimal comma;
 * - `comma`: plain comma CSV (LibreOffice, Google Sheets, English Excel), decimal point.
 */
export type SheetFormat = 'excel' | 'comma'

export const sheetFormats: readonly SheetFormat[] = ['excel', 'comma']

// A cell starting with one of these is run as a formula by spreadsheet programs (OWASP "CSV
// injection"): it is written with a leading apostrophe, which reading removes again.
const formulaStart = /^[=+\-@\t\r]/
const protectedFormula = /^'(?=[=+\-@\t\r])/

/** Rows of text cells as a CSV file of the given dialect; every cell quoted. */
export function writeSheet(rows: readonly (readonly string[])[], format: SheetFormat): string {
  const protectedRows = rows.map((row) => row.map((cell) => (formulaStart.test(cell) ? `'${cell}` : cell)))
  return stringify(protectedRows, {
    delimiter: format === 'excel' ? ';' : ',',
    record_delimiter: format === 'excel' ? 'windows' : 'unix',
    quoted: true,
    quoted_empty: true,
    bom: format === 'excel',
  })
}

/** A number as the dialect writes it: "1234,5" for Excel, "1234.5" for comma CSV. */
export function formatAmount(value: number | null | undefined, format: SheetFormat): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return format === 'excel' ? text.replace('.', ',') : text
}

/**
 * A typed amount back to a number: "1 234,50", "1234.5", "3 500 Kč", "1.234,50" and "1,234.50"
 * all work. With one kind of separator it is the decimal mark (the clinic is Czech: "12,5" is
 * twelve and a half); with both, the last one is. Undefined when it is not a number.
 */
export function parseAmount(text: string): number | undefined {
  let value = text
    .trim()
    .replace(/\s*(kč|czk)$/i, '')
    .replace(/[\s\u00a0\u202f']/g, '')
  if (value === '') return undefined
  const lastComma = value.lastIndexOf(',')
  const lastDot = value.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.'
    const grouping = decimal === ',' ? '.' : ','
    value = value.replaceAll(grouping, '').replace(decimal, '.')
  } else if (lastComma >= 0) {
    if (value.indexOf(',') !== lastComma) return undefined
    value = value.replace(',', '.')
  } else if (lastDot >= 0 && value.indexOf('.') !== lastDot) {
    return undefined
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined
  return Number(value)
}

/** `row`: the row number a spreadsheet program shows (the header is row 1; a cell with line breaks stays one row). */
export type SheetRow = { row: number; cells: Record<string, string> }
export type ReadSheet = { columns: string[]; rows: SheetRow[]; format: SheetFormat }

export class SheetFileError extends Error {
  constructor(
    readonly reason: 'empty' | 'malformed' | 'duplicateColumn' | 'columnCount',
    readonly line?: number,
    readonly detail?: string,
  ) {
    super(`${reason}${line ? ` (line ${line})` : ''}${detail ? `: ${detail}` : ''}`)
  }
}

/**
 * Text of an uploaded file: UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as
 * Windows-1250, what Czech Excel writes for "CSV (oddělený středníkem)" without UTF-8.
 */
export function decodeSheet(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1250').decode(bytes)
  }
}

/** Whichever of `;` and `,` separates the header line's cells (header names contain neither). */
function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const semicolons = firstLine.split(';').length
  const commas = firstLine.split(',').length
  return semicolons >= commas ? ';' : ','
}

/**
 * A CSV file as rows keyed by the header line's (trimmed, lower-case) column names, each with its
 * spreadsheet row number. Cells keep their text exactly (line breaks inside cells become "\n"),
 * apart from the apostrophe `writeSheet` put before formula-like text. Rows whose cells are all
 * empty are skipped (spreadsheets add them).
 */
export function readSheet(text: string): ReadSheet {
  const delimiter = detectDelimiter(text)
  let records: string[][]
  try {
    records = parse(text, { delimiter, bom: true, relax_column_count: true }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new SheetFileError('malformed', line, (error as Error).message)
  }
  const [header, ...body] = records
  if (!header || header.every((name) => name.trim() === '')) throw new SheetFileError('empty')
  const columns = header.map((name) => name.trim().toLowerCase())
  const seen = new Set<string>()
  for (const column of columns) {
    if (column && seen.has(column)) throw new SheetFileError('duplicateColumn', 1, column)
    seen.add(column)
  }
  const rows: SheetRow[] = []
  body.forEach((record, index) => {
    const row = index + 2
    if (record.every((cell) => cell.trim() === '')) return
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== ''))
      throw new SheetFileError('columnCount', row, `${record.length} > ${columns.length}`)
    const cells: Record<string, string> = {}
    columns.forEach((column, position) => {
      if (column) cells[column] = (record[position] ?? '').replace(/\r\n?/g, '\n').replace(protectedFormula, '')
    })
    rows.push({ row, cells })
  })
  return { columns: columns.filter(Boolean), rows, format: delimiter === ';' ? 'excel' : 'comma' }
}
