import { createHash } from 'node:crypto'
import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { passedSecondFactor } from '@/auth/second-factor/gate'
import { type AdminText, adminLanguage, tx } from '@/platform/cms/i18n'
import { decodeSheet, type ReadSheet, readSheet, SheetFileError, type SheetFormat, writeSheet } from './csv'
import type { PlannedRow, SheetDefinition } from './plan'
import { localRequestOf } from '@/platform/cms/endpoint-request'

/** A price list or FAQ is a few hundred kilobytes; anything far larger is not such a sheet. */
export const maxSheetBytes = 5 * 1024 * 1024

const noStore = { 'cache-control': 'no-store' }

const fileMessages = {
  forbidden: tx('Import a export mohou použít jen administrátoři a editoři.', 'Only administrators and editors may import and export.'),
  noFile: tx('Nebyl nahrán žádný soubor CSV.', 'No CSV file was uploaded.'),
  tooLarge: tx(`Soubor je větší než ${maxSheetBytes / 1024 / 1024} MB.`, `The file is larger than ${maxSheetBytes / 1024 / 1024} MB.`),
  empty: tx('Soubor je prázdný: chybí řádek se záhlavím sloupců.', 'The file is empty: the header row with the column names is missing.'),
  malformed: (line?: number) =>
    tx(
      `Soubor není platné CSV${line ? ` (řádek ${line})` : ''}: zkontrolujte uvozovky.`,
      `The file is not valid CSV${line ? ` (line ${line})` : ''}: check the quotation marks.`,
    ),
  duplicateColumn: (column?: string) => tx(`Sloupec ${column} je v záhlaví dvakrát.`, `The column ${column} appears twice in the header.`),
  columnCount: (row?: number) =>
    tx(`Řádek ${row} má víc buněk než záhlaví sloupců.`, `Row ${row} has more cells than the header has columns.`),
  badFormat: tx('Parametr format musí být excel nebo comma.', 'The format parameter must be excel or comma.'),
  stale: tx(
    'Obsah se od náhledu změnil (nebo jde o jiný soubor). Nahrajte soubor znovu a zkontrolujte nový náhled.',
    'The content has changed since the preview (or this is another file). Upload the file again and check the new preview.',
  ),
  hasErrors: tx(
    'Soubor má chybné řádky; opravte je a nahrajte ho znovu. Nic nebylo změněno.',
    'The file has rows with errors; fix them and upload it again. Nothing was changed.',
  ),
  failed: (row: number) =>
    tx(`Řádek ${row} se nepodařilo uložit; nic nebylo změněno.`, `Row ${row} could not be saved; nothing was changed.`),
}

type Language = 'cs' | 'en'

function errorAnswer(req: PayloadRequest, status: number, text: AdminText, extra: Record<string, unknown> = {}): Response {
  return Response.json({ errors: [{ message: text[adminLanguage(req)], ...extra }] }, { status, headers: noStore })
}

const mayUseSheets = (req: PayloadRequest) => {
  const role = (req.user as { role?: string } | null | undefined)?.role
  return (role === 'admin' || role === 'editor') && passedSecondFactor(req)
}

/**
 * The messages of a Payload error thrown while saving a row (its field errors, already in the
 * admin's language), each with the field's path and the language being saved (see `inLocale`).
 */
function saveErrorTexts(error: unknown): AdminText[] {
  const { data, sheetLocale } = error as { data?: { errors?: { message?: string; path?: string }[] }; sheetLocale?: string }
  const where = (path?: string) => [path, sheetLocale && `(${sheetLocale})`].filter(Boolean).join(' ')
  const fieldErrors = data?.errors?.filter((item) => item.message)
  const messages = fieldErrors?.length
    ? fieldErrors.map((item) => (where(item.path) ? `${where(item.path)}: ${item.message}` : String(item.message)))
    : [where() ? `${where()}: ${String((error as Error).message ?? error)}` : String((error as Error).message ?? error)]
  return messages.map((message) => tx(message, message))
}

/** The uploaded file (the request body: the CSV's bytes) as rows, or the 4xx answer naming what is wrong. */
async function readUpload(req: PayloadRequest, definition: SheetDefinition): Promise<ReadSheet | Response> {
  const body = req.arrayBuffer ? new Uint8Array(await req.arrayBuffer()) : new Uint8Array()
  if (body.byteLength === 0) return errorAnswer(req, 400, fileMessages.noFile)
  if (body.byteLength > maxSheetBytes) return errorAnswer(req, 413, fileMessages.tooLarge)
  let sheet: ReadSheet
  try {
    sheet = readSheet(decodeSheet(body))
  } catch (error) {
    if (!(error instanceof SheetFileError)) throw error
    const text =
      error.reason === 'empty'
        ? fileMessages.empty
        : error.reason === 'duplicateColumn'
          ? fileMessages.duplicateColumn(error.detail)
          : error.reason === 'columnCount'
            ? fileMessages.columnCount(error.line)
            : fileMessages.malformed(error.line)
    return errorAnswer(req, 400, text, error.line ? { row: error.line } : {})
  }
  const missing = definition.missingKeyColumns(sheet.columns)
  if (missing) return errorAnswer(req, 400, missing)
  return sheet
}

/** The preview's identity: the same file on the same content gives the same fingerprint. */
function fingerprintOf(rows: PlannedRow[]): string {
  const essence = rows.map(({ row, key, action, changes, errors }) => [row, key, action, changes, errors.length])
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex').slice(0, 32)
}

function rowAnswer(row: PlannedRow, language: Language) {
  return {
    row: row.row,
    key: row.key,
    title: row.title,
    action: row.action,
    changes: row.changes,
    errors: row.errors.map((text) => text[language]),
    notices: row.notices.map((text) => text[language]),
  }
}

function counts(rows: PlannedRow[]) {
  return {
    created: rows.filter((row) => row.action === 'created').length,
    changed: rows.filter((row) => row.action === 'changed').length,
    unchanged: rows.filter((row) => row.action === 'unchanged').length,
    error: rows.filter((row) => row.action === 'error').length,
  }
}

/**
 * Saves each row that would write in its own transaction, always rolled back: the preview then
 * also shows what only saving finds (a slug another page has, a field rule). Payload rolls back a
 * failed operation's transaction itself, so one transaction per row keeps the next rows checked.
 */
async function trySaving(req: PayloadRequest, definition: SheetDefinition, rows: PlannedRow[]): Promise<PlannedRow[]> {
  const checked: PlannedRow[] = []
  for (const row of rows) {
    if (!row.write) {
      checked.push(row)
      continue
    }
    await initTransaction(req)
    try {
      await definition.apply(req, row.write)
      checked.push(row)
    } catch (error) {
      checked.push({ ...row, action: 'error', errors: saveErrorTexts(error), write: undefined })
    } finally {
      await killTransaction(req)
    }
  }
  return checked
}

/**
 * The three endpoints of one collection's spreadsheet, for admins and editors (who maintain
 * procedures and FAQ); all writes go through the Local API with the user's own access.
 * - GET  …/sheet?format=excel|comma  the CSV of every document;
 * - POST …/sheet/preview             (body: the CSV) what importing it would do, row by row;
 * - POST …/sheet/apply?fingerprint=  the same file again: applies it in one transaction, only if
 *   the plan is still the previewed one and has no errors.
 */
export function sheetEndpoints(definition: SheetDefinition): Endpoint[] {
  return [
    {
      path: '/sheet',
      method: 'get',
      handler: async (req) => {
        if (!mayUseSheets(req)) return errorAnswer(req, 403, fileMessages.forbidden)
        const format = (req.searchParams?.get('format') ?? 'excel') as SheetFormat
        if (format !== 'excel' && format !== 'comma') return errorAnswer(req, 400, fileMessages.badFormat, { field: 'format' })
        const language = adminLanguage(req)
        const rows = await definition.exportRows(req, format)
        const date = new Date().toISOString().slice(0, 10)
        return new Response(writeSheet(rows, format), {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${definition.fileName[language]}-${date}${format === 'comma' ? '-comma' : ''}.csv"`,
            ...noStore,
          },
        })
      },
    },
    {
      path: '/sheet/preview',
      method: 'post',
      handler: async (req) => {
        if (!mayUseSheets(req)) return errorAnswer(req, 403, fileMessages.forbidden)
        const sheet = await readUpload(req, definition)
        if (sheet instanceof Response) return sheet
        const planned = await definition.plan(req, sheet)
        const fingerprint = fingerprintOf(planned)
        const rows = await trySaving(await localRequestOf(req), definition, planned)
        const language = adminLanguage(req)
        return Response.json(
          {
            format: sheet.format,
            unknownColumns: sheet.columns.filter((column) => !definition.isKnownColumn(column)),
            counts: counts(rows),
            fingerprint,
            rows: rows.map((row) => rowAnswer(row, language)),
          },
          { headers: noStore },
        )
      },
    },
    {
      path: '/sheet/apply',
      method: 'post',
      handler: async (req) => {
        if (!mayUseSheets(req)) return errorAnswer(req, 403, fileMessages.forbidden)
        const sheet = await readUpload(req, definition)
        if (sheet instanceof Response) return sheet
        const planned = await definition.plan(req, sheet)
        if (req.searchParams?.get('fingerprint') !== fingerprintOf(planned))
          return errorAnswer(req, 409, fileMessages.stale, { field: 'fingerprint' })
        const language = adminLanguage(req)
        const wrong = planned.filter((row) => row.action === 'error')
        if (wrong.length > 0)
          return Response.json(
            { errors: [{ message: fileMessages.hasErrors[language] }], rows: wrong.map((row) => rowAnswer(row, language)) },
            { status: 422, headers: noStore },
          )
        // All or nothing: one transaction for every row; a failed row rolls it all back.
        const saving = await localRequestOf(req)
        const ownTransaction = await initTransaction(saving)
        let current: PlannedRow | undefined
        try {
          for (const row of planned) {
            current = row
            if (row.write) await definition.apply(saving, row.write)
          }
          if (ownTransaction) await commitTransaction(saving)
        } catch (error) {
          await killTransaction(saving)
          if (!current) throw error
          const failed = { ...current, action: 'error' as const, errors: saveErrorTexts(error) }
          return Response.json(
            { errors: [{ message: fileMessages.failed(current.row)[language], row: current.row }], rows: [rowAnswer(failed, language)] },
            { status: 422, headers: noStore },
          )
        }
        return Response.json({ applied: true, counts: counts(planned) }, { headers: noStore })
      },
    },
  ]
}
