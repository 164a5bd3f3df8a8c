import { describe, expect, it } from 'vitest'
import { decodeSheet, formatAmount, parseAmount, readSheet, SheetFileError, writeSheet } from '@/features/sheets/csv'

describe('spreadsheet CSV', () => {
  it('reads amounts as Czech and English spreadsheets write them, and refuses what is not a number', () => {
    expect(parseAmount('12,5')).toBe(12.5)
    expect(parseAmount('1 234,50')).toBe(1234.5)
    expect(parseAmount('1\u00a0234,50 Kč')).toBe(1234.5)
    expect(parseAmount('1.234,50')).toBe(1234.5)
    expect(parseAmount('1,234.50')).toBe(1234.5)
    expect(parseAmount('3500')).toBe(3500)
    expect(parseAmount('1,2,3')).toBeUndefined()
    expect(parseAmount('dohodou')).toBeUndefined()
    expect(parseAmount('')).toBeUndefined()
    expect(formatAmount(1234.5, 'excel')).toBe('1234,5')
    expect(formatAmount(1234.5, 'comma')).toBe('1234.5')
  })

  it('round-trips quotes, line breaks, separators, diacritics and formula-like text in both dialects', () => {
    const rows = [
      ['id', 'name_cs'],
      ['1', 'Řekl "ano";\nsecond, line'],
      ['2', '+420 222 000 111'],
      ['3', '=1+1'],
    ]
    for (const format of ['excel', 'comma'] as const) {
      const text = writeSheet(rows, format)
      if (format === 'excel') {
        expect(text.startsWith('\uFEFF"id";"name_cs"\r\n')).toBe(true)
        expect(text).toContain(`"'+420 222 000 111"`)
      }
      const sheet = readSheet(text)
      expect(sheet.format).toBe(format)
      expect(sheet.rows.map((row) => [row.row, row.cells.id, row.cells.name_cs])).toEqual([
        [2, '1', 'Řekl "ano";\nsecond, line'],
        [3, '2', '+420 222 000 111'],
        [4, '3', '=1+1'],
      ])
    }
  })

  it('reads Windows-1250 files (Czech Excel without UTF-8) and names broken files', () => {
    // "Čelo" in Windows-1250: Č is 0xC8.
    expect(readSheet(decodeSheet(new Uint8Array([0x69, 0x64, 0x3b, 0x6e, 0x0a, 0x31, 0x3b, 0xc8, 0x65, 0x6c, 0x6f]))).rows[0].cells.n).toBe(
      'Čelo',
    )
    expect(() => readSheet('id;id\n1;2\n')).toThrow(SheetFileError)
    expect(() => readSheet('')).toThrow(SheetFileError)
    expect(() => readSheet('id;name\n1;"open\n')).toThrow(SheetFileError)
  })
})
