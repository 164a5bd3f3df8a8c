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
