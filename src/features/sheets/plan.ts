import type { PayloadRequest } from 'payload'
import type { AdminText } from '@/platform/cms/i18n'
import { notATranslationSave } from '@/features/translation-status/stamps'
import type { ReadSheet, SheetFormat } from './csv'

/** One changed cell of a row: its column, the value now stored and the one the file brings. */
export type FieldChange = { column: string; old: string; new: string }

export type RowAction = 'created' | 'changed' | 'unchanged' | 'error'

/** What importing one row of the file does, as the preview shows it. */
export type PlannedRow<Write = unknown> = {
  row: number
  /** The document's stable key (its id) or, for a new one, what names it in the file. */
  key: string
  title: string
  action: RowAction
  changes: FieldChange[]
  errors: AdminText[]
  notices: AdminText[]
  /** What `apply` writes; absent for unchanged and error rows. */
  write?: Write
}

/** One collection's spreadsheet: its columns out, and the plan and the writes of a file coming in. */
export interface SheetDefinition<Write = unknown> {
  collection: 'procedures' | 'faq-topics'
  /** File name without date and extension, per admin language. */
  fileName: AdminText
  /** What the import does with drafts and missing rows, shown above the upload field. */
  importNote: AdminText
  exportRows(req: PayloadRequest, format: SheetFormat): Promise<string[][]>
  /** The columns the file may have; others are reported and left alone. */
  isKnownColumn(column: string): boolean
  /** A file error (a text) when the file lacks the columns that identify its rows. */
  missingKeyColumns(columns: string[]): AdminText | undefined
  plan(req: PayloadRequest, sheet: ReadSheet): Promise<PlannedRow<Write>[]>
  /** Writes one planned row through the Local API with the request's user and transaction. */
  apply(req: PayloadRequest, write: Write): Promise<void>
}

/** Runs one save of a row in one language; an error it throws carries that language for the row's message. */
export async function inLocale<T>(locale: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { sheetLocale: locale })
    throw error
  }
}

/**
 * The Local API options of a sheet's saves: the user's own access, the request's transaction, and
 * no translation counted as checked (a row's save in a language carries its prices or rows, not a
 * translation someone checked; see the translation status).
 */
export const sheetSaveOptions = (req: PayloadRequest) =>
  ({ depth: 0, overrideAccess: false, user: req.user, req, context: notATranslationSave }) as const
