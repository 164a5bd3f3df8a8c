'use client'
import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** Adjectives for "the English/German alternative text" in the admin's two languages. */
const missingNote: Record<string, { cs: string; en: string }> = {
  en: { cs: 'Chybí anglický alternativní text – zobrazí se český.', en: 'No English alternative text – the Czech one will be shown.' },
  de: { cs: 'Chybí německý alternativní text – zobrazí se český.', en: 'No German alternative text – the Czech one will be shown.' },
}

/**
 * Under the alt field of an image edited in English or German: when the field is empty, says
 * that visitors get the Czech text, and quotes it (see src/cms/media/alt-text.ts).
 */
export function AltFallbackNote() {
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const { id } = useDocumentInfo()
  const value = useFormFields(([fields]) => fields.alt?.value)
  const [czech, setCzech] = useState<string | null>(null)
  const note = missingNote[locale]
  const empty = typeof value !== 'string' || value.trim() === ''

  useEffect(() => {
    if (!note || id === undefined || id === null) return
    const controller = new AbortController()
    fetch(`/api/media/${id}?locale=cs&fallback-locale=none&depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { alt?: string | null } | null) => setCzech(doc?.alt?.trim() || null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, note])

  if (!note || !empty) return null
  const language = i18n.language === 'en' ? 'en' : 'cs'
  return (
    <div
      className="alt-fallback-note"
      role="status"
      style={{
        marginTop: '0.5rem',
        padding: '0.5rem 0.75rem',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-elevation-900)',
      }}
    >
      <strong>{note[language]}</strong>
      {czech ? <div>{language === 'cs' ? `Český text: „${czech}“` : `Czech text: “${czech}”`}</div> : null}
    </div>
  )
}
