import { getLocale, getTranslations } from 'next-intl/server'
import { SiteShell } from '@/components/shell/SiteShell'
import { NotFoundContent } from '@/components/templates/NotFoundContent'
import { switcherTargets } from '@/content/resolve'
import { defaultLocale, isLocale } from '@/routing/locales'

/**
 * The language's 404 page after a client-side navigation to an unknown address (the router renders
 * it from the RSC data). A page load of an unknown address gets ../404/page.tsx from the proxy
 * instead, which is in the HTML.
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const site = await getTranslations({ locale, namespace: 'site' })
  return (
    <SiteShell locale={locale} switcherTargets={switcherTargets(undefined)}>
      <title>{`${t('title')} | ${site('name')}`}</title>
      <NotFoundContent locale={locale} />
    </SiteShell>
  )
}
