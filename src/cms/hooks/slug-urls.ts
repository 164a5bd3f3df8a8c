import type { FieldHook, PayloadRequest } from 'payload'
import { type Locale, locales } from '@/routing/locales'
import { type LiveDocument, loadLiveDocuments, templateOfCollection } from '@/routing/live-documents'
import type { Template } from '@/routing/url-paths'
import { isRouteKey } from '@/routing/fixed-paths'
import { buildRouteTable, findEntry } from '@/routing/route-table'
import { takenPaths } from '@/routing/url-claims'
import { redirectMovedDocument } from '@/redirects/store'
import { nestedRequest } from '@/platform/nested-request'
import { refuseSave } from '@/platform/cms/refuse-save'
import { claimMessage, slugLabel } from './url-messages'

type Paths = Partial<Record<Locale, string>>
/**
 * `seeding`: the demo content's URLs are known to be free (tests check its route table), so its
 * hundreds of saves skip the check.
 */
type SlugContext = { seeding?: boolean; livePathsBeforeSave?: Record<string, Paths> }

type Id = number | string

const documentKey = (collection: string, id: unknown) => `${collection}:${String(id)}`

/** The slug in every language once this save is written: the edited language's new value over the stored ones. */
function slugsAfterSave(value: unknown, stored: unknown, locale: string | undefined, localized: boolean): Paths {
  const slugs: Paths = {}
  const set = (target: Locale, slug: unknown) => {
    if (typeof slug === 'string' && slug) slugs[target] = slug
  }
  if (typeof value === 'object' && value !== null) {
    for (const target of locales) set(target, (value as Paths)[target])
    return slugs
  }
  if (!localized) {
    for (const target of locales) set(target, value)
    return slugs
  }
  if (typeof stored === 'object' && stored !== null) for (const target of locales) set(target, (stored as Paths)[target])
  const edited = (locales as readonly string[]).includes(locale ?? '') ? (locale as Locale) : 'cs'
  delete slugs[edited]
  set(edited, value)
  return slugs
}

/** Where a document answers visitors now (no paths when it is not live). */
function livePaths(documents: LiveDocument[], template: Template, id: Id): Paths {
  const table = buildRouteTable(documents.filter((doc) => doc.hasPage))
  return { ...findEntry(table, template, id)?.paths }
}

interface SlugUrlQuestion {
  req: PayloadRequest
  collection: string
  id?: Id
  routeKey?: unknown
  slugs: Paths
}

/**
 * Why the document may not have these slugs, if it may not: a URL (in any language it has a slug
 * in) that is reserved, a fixed page, or owned by another document. Owners are the documents
 * visitors can open now, and every person (/mudr-{slug} stays theirs while the detail page is off).
 * Two unpublished documents may hold the same slug; the second one to be published is refused.
 */
async function takenUrlsMessage({ req, collection, id, routeKey, slugs }: SlugUrlQuestion): Promise<string | undefined> {
  const template = templateOfCollection(collection)
  if (!template || (req.context as SlugContext | undefined)?.seeding) return undefined
  const documents = await loadLiveDocuments(req.payload, { req })
  const claims = takenPaths(buildRouteTable(documents), {
    template,
    id: id ?? '',
    routeKey: isRouteKey(routeKey) ? routeKey : undefined,
    slugs,
  })
  return claims.length > 0 ? claims.map((claim) => claimMessage(req, claim, documents)).join(' ') : undefined
}

interface SlugValidateArgs {
  req: PayloadRequest
  event?: 'onChange' | 'submit'
  id?: Id
  collectionSlug?: string
  data: Record<string, unknown>
  localized?: boolean
}

/**
 * The check while staff edit (the admin's form state, `onChange`): after a refused save the field
 * stays marked with the reason until the slug is free. Saves are checked by refuseTakenUrls.
 */
export async function validateSlugUrl(
  value: unknown,
  { req, event, id, collectionSlug, data, localized }: SlugValidateArgs,
): Promise<string | true> {
  if (event !== 'onChange' || !collectionSlug || !templateOfCollection(collectionSlug)) return true
  let stored: unknown
  if (localized && id !== undefined) {
    const latest = await req.payload.findByID({
      collection: collectionSlug as 'pages',
      id,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { slug: true },
      req: nestedRequest(req),
    })
    stored = latest?.slug
  }
  const slugs = slugsAfterSave(value, stored, req.locale ?? undefined, Boolean(localized))
  return (await takenUrlsMessage({ req, collection: collectionSlug, id, routeKey: data?.routeKey, slugs })) ?? true
}

/**
 * Refuses a save (drafts included: a draft holding a live URL would take it over when published)
 * whose slug gives a URL that is not free, with the reason as the admin's notice (refuseSave).
 * Also notes where the document is live before the save, for redirectChangedUrls.
 */
export const refuseTakenUrls: FieldHook = async ({ value, field, siblingDocWithLocales, data, originalDoc, collection, req, context }) => {
  const template = collection ? templateOfCollection(collection.slug) : undefined
  if (!collection || !template || (context as SlugContext).seeding) return value
  const id = (originalDoc as { id?: Id } | undefined)?.id ?? (data as { id?: Id } | undefined)?.id
  const routeKey = data && 'routeKey' in data ? data.routeKey : (originalDoc as { routeKey?: unknown } | undefined)?.routeKey
  const slugs = slugsAfterSave(
    value,
    siblingDocWithLocales?.slug,
    req.locale ?? undefined,
    Boolean('localized' in field && field.localized),
  )
  const message = await takenUrlsMessage({ req, collection: collection.slug, id, routeKey, slugs })
  if (message) refuseSave(req, collection.slug, { path: 'slug', label: slugLabel }, message)
  if (id !== undefined) {
    const remembered = context as SlugContext
    const before = livePaths(await loadLiveDocuments(req.payload, { req, only: { template, id } }), template, id)
    remembered.livePathsBeforeSave = { ...remembered.livePathsBeforeSave, [documentKey(collection.slug, id)]: before }
  }
  return value
}

/**
 * After a save that moved a live document (a published slug change), each old URL redirects to the
 * new one in its language (301, src/redirects), and redirects from the URLs it now has are removed.
 * Draft saves change nothing visitors see, so they move nothing.
 */
export const redirectChangedUrls: FieldHook = async ({ value, originalDoc, collection, req, context }) => {
  const template = collection ? templateOfCollection(collection.slug) : undefined
  const id = (originalDoc as { id?: Id } | undefined)?.id
  if (!collection || !template || id === undefined || (context as SlugContext).seeding) return value
  const key = documentKey(collection.slug, id)
  const remembered = (context as SlugContext).livePathsBeforeSave
  const before = remembered?.[key] ?? {}
  if (remembered) delete remembered[key]
  const after = livePaths(await loadLiveDocuments(req.payload, { req, only: { template, id } }), template, id)
  await redirectMovedDocument(req, { template, id }, before, after)
  return value
}
