import { createHmac } from 'node:crypto'
import { revalidatePath, revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { cacheTags } from '@/content/cache-tags'
import { templateOfCollection } from '@/routing/live-documents'
import { registeredPageCache, siteLayoutTag } from '@/server/page-cache-registry.mjs'

/**
 * A saved change marks stale the cached pages that show it, and only those: each page records
 * what it shows (src/content/page-dependencies.ts) under the tags of src/content/cache-tags.ts,
 * and a save invalidates the tags it touches. A procedure's price reaches that procedure's pages,
 * the listings and the sitemap; a popup the pages of its language; a picture the pages showing it.
 *
 * A page whose render began before the save and ends after it has read the old content: the
 * page cache refuses to store it (src/server/cache-handler.mjs), so the next visitor gets a new
 * render. No second, timed refresh is needed.
 */

/** Every public page: the root layout's tag, which every route carries. */
const everything = 'everything'
type Invalidation = string[] | typeof everything

type Doc = Record<string, unknown> | undefined

/**
 * The fields the address table (routes, menus, links, the language switcher) is made of, and a
 * procedure's category (whether the header's strip names a category).
 */
const routingFields = ['slug', 'title', 'name', 'routeKey', 'hasDetailPage', '_status', 'category']

/**
 * A relationship as its id: the saved document comes to afterChange populated (Payload runs
 * afterRead first), the previous one as stored.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value
}

function routingChanged(doc: Doc, previousDoc: Doc): boolean {
  if (!previousDoc || !doc) return true
  return routingFields.some((field) => JSON.stringify(comparable(doc[field])) !== JSON.stringify(comparable(previousDoc[field])))
}

/** What a change of one document touches. `previousDoc` is absent for a new or deleted document. */
export function tagsOfDocumentChange(collection: string, doc: Doc, previousDoc: Doc): Invalidation {
  const id = (doc?.id ?? previousDoc?.id) as number | string
  const tags = [cacheTags.document(collection, id), cacheTags.collection(collection)]
  if (templateOfCollection(collection) && routingChanged(doc, previousDoc)) tags.push(cacheTags.routes)
  if (collection === 'popups') {
    for (const version of [doc, previousDoc]) if (typeof version?.lang === 'string') tags.push(cacheTags.popups(version.lang))
  }
  return tags
}

/** Settings' facts (name, phone, hours, widgets) are on every page, robots.txt and the manifest too. */
export function tagsOfGlobalChange(slug: string): Invalidation {
  return slug === 'settings' ? everything : [cacheTags.global(slug)]
}

/**
 * The token a refresh from another process (`npm run content:import`) signs with, and the route
 * (src/app/api/v1/revalidate) checks. Both read PAYLOAD_SECRET itself: `payload.secret` is a value Payload derives from it,
 * and signing with that made every such refresh a 401 (scheduled changes never reached visitors).
 */
export function revalidateToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('revalidate-site').digest('hex')
}

/**
 * Applies an invalidation inside a Next request (a route handler): Next carries it out as the
 * request ends, after Payload committed the save. Throws outside a request.
 */
export function invalidateInRequest(invalidation: Invalidation): void {
  if (invalidation === everything) {
    revalidatePath('/', 'layout')
    return
  }
  // `expire: 0`: the next visitor gets a new render, not one more view of the old page.
  for (const tag of invalidation) revalidateTag(tag, { expire: 0 })
}

/** Every public page, from a request (the content import's refresh route). */
export function refreshSiteInRequest(): void {
  invalidateInRequest(everything)
}

const COMMIT_WAIT_LIMIT_MS = 60_000

/** Until the save's transaction has ended: Payload removes `req.transactionID` once it commits or rolls back. */
async function transactionEnded(req: PayloadRequest): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_LIMIT_MS
  while (req.transactionID && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

/**
 * The same outside any request (a scheduled publish run by the server's jobs), where Next's
 * functions have no request to act in: through the page cache Next created in this process
 * (src/server/page-cache-registry.mjs), once the save is committed, so that no render can read
 * the old content after it. Its state is shared (Next's record of invalidated tags, Redis across
 * instances), so the pages of every instance follow.
 */
async function invalidateOutsideRequest(req: PayloadRequest, invalidation: Invalidation, reason: string): Promise<void> {
  await transactionEnded(req)
  // No page cache yet means no page was cached yet: nothing to mark stale.
  const cache = registeredPageCache()
  if (!cache) return
  try {
    await cache.revalidateTag(invalidation === everything ? [siteLayoutTag] : invalidation)
    req.payload.logger.debug(`[revalidate] ${describe(invalidation)} after ${reason} (outside a request)`)
  } catch (error) {
    req.payload.logger.error(`[revalidate] could not refresh the pages after ${reason}: ${(error as Error).message}`)
  }
}

const describe = (invalidation: Invalidation) => (invalidation === everything ? 'every page' : invalidation.join(', '))

async function invalidate(req: PayloadRequest, invalidation: Invalidation, reason: string): Promise<void> {
  // A change made through Payload's REST API (the admin) runs inside Next's request.
  if (req.payloadAPI !== 'local') {
    try {
      invalidateInRequest(invalidation)
      req.payload.logger.debug(`[revalidate] ${describe(invalidation)} after ${reason}`)
      return
    } catch {
      // Not inside a request after all: through the page cache below.
    }
  }
  if (!process.env.NEXT_RUNTIME) return // not inside a Next server: nothing is cached
  // Not awaited: the save's own transaction must end first, and it ends after this hook.
  void invalidateOutsideRequest(req, invalidation, reason)
}

type Context = { disableRevalidate?: boolean }

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context, collection }) => {
  if ((context as Context).disableRevalidate) return doc
  const before = operation === 'create' ? undefined : (previousDoc as Doc)
  await invalidate(req, tagsOfDocumentChange(collection.slug, doc, before), `${collection.slug} ${doc.id} changed`)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context, collection }) => {
  if ((context as Context).disableRevalidate) return doc
  await invalidate(req, tagsOfDocumentChange(collection.slug, undefined, doc), `${collection.slug} ${doc.id} deleted`)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req, context, global }) => {
  if (!(context as Context).disableRevalidate) await invalidate(req, tagsOfGlobalChange(global.slug), `${global.slug} changed`)
  return doc
}
