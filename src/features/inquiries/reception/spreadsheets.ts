import ExcelJS from 'exceljs'

/**
 * CSV that Excel opens correctly in a Czech installation: UTF-8 with a byte-order mark (without it
 * Excel reads the file as Windows-1250 and breaks the diacritics), semicolons between cells (the
 * list separator of the Czech locale, where the comma is the decimal mark), CRLF line ends, every
 * cell quoted. A cell that begins with = + - @ (or a tab or carriage return) would be run as a
 * formula by spreadsheet programs; it gets a leading apostrophe, so "+420 …" and "=HYPERLINK(…)"
 * stay text (OWASP "CSV injection").
 */

const byteOrderMark = '\uFEFF'
const formulaStart = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value
  return `"${text.replaceAll('"', '""')}"`
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => `${row.map(csvCell).join(';')}\r\n`)
  return `${byteOrderMark}${lines.join('')}`
}

/**
 * The same rows as the CSV, as an Excel workbook where every cell is a TEXT cell (a shared
 * string, column format "@"): "+420 777 …" shows as typed, with no apostrophe, and nothing is ever
 * evaluated — a cell becomes a formula in exceljs only from a { formula } object, never from a
 * string, so "=HYPERLINK(…)" stays the text a visitor typed. The first row (the header) is bold
 * and frozen, so the column names stay in sight while scrolling.
 */
export async function toXlsx(rows: readonly (readonly string[])[], sheetName: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  const width = Math.max(0, ...rows.map((row) => row.length))
  sheet.columns = Array.from({ length: width }, () => ({ width: 20, style: { numFmt: '@' } }))
  for (const row of rows) {
    const added = sheet.addRow([...row])
    added.eachCell((cell) => {
      cell.numFmt = '@'
    })
  }
  if (rows.length > 0) sheet.getRow(1).font = { bold: true }
  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}
