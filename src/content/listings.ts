import 'server-only'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/url-paths'
import type { RouteKey } from '@/routing/fixed-paths'
import { hrefsOf } from '@/routing/route-table'
import { getJobOffers, getPeople, getPosts, getProcedureNames } from './collections'
import { type Titled, titleOf } from './documents'
import { getRouteTable } from './routes'

/** The listing page of each document template and the read of what it lists, in the page's order. */
const listings = {
  procedure: { routeKey: 'procedures', read: getProcedureNames },
  post: { routeKey: 'blog', read: getPosts },
  person: { routeKey: 'team', read: getPeople },
  jobOffer: { routeKey: 'career', read: getJobOffers },
} as const satisfies Partial<
  Record<Template, { routeKey: RouteKey; read: (locale: Locale) => Promise<(Titled & { id: number | string })[]> }>
>

type ListedTemplate = keyof typeof listings

/** The listing page above a document (its breadcrumb parent); none for pages. */
export function listingRouteKeyOf(template: Template): RouteKey | undefined {
  return template in listings ? listings[template as ListedTemplate].routeKey : undefined
}

/** The documents a listing page shows that have a page in this language: their names and URLs. */
export async function listedDocuments(routeKey: RouteKey, locale: Locale): Promise<{ name: string; href: string }[]> {
  const template = (Object.keys(listings) as ListedTemplate[]).find((key) => listings[key].routeKey === routeKey)
  if (!template) return []
  const [docs, table] = await Promise.all([listings[template].read(locale), getRouteTable()])
  const hrefs = new Map(
    table.entries.filter((entry) => entry.template === template).map((entry) => [String(entry.id), hrefsOf(entry)[locale]]),
  )
  return docs.flatMap((doc) => {
    const href = hrefs.get(String(doc.id))
    const name = titleOf(doc)
    return href && name ? [{ name, href }] : []
  })
}
