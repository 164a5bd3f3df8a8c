'use client'
import { useAllFormFields, useTranslation } from '@payloadcms/ui'
import { missingSettingsFacts } from './missing-facts'

/**
 * At the top of Settings: the facts the site shows that are not filled in yet, in the admin's
 * language (issue 25: a new installation starts without the demo's defaults, and pages leave out
 * what is not set, so staff need to see what is still missing). Follows the form as it is edited;
 * a localized field counts in the language being edited. Nothing is shown once all are set.
 */
export function MissingSettingsNote() {
  const { i18n } = useTranslation()
  const [fields] = useAllFormFields()
  const language = i18n.language === 'en' ? 'en' : 'cs'
  const missing = missingSettingsFacts((path) => fields[path]?.value)
  if (missing.length === 0) return null
  return (
    <div
      className="missing-settings-note"
      role="status"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-elevation-900)',
      }}
    >
      <strong>
        {language === 'cs' ? 'Ještě nevyplněno – web tyto údaje vynechává:' : 'Not filled in yet – the site leaves these out:'}
      </strong>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {missing.map((fact) => (
          <li key={fact.key}>
            {fact.label[language]} <span style={{ opacity: 0.75 }}>({fact.tab[language]})</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
