import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteShell } from '@/components/shell/SiteShell'
import { NotFoundContent } from '@/components/templates/NotFoundContent'
import { switcherTargets } from '@/content/resolve'
import { defaultLocale, isLocale } from '@/routing/locales'
import { missingPathHeader, missingPathWords } from '@/features/search/missing-path-words'

/**
 * The 404 page as a page of its own, so that it is in the HTML (Next renders the not-found.tsx of a
 * matched catch-all only into the RSC data, an empty page without JavaScript). The proxy rewrites
 * every address the site does not know here and marks the answer 404 (src/proxy.ts,
 * src/platform/server/status-override.mjs).
 */
type Props = { params: Promise<{ locale: string }> }

// Rendered on request, not at build: the production build has no database (src/platform/server/build-mode.ts),
// and a 404 answer is never cached anyway (src/platform/server/status-override.mjs).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: true } }
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} switcherTargets={switcherTargets(undefined)}>
      <NotFoundContent locale={locale} searchQuery={missingPathWords((await headers()).get(missingPathHeader))} />
    </SiteShell>
  )
}
