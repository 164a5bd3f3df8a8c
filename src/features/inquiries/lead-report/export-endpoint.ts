import ExcelJS from 'exceljs'
import type { Endpoint } from 'payload'
import { isInquiryStaffUser } from '../access'
import { adminLanguage } from '@/platform/cms/i18n'
import { toCsv } from '../reception/spreadsheets'
import { reportDay, reportTexts } from './labels'
import { leadReport, reportPeriod } from './report'
import { reportTables } from './table'

const noStore = { 'cache-control': 'no-store' }

/**
 * GET /api/inquiries/lead-report?format=csv|xlsx&from=YYYY-MM-DD&to=YYYY-MM-DD: the report of
 * the admin view as a file, for admin and reception only (403 otherwise). Bad parameters are a 400
 * naming the field. CSV: every table one after another, as the inquiries' export writes CSV
 * (BOM, semicolons, formula-safe cells). XLSX: one sheet per table; text stays text (never a
 * formula), counts are numbers.
 */
export const leadReportExportEndpoint: Endpoint = {
  path: '/lead-report',
  method: 'get',
  handler: async (req) => {
    const language = adminLanguage(req)
    if (!req.user || !isInquiryStaffUser(req.user)) {
      return Response.json({ errors: [{ message: reportTexts.forbidden[language] }] }, { status: 403, headers: noStore })
    }
    const query = (req.query ?? {}) as Record<string, unknown>
    const format = query.format ?? 'csv'
    if (format !== 'csv' && format !== 'xlsx') {
      return Response.json({ errors: [{ field: 'format', message: reportTexts.badFormat[language] }] }, { status: 400, headers: noStore })
    }
    const period = reportPeriod(query.from, query.to)
    if ('error' in period) {
      return Response.json({ errors: [{ field: period.field, message: period.error[language] }] }, { status: 400, headers: noStore })
    }
    const tables = await reportTables(req.payload, await leadReport(req.payload, period), language)
    const filename = `${language === 'cs' ? 'zdroje-poptavek' : 'inquiry-sources'}-${period.from}-${period.to}.${format}`
    const disposition = { 'content-disposition': `attachment; filename="${filename}"`, ...noStore }
    if (format === 'csv') {
      const rows: string[][] = [
        [`${reportTexts.period[language]}: ${reportDay(period.from, language)} – ${reportDay(period.to, language)}`],
      ]
      for (const table of tables) rows.push([], [table.title], table.header, ...table.rows.map((row) => row.map(String)))
      return new Response(toCsv(rows), { headers: { 'content-type': 'text/csv; charset=utf-8', ...disposition } })
    }
    const workbook = new ExcelJS.Workbook()
    for (const table of tables) {
      // Sheet names: at most 31 characters, none of : \ / ? * [ ].
      const sheet = workbook.addWorksheet(table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31))
      sheet.addRow(table.header).font = { bold: true }
      // A string is written as a text cell, never a formula (exceljs makes formulas only of
      // { formula } objects); counts are numbers.
      for (const row of table.rows) sheet.addRow(row)
      sheet.columns.forEach((column) => {
        column.width = 18
      })
    }
    const buffer = await workbook.xlsx.writeBuffer()
    return new Response(new Uint8Array(buffer as ArrayBuffer), {
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...disposition },
    })
  },
}
