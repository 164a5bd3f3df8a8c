import { getLocale, getTranslations } from 'next-intl/server'
import { SiteShell } from '@/components/shell/SiteShell'
import { ErrorMessage } from '@/components/templates/ErrorMessage'
import { routeKeyHref, switcherTargets } from '@/content/resolve'
import { defaultLocale, isLocale } from '@/routing/locales'

/** The language's 404 page: rendered with status 404 for any path the route table does not know. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const site = await getTranslations({ locale, namespace: 'site' })
  return (
    <SiteShell locale={locale} switcherTargets={switcherTargets(undefined)}>
      <title>{`${t('title')} | ${site('name')}`}</title>
      <section className="page-hero page-hero--error">
        <ErrorMessage code={404} title={t('title')} text={t('text')}>
          <p>
            <a className="button" href={routeKeyHref('home', locale)}>
              {t('home')}
            </a>
          </p>
        </ErrorMessage>
      </section>
    </SiteShell>
  )
}
