import './PageHero.css'
import { getTranslations } from 'next-intl/server'
import { routeKeyHref } from '@/content/resolve'
import type { Locale } from '@/routing/locales'

/** The 404 page's text in the page's language: what happened and the way home. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="page-hero page-hero--error">
      <div className="container">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          <a className="button" href={routeKeyHref('home', locale)}>
            {t('home')}
          </a>
        </p>
      </div>
    </section>
  )
}
