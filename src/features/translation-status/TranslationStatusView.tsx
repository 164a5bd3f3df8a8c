import { AdminViewFrame } from '@/platform/cms/admin-layout/AdminViewFrame'
import type { AdminViewServerProps } from 'payload'
import { isLocale, type Locale, locales } from '@/routing/locales'
import { SideScroll } from '@/platform/cms/admin-layout/SideScroll'
import { statusTexts as t } from './labels'
import { filterRows, type LanguageState, languageStates, stateLabels, translationStatus } from './status'

type Search = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isState = (value: unknown): value is LanguageState => languageStates.includes(value as LanguageState)

/**
 * The translation status (issue 30), a custom admin view at /admin/translation-status, rendered on
 * the server: a plain GET form (language, state) and a table, no client script. For all staff.
 */
export async function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n?.language === 'en' ? 'en' : 'cs'
  const l = (text: { cs: string; en: string }) => text[language]
  const search = (searchParams ?? {}) as Search
  const chosenLanguage = isLocale(one(search.lang)) ? (one(search.lang) as Locale) : undefined
  const chosenState = isState(one(search.state)) ? (one(search.state) as LanguageState) : undefined
  const admin = req.payload.config.routes.admin
  const rows = req.user ? filterRows(await translationStatus(req.payload), chosenLanguage, chosenState) : []
  const shownLocales = chosenLanguage ? [chosenLanguage] : locales
  return (
    <AdminViewFrame view={{ initPageResult, params, searchParams }} name="translation-status" title={l(t.title)} styles={styles}>
      <p>{l(t.intro)}</p>
      <form method="get" className="translation-status__filter">
        <label>
          {l(t.language)}{' '}
          <select name="lang" defaultValue={chosenLanguage ?? ''}>
            <option value="">{l(t.all)}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {l(t.languageNames[locale])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {l(t.state)}{' '}
          <select name="state" defaultValue={chosenState ?? ''}>
            <option value="">{l(t.anyState)}</option>
            {languageStates.map((state) => (
              <option key={state} value={state}>
                {l(stateLabels[state])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {l(t.show)}
        </button>
      </form>
      <p>
        {l(t.count)}: <span data-testid="translation-status-count">{rows.length}</span>
      </p>
      {rows.length === 0 ? (
        <p>{l(t.none)}</p>
      ) : (
        <SideScroll label={l(t.title)}>
          <table className="translation-status__table">
            <thead>
              <tr>
                <th scope="col">{l(t.type)}</th>
                <th scope="col">{l(t.name)}</th>
                {shownLocales.map((locale) => (
                  <th scope="col" key={locale}>
                    <abbr title={l(t.languageNames[locale])}>{locale.toUpperCase()}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.collection}-${row.id}`} data-collection={row.collection} data-id={row.id}>
                  <td>{l(row.label)}</td>
                  <th scope="row" lang="cs">
                    {row.name || l(t.noName)}
                  </th>
                  {shownLocales.map((locale) => (
                    <td key={locale} data-locale={locale} className={`translation-status__state--${row.states[locale]}`}>
                      <a href={`${admin}/collections/${row.collection}/${row.id}?locale=${locale}`}>
                        {l(stateLabels[row.states[locale]])}
                        <span className="translation-status__sr"> ({l(t.languageNames[locale])})</span>
                      </a>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </SideScroll>
      )}
    </AdminViewFrame>
  )
}

const styles = `
.translation-status__filter { display: flex; gap: 1rem; align-items: end; flex-wrap: wrap; margin: 1rem 0; }
.translation-status__filter select { margin-left: 0.25rem; padding: 0.25rem; }
/* Payload's .btn margins lifted the button above the selects (align-items: end); it sits after them. */
.translation-status__filter .btn { margin: 0; }
.translation-status__table { border-collapse: collapse; width: 100%; }
.translation-status__table th, .translation-status__table td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--theme-elevation-150); }
.translation-status__table tbody th { font-weight: normal; }
.translation-status__state--missing a, .translation-status__state--outdated a { color: var(--theme-error-600); font-weight: 600; }
.translation-status__state--draft a { color: var(--theme-warning-700); }
.translation-status__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`
