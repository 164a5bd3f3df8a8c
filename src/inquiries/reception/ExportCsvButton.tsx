'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { tx } from '@/cms/i18n'
import { listRowParams } from './list-query'

const texts = {
  button: tx('Exportovat do CSV', 'Export to CSV'),
  xlsx: tx('Exportovat do Excelu (XLSX)', 'Export to Excel (XLSX)'),
  hint: tx(
    'Stáhne poptávky odpovídající aktuálnímu filtru a hledání (bez fotografií), pro Excel.',
    'Downloads the inquiries matching the current filters and search (without photos), for Excel.',
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
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false}>
        {texts.button[language]}
      </Button>
      {/* Excel shows text cells as typed: phone numbers without the CSV's protective apostrophe. */}
      <Button el="anchor" url={xlsxHref} buttonStyle="secondary" size="small" margin={false}>
        {texts.xlsx[language]}
      </Button>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{texts.hint[language]}</span>
    </div>
  )
}
