import type { PayloadRequest } from 'payload'
import type { Redirect } from '@/payload-types'
import { type Locale, locales } from '@/routing/locales'
import { templateCollections } from '@/routing/live-documents'
import { localizedHref, type Template } from '@/routing/url-paths'
import type { StoredRedirect } from './load'
import { nestedRequest } from '@/platform/nested-request'

type Paths = Partial<Record<Locale, string>>

/** The stored redirect from this site path, if any (its `from` is unique). */
export async function findRedirectFrom(req: PayloadRequest, from: string, exceptId?: number | string): Promise<StoredRedirect | undefined> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ from: { equals: from } }, ...(exceptId !== undefined ? [{ id: { not_equals: exceptId } }] : [])] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  return docs[0] as unknown as StoredRedirect | undefined
}

/**
 * A live document moved from `before` to `after` (paths per language). Its old URLs redirect to
 * it — to the document, not to a path, so a later move needs no chain — and the URLs it answers at
 * now stop redirecting (a page wins over a redirect from its own URL).
 */
export async function redirectMovedDocument(
  req: PayloadRequest,
  target: { template: Template; id: number | string },
  before: Paths,
  after: Paths,
) {
  const liveHrefs = locales.flatMap((locale) => (after[locale] !== undefined ? [localizedHref(locale, after[locale])] : []))
  const movedHrefs = locales.flatMap((locale) => {
    const from = before[locale]
    const to = after[locale]
    return from !== undefined && to !== undefined && from !== to ? [localizedHref(locale, from)] : []
  })
  const unchanged = locales.every((locale) => before[locale] === after[locale])
  if (unchanged) return
  if (liveHrefs.length > 0) {
    await req.payload.delete({ collection: 'redirects', where: { from: { in: liveHrefs } }, overrideAccess: true, req: nestedRequest(req) })
  }
  const toDocument = { relationTo: templateCollections[target.template], value: target.id } as Redirect['toDocument']
  for (const from of movedHrefs) {
    const data = { from, toType: 'document' as const, toDocument, toLocale: null, toUrl: null, automatic: true }
    const existing = await findRedirectFrom(req, from)
    if (existing)
      await req.payload.update({ collection: 'redirects', id: existing.id, data, overrideAccess: true, req: nestedRequest(req) })
    else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req: nestedRequest(req) })
  }
}

/** The stored redirects that lead to this document (automatic ones after a slug change, and typed ones). */
export async function redirectsTo(req: PayloadRequest, collection: string, id: number | string): Promise<StoredRedirect[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ 'toDocument.relationTo': { equals: collection } }, { 'toDocument.value': { equals: id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  return docs as unknown as StoredRedirect[]
}

/**
 * A document is being deleted: the redirects that lead to it go with it. Afterwards they would
 * have no target (the relation is gone) and answer nothing but a 404 a redirect only hides.
 */
export async function removeRedirectsTo(req: PayloadRequest, collection: string, id: number | string) {
  const ids = (await redirectsTo(req, collection, id)).map((redirect) => redirect.id)
  if (ids.length === 0) return
  await req.payload.delete({ collection: 'redirects', where: { id: { in: ids } }, overrideAccess: true, req: nestedRequest(req) })
}
