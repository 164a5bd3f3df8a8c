'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { tx } from '@/platform/cms/i18n'
import { listRowParams } from './list-query'

const texts = {
  button: tx('Exportovat do CSV', 'Export to CSV'),
  xlsx: tx('Exportovat do Excelu (XLSX)', 'Export to Excel (XLSX)'),
  hint: tx(
    'Stáhne poptávky odpovídající aktuálnímu filtru a hledání (bez fotografií), pro Excel.',
    'Downloads the inquiries matching the current filters and search (without photos), for Excel.',
  ),
  csvApostrophe: tx(
    "V CSV mají buňky začínající znakem + = - nebo @ z bezpečnostních důvodů na začátku apostrof (např. telefon '+420 …), aby je tabulkový program nespustil jako vzorec. Pro Excel doporučujeme XLSX, ten apostrof nemá.",
    "In the CSV, cells starting with + = - or @ get a leading apostrophe for safety (e.g. a phone '+420 …), so a spreadsheet program does not run them as a formula. For Excel, XLSX is recommended: it has no apostrophe.",
  ),
}

/**
 * Above the inquiries list: downloads the rows the list shows. It passes the list's own query
 * (filters, search, sort — kept in the URL by the list view) to the export endpoint; a client
 * component because the list changes that URL in the browser.
 */
export function ExportCsvButton() {
  const searchParams = useSearchParams()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const query = listRowParams(searchParams)
  const href = `${config.routes.api}/inquiries/export${query.size > 0 ? `?${query}` : ''}`
  const xlsxQuery = new URLSearchParams(query)
  xlsxQuery.set('format', 'xlsx')
  const xlsxHref = `${config.routes.api}/inquiries/export?${xlsxQuery}`
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)' }}>
        <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false}>
          {texts.button[language]}
        </Button>
        {/* Excel shows text cells as typed: phone numbers without the CSV's protective apostrophe. */}
        <Button el="anchor" url={xlsxHref} buttonStyle="secondary" size="small" margin={false}>
          {texts.xlsx[language]}
        </Button>
        <span style={{ color: 'var(--theme-elevation-500)' }}>{texts.hint[language]}</span>
      </div>
      <p style={{ color: 'var(--theme-elevation-650)', margin: 'calc(var(--base) / 2) 0 0', maxWidth: '60rem' }}>
        {texts.csvApostrophe[language]}
      </p>
    </div>
  )
}
