import { createHmac } from 'node:crypto'
import { revalidatePath, revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { registeredPageCache, siteLayoutTag } from './page-cache-registry.mjs'

/**
 * A saved change marks stale the cached pages that show it, and only those: each page records
 * what it shows (src/platform/cache/page-dependencies.ts) under the tags of src/platform/cache/cache-tags.ts,
 * and a save invalidates the tags it touches. A procedure's price reaches that procedure's pages,
 * the listings and the sitemap; a popup the pages of its language; a picture the pages showing it.
 *
 * A page whose render began before the save and ends after it has read the old content: the
 * page cache refuses to store it (src/platform/cache/cache-handler.mjs), so the next visitor gets a new
 * render. No second, timed refresh is needed.
 */

/** Every public page: the root layout's tag, which every route carries. */
export const everything = 'everything'
/** What a save touches: the cache tags to mark stale, or every public page. */
export type Invalidation = string[] | typeof everything

/** A saved document as a hook sees it; absent for a new or deleted one. */
export type SavedDocument = Record<string, unknown> | undefined

/** The site's answer to "which pages show this?" (src/content/save-invalidation.ts). */
export interface InvalidationPolicy {
  /** A change of one document; `previousDoc` is absent for a new or deleted document. */
  documentChange(collection: string, doc: SavedDocument, previousDoc: SavedDocument): Invalidation
  globalChange(slug: string): Invalidation
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
 * (src/platform/cache/page-cache-registry.mjs), once the save is committed, so that no render can read
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

/** The hooks every collection and global gets (src/payload.config.ts), marking stale what the policy names. */
export function revalidateHooks(policy: InvalidationPolicy): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
  globalAfterChange: GlobalAfterChangeHook
} {
  return {
    afterChange: async ({ doc, previousDoc, operation, req, context, collection }) => {
      if ((context as Context).disableRevalidate) return doc
      const before = operation === 'create' ? undefined : (previousDoc as SavedDocument)
      await invalidate(req, policy.documentChange(collection.slug, doc, before), `${collection.slug} ${doc.id} changed`)
      return doc
    },
    afterDelete: async ({ doc, req, context, collection }) => {
      if ((context as Context).disableRevalidate) return doc
      await invalidate(req, policy.documentChange(collection.slug, undefined, doc), `${collection.slug} ${doc.id} deleted`)
      return doc
    },
    globalAfterChange: async ({ doc, req, context, global }) => {
      if (!(context as Context).disableRevalidate) await invalidate(req, policy.globalChange(global.slug), `${global.slug} changed`)
      return doc
    },
  }
}
