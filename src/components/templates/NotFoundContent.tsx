import { getTranslations } from 'next-intl/server'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { searchHref } from '@/routing/search-paths'
import { SearchForm } from '@/features/search/components/SearchForm'
import { ErrorMessage } from './ErrorMessage'

/**
 * The 404 page's text in the page's language: what happened, the way home and, on the full 404
 * page, a search prefilled with the missing address's words.
 */
export async function NotFoundContent({ locale, searchQuery }: { locale: Locale; searchQuery?: string }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const s = searchQuery === undefined ? undefined : await getTranslations({ locale, namespace: 'search' })
  return (
    <section className="page-hero page-hero--error">
      <ErrorMessage code={404} title={t('title')} text={t('text')}>
        {s && searchQuery !== undefined ? (
          <div className="not-found-search">
            <SearchForm action={searchHref(locale)} query={searchQuery} label={s('notFoundLabel')} submit={s('submit')} />
          </div>
        ) : null}
        <p>
          <a className="button" href={routeKeyHref('home', locale)}>
            {t('home')}
          </a>
        </p>
      </ErrorMessage>
    </section>
  )
}
