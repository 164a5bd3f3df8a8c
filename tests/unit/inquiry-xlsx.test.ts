import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { toXlsx } from '@/features/inquiries/reception/spreadsheets'

async function read(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
  return workbook
}

describe('the inquiries XLSX writer', () => {
  it('writes every cell as text, as typed: phone numbers and formula-like input without an apostrophe, never a formula', async () => {
    const rows = [
      ['Jméno', 'Telefon', 'Zpráva', 'Číslo'],
      ['=HYPERLINK("http://evil.example","Klikni")', '+420 777 123 456', '@SUM(1+1) a -2+3', '00420123'],
    ]
    const workbook = await read(await toXlsx(rows, 'Poptávky'))
    const sheet = workbook.worksheets[0]
    expect(sheet.name).toBe('Poptávky')
    expect(sheet.getRow(1).values).toEqual([undefined, 'Jméno', 'Telefon', 'Zpráva', 'Číslo'])
    expect(sheet.getRow(1).font?.bold).toBe(true)
    const row = sheet.getRow(2)
    expect(row.values).toEqual([undefined, ...rows[1]])
    row.eachCell((cell) => {
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.formula).toBeUndefined()
      expect(cell.numFmt).toBe('@')
      expect(String(cell.value)).not.toMatch(/^'/)
    })
    // "00420123" stays a string with its leading zeros, not the number 420123.
    expect(row.getCell(4).value).toBe('00420123')
  })

  it('keeps multi-line notes and diacritics, and makes a legal sheet name of any title', async () => {
    const workbook = await read(
      await toXlsx([['Poznámky'], ['první řádek\ndruhý řádek']], 'Poptávky: [export] / listopad 2026 a ještě dál'),
    )
    const sheet = workbook.worksheets[0]
    expect(sheet.name).toBe('Poptávky   export    listopad 2')
    expect(sheet.getRow(2).getCell(1).value).toBe('první řádek\ndruhý řádek')
  })
})
