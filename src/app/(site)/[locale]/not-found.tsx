import { getLocale, getTranslations } from 'next-intl/server'
import { LoadAsPage } from '@/components/navigation/LoadAsPage'
import { NotFoundContent } from '@/components/templates/NotFoundContent'
import { clinicNameOf, titleWithName } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import { defaultLocale, isLocale } from '@/routing/locales'

/**
 * What the router shows for an unknown address reached by a client-side navigation: it loads the
 * address as a page, and the proxy answers with the language's full 404 page (../404/page.tsx).
 * Kept this small on purpose: Next puts this component into the RSC data of every page under the
 * layout, so the site's header and footer here would travel twice with each page. The text shows
 * for the moment of that load (and, with no header around it, if a page is removed between the
 * proxy's check and its render).
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const name = clinicNameOf(await getSettings(locale))
  return (
    <main id="main" tabIndex={-1}>
      <title>{titleWithName(t('title'), name)}</title>
      <NotFoundContent locale={locale} />
      <LoadAsPage />
    </main>
  )
}
