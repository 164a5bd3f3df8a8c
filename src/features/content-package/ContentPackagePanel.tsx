'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'
import { type AdminText, tx } from '@/platform/cms/i18n'
import type { ReportAnswer } from './admin-texts'

type Language = 'cs' | 'en'

const texts = {
  intro: tx(
    'Přenese veřejný obsah webu (stránky, zákroky, články, tým, obrázky a dokumenty, nastavení) mezi testovacím a ostrým webem. Poptávky a účty se nepřenášejí.',
    'Moves the public content of the site (pages, procedures, posts, team, images and documents, settings) between staging and production. Inquiries and accounts are not moved.',
  ),
  exportHeading: tx('Export', 'Export'),
  exportLink: tx('Stáhnout balíček obsahu (.tar.gz)', 'Download the content package (.tar.gz)'),
  importHeading: tx('Import', 'Import'),
  file: tx('Soubor balíčku (.tar.gz)', 'Package file (.tar.gz)'),
  check: tx('Zkontrolovat balíček', 'Check the package'),
  checking: tx('Kontroluje se…', 'Checking…'),
  dryRunHeading: tx('Kontrola nanečisto: zatím se nic nezměnilo', 'Dry run: nothing has changed yet'),
  confirm: tx('Importovat', 'Import'),
  cancel: tx('Zrušit', 'Cancel'),
  running: (written: number, toWrite: number) =>
    tx(
      `Import běží: zapsáno ${written} z ${toWrite}. Nezavírejte stránku.`,
      `Importing: ${written} of ${toWrite} written. Keep this page open.`,
    ),
  doneHeading: tx('Import je hotový', 'The import is done'),
  failedHeading: tx('Balíček nebyl importován', 'The package was not imported'),
  network: tx('Server neodpověděl; zkuste to znovu. Nic nebylo změněno.', 'The server did not answer; try again. Nothing was changed.'),
  caption: tx('Co import udělá po sbírkách', 'What the import does, by collection'),
  colCollection: tx('Sbírka', 'Collection'),
  colCreated: tx('Nové', 'New'),
  colChanged: tx('Změněné', 'Changed'),
  colUnchanged: tx('Beze změny', 'Unchanged'),
  colLeftAlone: tx('Jen v databázi (zůstanou)', 'Only in the database (kept)'),
  globals: tx('Nastavení a úvodní stránka', 'Settings and home page'),
  outcome: { created: tx('nové', 'new'), changed: tx('změní se', 'changes'), unchanged: tx('beze změny', 'unchanged') } satisfies Record<
    ReportAnswer['globals'][number]['outcome'],
    AdminText
  >,
  summary: (report: ReportAnswer) =>
    tx(
      `Dokumentů v balíčku: ${report.documents}${report.dryRun ? '' : `, nahraných souborů: ${report.filesUploaded}`}, ${report.seconds.toFixed(1)} s.`,
      `Documents in the package: ${report.documents}${report.dryRun ? '' : `, files uploaded: ${report.filesUploaded}`}, ${report.seconds.toFixed(1)} s.`,
    ),
}

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'checked'; report: ReportAnswer }
  | { step: 'running'; written: number; toWrite: number }
  | { step: 'done'; report: ReportAnswer }
  | { step: 'failed'; message: string }

type Line =
  | { type: 'progress'; written: number; toWrite: number }
  | { type: 'done'; report: ReportAnswer }
  | { type: 'error'; message: string }

function ReportTable({ report, language }: { report: ReportAnswer; language: Language }) {
  return (
    <>
      <div style={{ overflowX: 'auto' }}>
        <table className="table" style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <caption style={{ textAlign: 'left' }}>{texts.caption[language]}</caption>
          <thead>
            <tr>
              {[texts.colCollection, texts.colCreated, texts.colChanged, texts.colUnchanged, texts.colLeftAlone].map((column) => (
                <th key={column.cs} scope="col" style={{ textAlign: 'left', padding: '0.25rem 0.75rem 0.25rem 0' }}>
                  {column[language]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.collections.map((row) => (
              <tr key={row.slug}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '0.25rem 0.75rem 0.25rem 0' }}>
                  {row.label}
                </th>
                <td>{row.created}</td>
                <td>{row.changed}</td>
                <td>{row.unchanged}</td>
                <td>{row.leftAlone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.globals.length ? (
        <p>
          {texts.globals[language]}:{' '}
          {report.globals.map((global) => `${global.label} (${texts.outcome[global.outcome][language]})`).join(', ')}
        </p>
      ) : null}
      <p>{texts.summary(report)[language]}</p>
    </>
  )
}

/**
 * The content package view's controls (ContentPackageView.tsx): the export is a plain download
 * link; an upload is checked first (the dry run's report, nothing written), then imported once
 * the administrator confirms, its progress read from the import's own response as JSON lines.
 */
export function ContentPackagePanel({ language }: { language: Language }) {
  const { config } = useConfig()
  const api = `${config.routes.api}/content-package`
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [state, setState] = useState<State>({ step: 'idle' })
  const result = useRef<HTMLHeadingElement>(null)
  const focusResult = () => requestAnimationFrame(() => result.current?.focus())

  const failed = (message: string) => {
    setState({ step: 'failed', message })
    focusResult()
  }
  const errorOf = async (response: Response) =>
    ((await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? texts.network[language]

  async function onCheck(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return
    setState({ step: 'checking' })
    try {
      const response = await fetch(`${api}/check`, { method: 'POST', body: file, credentials: 'include' })
      if (!response.ok) return failed(await errorOf(response))
      setState({ step: 'checked', report: (await response.json()) as ReportAnswer })
      focusResult()
    } catch {
      failed(texts.network[language])
    }
  }

  async function onImport() {
    if (!file) return
    setState({ step: 'running', written: 0, toWrite: 0 })
    try {
      const response = await fetch(`${api}/import`, { method: 'POST', body: file, credentials: 'include' })
      if (!response.ok || !response.body) return failed(await errorOf(response))
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffered = ''
      let finished = false
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += chunk.value
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const text of lines.filter(Boolean)) {
          const line = JSON.parse(text) as Line
          if (line.type === 'progress') setState({ step: 'running', written: line.written, toWrite: line.toWrite })
          else if (line.type === 'done') {
            finished = true
            setState({ step: 'done', report: line.report })
            focusResult()
          } else {
            finished = true
            failed(line.message)
          }
        }
      }
      if (!finished) failed(texts.network[language])
    } catch {
      failed(texts.network[language])
    }
  }

  const busy = state.step === 'checking' || state.step === 'running'
  return (
    <div className="content-package" style={{ maxWidth: '60rem' }}>
      <p>{texts.intro[language]}</p>
      <h2 style={{ fontSize: '1.1rem' }}>{texts.exportHeading[language]}</h2>
      <p>
        <a href={`${api}/export`} download>
          {texts.exportLink[language]}
        </a>
      </p>
      <h2 style={{ fontSize: '1.1rem' }}>{texts.importHeading[language]}</h2>
      <form onSubmit={onCheck} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)' }}>
        <label htmlFor={fileId}>{texts.file[language]}</label>
        <input
          id={fileId}
          type="file"
          accept=".tar.gz,.tgz,application/gzip"
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setState({ step: 'idle' })
          }}
        />
        <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={!file || busy}>
          {state.step === 'checking' ? texts.checking[language] : texts.check[language]}
        </Button>
      </form>
      <div aria-live="polite" style={{ marginTop: 'var(--base)' }}>
        {state.step === 'checked' ? (
          <div>
            <h3 ref={result} tabIndex={-1}>
              {texts.dryRunHeading[language]}
            </h3>
            <ReportTable report={state.report} language={language} />
            <div style={{ display: 'flex', gap: 'var(--base)' }}>
              <Button buttonStyle="primary" size="small" margin={false} onClick={onImport}>
                {texts.confirm[language]}
              </Button>
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setState({ step: 'idle' })}>
                {texts.cancel[language]}
              </Button>
            </div>
          </div>
        ) : null}
        {state.step === 'running' ? (
          <p role="status">
            <progress value={state.written} max={Math.max(state.toWrite, 1)} style={{ marginRight: '0.5rem' }} />
            {texts.running(state.written, state.toWrite)[language]}
          </p>
        ) : null}
        {state.step === 'done' ? (
          <div>
            <h3 ref={result} tabIndex={-1} role="status">
              {texts.doneHeading[language]}
            </h3>
            <ReportTable report={state.report} language={language} />
          </div>
        ) : null}
        {state.step === 'failed' ? (
          <div role="alert">
            <h3 ref={result} tabIndex={-1}>
              {texts.failedHeading[language]}
            </h3>
            <p style={{ overflowWrap: 'anywhere' }}>{state.message}</p>
          </div>
        ) : null}
      </div>
    </div>
  )
}
