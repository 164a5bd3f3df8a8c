import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { type Locale, locales } from './locales'
import type { Template } from './url-paths'
import { isRouteKey } from './fixed-paths'
import type { RoutableDocument } from './route-table'
import { nestedRequest } from '@/platform/nested-request'

/** The collection of each template's documents. */
export const templateCollections = {
  page: 'pages',
  procedure: 'procedures',
  post: 'posts',
  person: 'people',
  jobOffer: 'job-offers',
} as const satisfies Record<Template, CollectionSlug>

export type RoutableCollection = (typeof templateCollections)[Template]

export function templateOfCollection(collection: string): Template | undefined {
  return (Object.keys(templateCollections) as Template[]).find((template) => templateCollections[template] === collection)
}

/** A document visitors can open, with what staff need to recognise it. */
export interface LiveDocument extends RoutableDocument {
  /** Its name or title per language (people: one name for all). */
  titles: Partial<Record<Locale, string>>
  /**
   * Whether its URLs are public pages. People without a detail page still own /mudr-{slug}: the
   * page may be switched on at any time, so no other document may take that URL meanwhile.
   */
  hasPage: boolean
}

type Localized = Partial<Record<Locale, string | null>>

/** Non-localized fields (people's slug and name) come back as one string for every language. */
function perLocale(value: unknown): Localized {
  if (typeof value === 'string') return Object.fromEntries(locales.map((locale) => [locale, value]))
  return (value ?? {}) as Localized
}

function present(values: Localized): Partial<Record<Locale, string>> {
  const result: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const value = values[locale]
    if (value) result[locale] = value
  }
  return result
}

/**
 * What a visitor may read of a collection, as a query: the collection's own read access asked
 * without a user (published, and for pages also not hidden). Null when visitors read nothing.
 * Asked this way, a read inside a staff member's save (same transaction) sees what visitors see.
 */
async function visitorWhere(payload: Payload, collection: RoutableCollection, req?: PayloadRequest): Promise<Where | null> {
  const read = payload.collections[collection].config.access.read
  const visitorReq = (req ? Object.assign(Object.create(req), { user: null }) : { payload, user: null, context: {} }) as PayloadRequest
  const result = await read({ req: visitorReq })
  if (result === true) return {}
  if (!result) return null
  return result
}

const titleField: Record<Template, 'name' | 'title'> = {
  page: 'title',
  procedure: 'name',
  post: 'title',
  person: 'name',
  jobOffer: 'title',
}

interface LoadOptions {
  /** Run inside this request's transaction (hooks during a save). */
  req?: PayloadRequest
  /** Only this document. */
  only?: { template: Template; id: number | string }
}

/**
 * The documents visitors can open, with their slugs in every language: the source of the route
 * table (public pages), of the slug check (who owns which URL) and of the redirects' targets.
 */
export async function loadLiveDocuments(payload: Payload, { req, only }: LoadOptions = {}): Promise<LiveDocument[]> {
  const templates = only ? [only.template] : (Object.keys(templateCollections) as Template[])
  const loadTemplate = async (template: Template): Promise<LiveDocument[]> => {
    const collection = templateCollections[template]
    const access = await visitorWhere(payload, collection, req)
    if (!access) return []
    const conditions: Where[] = [access]
    if (only) conditions.push({ id: { equals: only.id } })
    const result = await payload.find({
      collection,
      locale: 'all',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req: req ? nestedRequest(req) : undefined,
      where: { and: conditions },
      select: {
        slug: true,
        [titleField[template]]: true,
        ...(template === 'page' ? { routeKey: true } : {}),
        ...(template === 'person' ? { hasDetailPage: true } : {}),
      },
    })
    return result.docs.map((doc): LiveDocument => {
      const data = doc as unknown as Record<string, unknown>
      return {
        template,
        id: doc.id,
        routeKey: isRouteKey(data.routeKey) ? data.routeKey : undefined,
        slugs: present(perLocale(data.slug)),
        titles: present(perLocale(data[titleField[template]])),
        hasPage: template !== 'person' || data.hasDetailPage === true,
      }
    })
  }
  // Inside a save the queries share the transaction's one connection: one after another there.
  if (req) {
    const documents: LiveDocument[] = []
    for (const template of templates) documents.push(...(await loadTemplate(template)))
    return documents
  }
  return (await Promise.all(templates.map(loadTemplate))).flat()
}
