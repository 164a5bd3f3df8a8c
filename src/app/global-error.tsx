'use client'

import { usePathname } from 'next/navigation'
import type { CSSProperties } from 'react'
import { outageLocaleOf, outageTexts } from '@/platform/server/outage-page.mjs'

/**
 * Shown when even a page's layout cannot render — its settings cannot be read because the database
 * is down — where Next would answer a bare English "Application error". Nothing of the layout is
 * there (its styles, translations, the clinic's name), so this page has its own few words in the
 * three languages (the server's outage page, src/platform/server/outage-page.mjs, says the same without
 * JavaScript) and picks the one of the address.
 */
const page: CSSProperties = {
  margin: 0,
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '1.5rem',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  color: '#1f2933',
  background: '#f7f5f2',
  lineHeight: 1.5,
}
const button: CSSProperties = {
  display: 'inline-block',
  padding: '0.75rem 1.25rem',
  borderRadius: '0.5rem',
  background: '#1f4e5f',
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 600,
}

export default function GlobalError() {
  const pathname = usePathname() ?? '/'
  const locale = outageLocaleOf(pathname) as keyof typeof outageTexts
  const t = outageTexts[locale]
  return (
    <html lang={locale}>
      <body style={page}>
        <title>{t.title}</title>
        <main style={{ maxWidth: '34rem' }}>
          <h1 style={{ fontSize: '1.75rem', lineHeight: 1.25, margin: '0 0 1rem' }}>{t.title}</h1>
          <p style={{ margin: '0 0 1.5rem' }}>{t.text}</p>
          {/* A link, not a button: it reloads the page with JavaScript off as well. */}
          <a href={pathname} style={button}>
            {t.retry}
          </a>
        </main>
      </body>
    </html>
  )
}
