import 'server-only'
import type { CollectionSlug } from 'payload'
import type { JobOffer, Page, Person, Post, Procedure } from '@/cms/payload-types'
import { contactFacts, fillContactPlaceholdersDeep } from '@/content/contact-placeholders'
import { type DocumentOf, getDocument } from '@/content/documents'
import { payloadClient } from '@/content/payload'
import { hrefOf, routeKeyHref } from '@/content/resolve'
import { getRouteTable } from '@/content/routes'
import { getSettings } from '@/content/site'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/paths'
import type { RouteKey } from '@/routing/route-keys'
import { findRouteKeyEntry, hrefsOf, type RouteEntry } from '@/routing/route-table'
import { siteUrl } from '@/routing/site-url'
import { JsonLd } from './JsonLd'
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  type Crumb,
  clinicJsonLd,
  faqEntries,
  faqPageJsonLd,
  itemListJsonLd,
  type JsonLdNode,
  jobPostingJsonLd,
  physicianJsonLd,
  procedureJsonLd,
  type SiteContext,
  websiteJsonLd,
} from './structured-data'

type Props = { locale: Locale; entry: RouteEntry; doc: DocumentOf[Template] }

/** The listing page above each document template, for breadcrumbs. */
const parentListing: Partial<Record<Template, RouteKey>> = { procedure: 'procedures', post: 'blog', person: 'team', jobOffer: 'career' }

/** Listing pages and the documents they list (collection, template, the field with the item's name). */
const listings: Partial<Record<RouteKey, { collection: CollectionSlug; template: Template; field: 'name' | 'title' }>> = {
  procedures: { collection: 'procedures', template: 'procedure', field: 'name' },
  blog: { collection: 'posts', template: 'post', field: 'title' },
  team: { collection: 'people', template: 'person', field: 'name' },
  career: { collection: 'job-offers', template: 'jobOffer', field: 'title' },
}

function titleOf(doc: object): string {
  const { name, title } = doc as { name?: string | null; title?: string | null }
  return name || title || ''
}

async function fixedPageCrumb(routeKey: RouteKey, locale: Locale, origin: string): Promise<Crumb | undefined> {
  const entry = findRouteKeyEntry(await getRouteTable(), routeKey)
  const page = entry ? await getDocument('page', entry.id, locale) : null
  return page?.title ? { name: page.title, url: absoluteUrl(routeKeyHref(routeKey, locale), origin) } : undefined
}

/** The published documents a listing page shows, in the collection's order, with their URLs here. */
async function listingItems(routeKey: RouteKey, locale: Locale, origin: string): Promise<Crumb[]> {
  const listing = listings[routeKey]
  if (!listing) return []
  const [payload, table] = await Promise.all([payloadClient(), getRouteTable()])
  const result = await payload.find({
    collection: listing.collection,
    locale,
    fallbackLocale: 'cs',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { [listing.field]: true } as never,
  })
  const hrefs = new Map(table.entries.filter((entry) => entry.template === listing.template).map((entry) => [String(entry.id), hrefsOf(entry)[locale]]))
  return (result.docs as unknown as Record<string, unknown>[]).flatMap((doc) => {
    const href = hrefs.get(String(doc.id))
    const name = doc[listing.field]
    return href && typeof name === 'string' && name ? [{ name, url: absoluteUrl(href, origin) }] : []
  })
}

async function faqTopics(locale: Locale) {
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'faq-topics', locale, fallbackLocale: 'cs', pagination: false, sort: 'sortOrder', depth: 0, overrideAccess: false })
  return result.docs
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
  const site: SiteContext = { origin, locale, homeUrl: absoluteUrl(routeKeyHref('home', locale), origin), clinicName: settings.clinicName }
  const href = hrefsOf(entry)[locale]
  const url = href ? absoluteUrl(href, origin) : site.homeUrl
  const nodes: JsonLdNode[] = [clinicJsonLd(settings, site)]

  if (entry.routeKey === 'home') {
    nodes.push(websiteJsonLd(site, doc.metaDesc))
    return nodes
  }

  const parent = parentListing[entry.template]
  const parentCrumb = parent ? await fixedPageCrumb(parent, locale, origin) : undefined
  const crumbs = [{ name: site.clinicName, url: site.homeUrl }, ...(parentCrumb ? [parentCrumb] : []), { name: titleOf(doc), url }]
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
      if (page.routeKey === 'faq') nodes.push(faqPageJsonLd(faqEntries(await faqTopics(locale)), { url, name: titleOf(page), site }))
      if (page.routeKey && listings[page.routeKey]) {
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
