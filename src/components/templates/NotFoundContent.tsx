import { getTranslations } from 'next-intl/server'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'
import { ErrorMessage } from './ErrorMessage'

/** The 404 page's text in the page's language: what happened and the way home. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="page-hero page-hero--error">
      <ErrorMessage code={404} title={t('title')} text={t('text')}>
        <p>
          <a className="button" href={routeKeyHref('home', locale)}>
            {t('home')}
          </a>
        </p>
      </ErrorMessage>
    </section>
  )
}
