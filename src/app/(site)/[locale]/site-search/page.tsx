import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SearchBox } from '@/features/search/components/SearchBox'
import { searchBoxTexts } from '@/features/search/components/search-texts'
import { SiteShell } from '@/components/shell/SiteShell'
import { type Locale, isLocale, locales } from '@/routing/locales'
import { searchHref } from '@/routing/search-paths'
import { searchSite } from '@/features/search/site-search'
import { clientKey } from '@/platform/server/client-ip'

/**
 * The site search (/hledat, /en/search, /de/suche; the proxy rewrites them here): a GET form whose
 * results the server renders, so it works without script; with script the form answers as the
 * visitor types (SearchBox). Rendered per request: the answer depends on the query.
 */
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  const languages = Object.fromEntries(locales.map((other) => [other, searchHref(other)]))
  // Result lists are not pages to index; their links are followed.
  return { title: t('title'), robots: { index: false, follow: true }, alternates: { canonical: searchHref(locale), languages } }
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const typed = firstValue((await searchParams).q)
  // A search sent by the form: a miss is counted for staff (src/features/search/misses.ts), listed once
  // visitors of several addresses asked it.
  const answer = await searchSite(locale, typed, { countFrom: clientKey({ headers: await headers() }) })
  const [t, texts] = await Promise.all([getTranslations({ locale, namespace: 'search' }), searchBoxTexts(locale)])
  // The language switcher keeps the query: names of procedures and doctors are often the same.
  const targets = Object.fromEntries(locales.map((other) => [other, searchHref(other, answer.query)])) as Record<Locale, string>
  return (
    <SiteShell locale={locale} switcherTargets={targets}>
      <div className="container search-page">
        <h1>{t('title')}</h1>
        <SearchBox locale={locale} action={searchHref(locale)} query={answer.query} results={answer.results} texts={texts} />
      </div>
    </SiteShell>
  )
}
