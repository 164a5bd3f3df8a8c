'use client'
import { useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { locales, nativeLocaleNames } from '@/routing/locales'
import { isPreviewCollection, previewHref } from './preview-url'

const languages = locales.map((code) => ({ code, name: nativeLocaleNames[code] }))

const text = {
  cs: {
    heading: 'Zobrazit na webu',
    hint: 'Otevře poslední uloženou verzi včetně konceptu – vidíte ji jen vy jako přihlášení; návštěvníci vidí zveřejněnou verzi.',
    editing: 'upravujete',
  },
  en: {
    heading: 'View on site',
    hint: 'Opens the last saved version, drafts included – only you see it while logged in; visitors see the published version.',
    editing: 'editing',
  },
}

/** Sidebar links that open this document on the public site, one per language. */
export function ViewOnSite() {
  const { id, collectionSlug } = useDocumentInfo()
  const { code: editedLocale } = useLocale()
  const { i18n } = useTranslation()
  if (id === undefined || id === null || !isPreviewCollection(collectionSlug)) return null
  const t = text[i18n.language === 'en' ? 'en' : 'cs']
  return (
    <div className="field-type view-on-site" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label" id="view-on-site-heading">
        {t.heading}
      </div>
      <ul
        aria-labelledby="view-on-site-heading"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}
      >
        {languages.map((language) => (
          <li key={language.code}>
            <a href={previewHref(collectionSlug, id, language.code)} target="_blank" rel="noopener" lang={language.code}>
              {language.name}
            </a>
            {language.code === editedLocale ? <span style={{ color: 'var(--theme-elevation-500)' }}> ({t.editing})</span> : null}
          </li>
        ))}
      </ul>
      <p className="field-description" style={{ marginTop: '0.25rem' }}>
        {t.hint}
      </p>
    </div>
  )
}
