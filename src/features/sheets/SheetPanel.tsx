'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { type AdminText, tx } from '@/platform/cms/i18n'

type Change = { column: string; old: string; new: string }
type Row = {
  row: number
  key: string
  title: string
  action: 'created' | 'changed' | 'unchanged' | 'error'
  changes: Change[]
  errors: string[]
  notices: string[]
}
type Counts = { created: number; changed: number; unchanged: number; error: number }
type Preview = { format: string; unknownColumns: string[]; counts: Counts; fingerprint: string; rows: Row[] }
type Failure = { message: string; rows?: Row[] }

const texts = {
  heading: tx('Tabulka (CSV)', 'Spreadsheet (CSV)'),
  exportExcel: tx('Stáhnout pro Excel (CSV se středníky)', 'Download for Excel (semicolon CSV)'),
  exportComma: tx('Stáhnout CSV s čárkami (LibreOffice)', 'Download comma CSV (LibreOffice)'),
  file: tx('Soubor CSV k importu', 'CSV file to import'),
  preview: tx('Zobrazit náhled změn', 'Preview the changes'),
  previewHeading: tx('Náhled importu: zatím se nic nezměnilo', 'Import preview: nothing has changed yet'),
  summary: (counts: Counts) =>
    tx(
      `Nové: ${counts.created}, změněné: ${counts.changed}, beze změny: ${counts.unchanged}, s chybou: ${counts.error}.`,
      `New: ${counts.created}, changed: ${counts.changed}, unchanged: ${counts.unchanged}, with errors: ${counts.error}.`,
    ),
  unknownColumns: (columns: string[]) =>
    tx(`Neznámé sloupce (nebudou importovány): ${columns.join(', ')}`, `Unknown columns (not imported): ${columns.join(', ')}`),
  fixErrors: tx('Opravte chybné řádky v souboru a nahrajte ho znovu.', 'Fix the rows with errors in the file and upload it again.'),
  apply: tx('Použít změny', 'Apply the changes'),
  cancel: tx('Zrušit', 'Cancel'),
  applied: (counts: Counts) =>
    tx(
      `Import je hotový: ${counts.created} nových, ${counts.changed} změněných.`,
      `Import done: ${counts.created} created, ${counts.changed} changed.`,
    ),
  nothingToApply: tx('Soubor nic nemění.', 'The file changes nothing.'),
  failedHeading: tx('Import se nepodařil', 'The import failed'),
  network: tx('Server neodpověděl; zkuste to znovu.', 'The server did not answer; try again.'),
  caption: tx('Změny po řádcích souboru', 'Changes by row of the file'),
  colRow: tx('Řádek', 'Row'),
  colDocument: tx('Záznam', 'Record'),
  colResult: tx('Výsledek', 'Result'),
  colDetails: tx('Podrobnosti', 'Details'),
  actions: {
    created: tx('nový', 'created'),
    changed: tx('změněný', 'changed'),
    unchanged: tx('beze změny', 'unchanged'),
    error: tx('chyba', 'error'),
  } satisfies Record<Row['action'], AdminText>,
  empty: tx('(prázdné)', '(empty)'),
}

function RowsTable({ rows, language }: { rows: Row[]; language: 'cs' | 'en' }) {
  const show = (value: string) => (value === '' ? texts.empty[language] : value)
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginBlock: 'var(--base)' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>{texts.caption[language]}</caption>
      <thead>
        <tr>
          {[texts.colRow, texts.colDocument, texts.colResult, texts.colDetails].map((header) => (
            <th key={header.en} scope="col" style={{ textAlign: 'start', borderBottom: '1px solid var(--theme-elevation-150)' }}>
              {header[language]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row} data-action={row.action} style={{ verticalAlign: 'top', borderBottom: '1px solid var(--theme-elevation-100)' }}>
            <td>{row.row}</td>
            <td>
              {row.title}
              {row.key && row.key !== row.title ? <span style={{ color: 'var(--theme-elevation-800)' }}> ({row.key})</span> : null}
            </td>
            <td style={row.action === 'error' ? { color: 'var(--theme-error-750)', fontWeight: 600 } : undefined}>
              {texts.actions[row.action][language]}
            </td>
            <td>
              {row.errors.length > 0 ? (
                <ul style={{ color: 'var(--theme-error-750)', margin: 0 }}>
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
              {row.changes.length > 0 ? (
                <ul style={{ margin: 0 }}>
                  {row.changes.map((change) => (
                    <li key={change.column}>
                      <code>{change.column}</code>: {show(change.old)} → {show(change.new)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {row.notices.map((notice) => (
                <p key={notice} style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
                  {notice}
                </p>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Above the procedures and FAQ lists: download the collection as CSV, and import an edited file —
 * first a preview of every row's changes (nothing is written), then, once staff confirm, all of it
 * in one transaction. A client component: the preview and the confirmation happen in the browser.
 */
export function SheetPanel({ collection, note }: { collection: string; note: AdminText }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const fileId = useId()
  const noteId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [done, setDone] = useState<Counts | null>(null)
  const [busy, setBusy] = useState(false)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const base = `${config.routes.api}/${collection}/sheet`

  // Each answer moves the focus to its heading once rendered, so keyboard and screen-reader users land on it.
  const [answered, setAnswered] = useState(0)
  const focusResult = () => setAnswered((count) => count + 1)
  useEffect(() => {
    if (answered > 0) resultHeading.current?.focus()
  }, [answered])

  async function send(url: string): Promise<{ ok: boolean; body: Record<string, unknown> } | null> {
    if (!file) return null
    setBusy(true)
    try {
      const response = await fetch(url, { method: 'POST', body: file, headers: { 'content-type': 'text/csv' }, credentials: 'include' })
      return { ok: response.ok, body: (await response.json()) as Record<string, unknown> }
    } catch {
      setFailure({ message: texts.network[language] })
      focusResult()
      return null
    } finally {
      setBusy(false)
    }
  }

  const failureOf = (body: Record<string, unknown>): Failure => ({
    message: ((body.errors as { message?: string }[] | undefined)?.[0]?.message as string) ?? texts.network[language],
    rows: body.rows as Row[] | undefined,
  })

  async function onPreview(event: React.FormEvent) {
    event.preventDefault()
    setPreview(null)
    setFailure(null)
    setDone(null)
    const answer = await send(`${base}/preview`)
    if (!answer) return
    if (answer.ok) setPreview(answer.body as unknown as Preview)
    else setFailure(failureOf(answer.body))
    focusResult()
  }

  async function onApply() {
    if (!preview) return
    const answer = await send(`${base}/apply?fingerprint=${encodeURIComponent(preview.fingerprint)}`)
    if (!answer) return
    setPreview(null)
    if (answer.ok) {
      setDone((answer.body as { counts: Counts }).counts)
      router.refresh()
    } else setFailure(failureOf(answer.body))
    focusResult()
  }

  const hasErrors = Boolean(preview && preview.counts.error > 0)
  const hasChanges = Boolean(preview && preview.counts.created + preview.counts.changed > 0)

  return (
    <section className="sheet-panel" aria-labelledby={`${fileId}-heading`} style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id={`${fileId}-heading`} style={{ fontSize: '1.1rem', marginBottom: 'calc(var(--base) / 2)' }}>
        {texts.heading[language]}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
        <Button el="anchor" url={`${base}?format=excel`} buttonStyle="secondary" size="small" margin={false}>
          {texts.exportExcel[language]}
        </Button>
        <Button el="anchor" url={`${base}?format=comma`} buttonStyle="secondary" size="small" margin={false}>
          {texts.exportComma[language]}
        </Button>
      </div>
      <form onSubmit={onPreview} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)' }}>
        <label htmlFor={fileId}>{texts.file[language]}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={noteId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setPreview(null)
            setDone(null)
            setFailure(null)
          }}
        />
        <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={!file || busy}>
          {texts.preview[language]}
        </Button>
      </form>
      <p id={noteId} style={{ color: 'var(--theme-elevation-800)', maxWidth: '60rem' }}>
        {note[language]}
      </p>

      <div aria-live="polite">
        {preview ? (
          <div>
            <h3 ref={resultHeading} tabIndex={-1}>
              {texts.previewHeading[language]}
            </h3>
            <p>{texts.summary(preview.counts)[language]}</p>
            {preview.unknownColumns.length > 0 ? <p>{texts.unknownColumns(preview.unknownColumns)[language]}</p> : null}
            <RowsTable rows={preview.rows} language={language} />
            {hasErrors ? <p style={{ color: 'var(--theme-error-750)' }}>{texts.fixErrors[language]}</p> : null}
            {!hasChanges && !hasErrors ? <p>{texts.nothingToApply[language]}</p> : null}
            <div style={{ display: 'flex', gap: 'var(--base)' }}>
              <Button buttonStyle="primary" size="small" margin={false} disabled={hasErrors || !hasChanges || busy} onClick={onApply}>
                {texts.apply[language]}
              </Button>
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setPreview(null)}>
                {texts.cancel[language]}
              </Button>
            </div>
          </div>
        ) : null}
        {done ? (
          <h3 ref={resultHeading} tabIndex={-1} role="status">
            {texts.applied(done)[language]}
          </h3>
        ) : null}
        {failure ? (
          <div role="alert">
            <h3 ref={resultHeading} tabIndex={-1}>
              {texts.failedHeading[language]}
            </h3>
            <p>{failure.message}</p>
            {failure.rows?.length ? <RowsTable rows={failure.rows} language={language} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
