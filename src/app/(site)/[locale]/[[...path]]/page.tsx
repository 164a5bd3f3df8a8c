import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { SiteShell } from '@/components/shell/SiteShell'
import { JobOfferTemplate, PageTemplate, PersonTemplate, PostTemplate, ProcedureTemplate } from '@/components/templates/templates'
import { contactFacts, fillContactPlaceholders } from '@/content/contact-placeholders'
import { type DocumentOf, titleOf } from '@/content/documents'
import { resolvePage, switcherTargets } from '@/content/resolve'
import { getRouteTable } from '@/content/routes'
import { clinicNameOf, homeTitle, taglineOf } from '@/content/clinic-identity'
import { getSettings } from '@/content/site'
import { firstByLocale, isLocale, localeRegionTags } from '@/routing/locales'
import { siteUrl } from '@/routing/site-url'
import { buildsWithoutDatabase } from '@/platform/server/build-mode'
import { documentSeo } from '@/seo/document-seo'
import { socialImage } from '@/seo/social-image'
import { StructuredData } from '@/seo/StructuredData'

type Props = { params: Promise<{ locale: string; path?: string[] }> }

// Documents created in the admin after the build render on first request, then stay cached.
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  // The production build has no database (it is built once, before any instance runs): its pages
  // render on their first request instead. The demo prerenders every page from its own database.
  if (buildsWithoutDatabase()) return []
  if (!isLocale(params.locale)) return []
  const locale = params.locale
  const table = await getRouteTable()
  return table.entries.flatMap((entry) => {
    const path = entry.paths[locale]
    if (path === undefined) return []
    return [{ path: path ? path.split('/') : [] }]
  })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params
  if (!isLocale(locale)) return {}
  const page = await resolvePage(locale, path)
  if (!page) return {}
  const { entry, doc, hrefs } = page
  const isHome = entry.routeKey === 'home'
  // Texts staff write may name contact facts by placeholder ({telefon}, {hodiny}…): filled from Settings.
  const settings = await getSettings(locale)
  const facts = contactFacts(settings, locale)
  const name = clinicNameOf(settings)
  const seo = documentSeo(doc)
  // An SEO title is the whole <title>, without the clinic name the template adds.
  // The home page: the clinic's name and tagline (Settings → Identity), else the page's own title.
  const title = fillContactPlaceholders(seo.title, facts) ?? (isHome ? homeTitle(settings) : undefined) ?? titleOf(doc)
  const languages: Record<string, string> = { ...hrefs }
  languages['x-default'] = firstByLocale(hrefs) ?? '/'
  const canonical = seo.canonical ?? hrefs[locale]
  const description = fillContactPlaceholders(seo.description, facts) ?? undefined
  const card = socialImage(entry.template, doc, siteUrl(), name ?? taglineOf(settings) ?? titleOf(doc), settings.shareImage)
  // Settings' share image is read without the placeholder filling documents get: its alt may name the clinic.
  const image = card && { ...card, alt: fillContactPlaceholders(card.alt, facts) }
  // A preview (staff in draft mode) may show unpublished text: never indexed, never followed.
  const isPreview = (await draftMode()).isEnabled
  const robots = isPreview ? { index: false, follow: false } : seo.noindex ? { index: false, follow: true } : undefined
  return {
    title: seo.title !== undefined || isHome ? { absolute: title } : title,
    description,
    robots,
    alternates: { canonical, languages },
    openGraph: {
      type: entry.template === 'post' ? 'article' : 'website',
      url: canonical,
      title,
      description,
      locale: localeRegionTags[locale].replace('-', '_'),
      siteName: name,
      images: image ? [image] : undefined,
    },
    // No image anywhere (a new installation without a share image): the plain summary card.
    twitter: image
      ? { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] }
      : { card: 'summary', title, description },
  }
}

export default async function CatchAllPage({ params }: Props) {
  const { locale, path } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await resolvePage(locale, path)
  if (!page) notFound()
  const { entry, doc } = page
  return (
    <SiteShell locale={locale} entry={entry} switcherTargets={switcherTargets(entry)}>
      <StructuredData locale={locale} entry={entry} doc={doc} />
      {entry.template === 'page' && <PageTemplate doc={doc as DocumentOf['page']} locale={locale} />}
      {entry.template === 'procedure' && <ProcedureTemplate doc={doc as DocumentOf['procedure']} locale={locale} />}
      {entry.template === 'person' && <PersonTemplate doc={doc as DocumentOf['person']} locale={locale} />}
      {entry.template === 'post' && <PostTemplate doc={doc as DocumentOf['post']} locale={locale} />}
      {entry.template === 'jobOffer' && <JobOfferTemplate doc={doc as DocumentOf['jobOffer']} locale={locale} />}
    </SiteShell>
  )
}
