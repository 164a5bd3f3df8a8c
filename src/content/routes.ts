import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/routing/locales'
import type { Template } from '@/routing/paths'
import { isRouteKey } from '@/routing/route-keys'
import { buildRouteTable, type RoutableDocument, type RouteTable } from '@/routing/route-table'
import { payloadClient } from './payload'

type Slugs = Partial<Record<Locale, string | null>>

/** Czech-only slugs come back as a plain string from non-localized fields (people). */
function slugsOf(value: unknown): Slugs {
  if (typeof value === 'string') return { cs: value, en: value, de: value }
  return (value ?? {}) as Slugs
}

async function loadRoutableDocuments(): Promise<RoutableDocument[]> {
  const payload = await payloadClient()
  const common = { locale: 'all' as const, pagination: false, depth: 0, overrideAccess: false }
  const [pages, procedures, posts, jobOffers, people] = await Promise.all([
    payload.find({ ...common, collection: 'pages', select: { slug: true, routeKey: true } }),
    payload.find({ ...common, collection: 'procedures', select: { slug: true } }),
    payload.find({ ...common, collection: 'posts', select: { slug: true } }),
    payload.find({ ...common, collection: 'job-offers', select: { slug: true } }),
    payload.find({ ...common, collection: 'people', select: { slug: true }, where: { hasDetailPage: { equals: true } } }),
  ])
  const documents = (template: Template, docs: { id: number | string; slug?: unknown; routeKey?: unknown }[]) =>
    docs.map((doc) => ({
      template,
      id: doc.id,
      routeKey: isRouteKey(doc.routeKey) ? doc.routeKey : undefined,
      slugs: slugsOf(doc.slug),
    }))
  return [
    ...documents('page', pages.docs),
    ...documents('procedure', procedures.docs),
    ...documents('post', posts.docs),
    ...documents('jobOffer', jobOffers.docs),
    ...documents('person', people.docs),
  ]
}

/** The route table for this render; every page request builds it once from the published documents. */
export const getRouteTable = cache(async (): Promise<RouteTable> => buildRouteTable(await loadRoutableDocuments()))
