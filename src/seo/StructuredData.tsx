import 'server-only'
import type { JobOffer, Page, Person, Post, Procedure } from '@/payload-types'
import { getFaqTopics } from '@/content/collections'
import { clinicNameOf } from '@/content/clinic-identity'
import { contactFacts, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { type DocumentOf, getDocument, titleOf } from '@/content/documents'
import { listedDocuments, listingRouteKeyOf } from '@/content/listings'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import { getRouteTable } from '@/content/routes'
import { getSettings } from '@/content/site'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/url-paths'
import type { RouteKey } from '@/routing/fixed-paths'
import { findRouteKeyEntry, hrefsOf, type RouteEntry } from '@/routing/route-table'
import { siteUrl } from '@/routing/site-url'
import { JsonLd } from './JsonLd'
import { siteLogoUrl, siteShareImageUrl } from './social-image'
import type { Crumb, JsonLdNode, SiteContext } from './structured-data'
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  clinicJsonLd,
  faqEntries,
  faqPageJsonLd,
  itemListJsonLd,
  jobPostingJsonLd,
  physicianJsonLd,
  procedureJsonLd,
  websiteJsonLd,
} from './structured-data'

type Props = { locale: Locale; entry: RouteEntry; doc: DocumentOf[Template] }

async function fixedPageCrumb(routeKey: RouteKey, locale: Locale, origin: string): Promise<Crumb | undefined> {
  const entry = findRouteKeyEntry(await getRouteTable(), routeKey)
  const page = entry ? await getDocument('page', entry.id, locale) : null
  return page?.title ? { name: page.title, url: absoluteUrl(routeKeyHref(routeKey, locale), origin) } : undefined
}

/** The published documents a listing page shows, in the page's order, with their URLs here. */
async function listingItems(routeKey: RouteKey, locale: Locale, origin: string): Promise<Crumb[]> {
  const documents = await listedDocuments(routeKey, locale)
  return documents.map(({ name, href }) => ({ name, url: absoluteUrl(href, origin) }))
}

async function authorOf(post: Post, locale: Locale, origin: string) {
  const author = post.author
  if (!author || typeof author !== 'object') return undefined
  const href = await hrefOf('person', author.id, locale)
  return { name: author.name, url: href ? absoluteUrl(href, origin) : undefined, jobTitle: author.position }
}

/** Every schema.org node of one page, from the same documents the page renders. */
export async function structuredDataFor({ locale, entry, doc }: Props): Promise<JsonLdNode[]> {
  const origin = siteUrl()
  const settings = await getSettings(locale)
  const site: SiteContext = {
    origin,
    locale,
    homeUrl: absoluteUrl(routeKeyHref('home', locale), origin),
    clinicName: clinicNameOf(settings),
    logoUrl: siteLogoUrl(settings.logo, origin),
    shareImageUrl: siteShareImageUrl(settings.shareImage, origin),
  }
  const href = hrefsOf(entry)[locale]
  const url = href ? absoluteUrl(href, origin) : site.homeUrl
  const nodes: JsonLdNode[] = [clinicJsonLd(settings, site)]

  if (entry.routeKey === 'home') {
    nodes.push(websiteJsonLd(site, doc.metaDesc))
    return nodes
  }

  const parent = listingRouteKeyOf(entry.template)
  const parentCrumb = parent ? await fixedPageCrumb(parent, locale, origin) : undefined
  // The home page's crumb is named after the clinic; without a name set the trail starts below it.
  const crumbs = [
    ...(site.clinicName ? [{ name: site.clinicName, url: site.homeUrl }] : []),
    ...(parentCrumb ? [parentCrumb] : []),
    { name: titleOf(doc), url },
  ]
  nodes.push(breadcrumbJsonLd(crumbs))

  switch (entry.template) {
    case 'procedure':
      nodes.push(procedureJsonLd(doc as Procedure, { url, site }))
      break
    case 'person':
      nodes.push(physicianJsonLd(doc as Person, { url, site, address: settings.address }))
      break
    case 'post':
      nodes.push(blogPostingJsonLd(doc as Post, { url, site, author: await authorOf(doc as Post, locale, origin) }))
      break
    case 'jobOffer':
      nodes.push(jobPostingJsonLd(doc as JobOffer, { url, site, address: settings.address }))
      break
    case 'page': {
      const page = doc as Page
      if (page.routeKey === 'faq') nodes.push(faqPageJsonLd(faqEntries(await getFaqTopics(locale)), { url, name: titleOf(page), site }))
      if (page.routeKey) {
        const items = await listingItems(page.routeKey, locale, origin)
        if (items.length > 0) nodes.push(itemListJsonLd(items, { url, name: titleOf(page) }))
      }
      break
    }
  }
  // Contact placeholders in staff-written texts ({telefon}, {hodiny}…) are filled from Settings.
  return nodes.map((node) => fillContactPlaceholdersDeep(node, contactFacts(settings, locale)))
}

/** The page's JSON-LD scripts (rendered by the catch-all page). */
export async function StructuredData(props: Props) {
  const nodes = await structuredDataFor(props)
  return (
    <>
      {nodes.map((node, index) => (
        <JsonLd key={index} data={node} />
      ))}
    </>
  )
}
