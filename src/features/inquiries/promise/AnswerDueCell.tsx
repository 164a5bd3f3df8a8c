import type { DefaultServerCellComponentProps } from 'payload'
import { promiseState } from './promise-deadline'
import { promiseStateText } from './promise-texts'

type Row = { createdAt?: string; status?: string | null; isSpam?: boolean | null }

const stateColors = { late: 'var(--theme-error-600)', 'due-today': 'var(--theme-warning-700)', upcoming: 'inherit' } as const

/**
 * The list's "Termín" column: where an unanswered inquiry stands against the promise, rendered on
 * the server when the list loads ("dnes", "po termínu 2 dny", "do 3. 12."); answered ones and spam
 * show a dash. The words carry the meaning; the colour only repeats it.
 */
export function AnswerDueCell({ rowData, i18n }: DefaultServerCellComponentProps) {
  const row = rowData as Row
  if (!row.createdAt || row.status !== 'new' || row.isSpam) return <span>–</span>
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const state = promiseState(row.createdAt)
  return (
    <span data-promise-state={state.state} style={{ color: stateColors[state.state], fontWeight: state.state === 'upcoming' ? 400 : 600 }}>
      {promiseStateText(state, language)}
    </span>
  )
}
