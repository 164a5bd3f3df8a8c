import { createHmac } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { registeredPageCache, siteLayoutTag } from '@/server/page-cache-registry.mjs'

/**
 * Every public page shows shared content (navigation, footer, listings, fallbacks to Czech text),
 * so a saved change refreshes the whole site: the pages are marked stale and each one renders
 * anew on its next request, within a second. With a few hundred pages that costs less than
 * tracking which page shows what.
 */
/**
 * The token a refresh from another process (`npm run content:import`) signs with, and the route
 * (src/app/api/v1/revalidate) checks. Both read PAYLOAD_SECRET itself: `payload.secret` is a value Payload derives from it,
 * and signing with that made every such refresh a 401 (scheduled changes never reached visitors).
 */
export function revalidateToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('revalidate-site').digest('hex')
}

/**
 * How long after a save the site is marked stale a second time. A page whose render began before
 * the save was committed (another visitor's request, or a background refresh) reads the old
 * content but is stored after the first refresh, so it would count as fresh; the second refresh,
 * once such renders have finished, sends it back for a new render.
 */
export const SECOND_REFRESH_DELAY_MS = 1_500

/**
 * Marks every page stale now and again after SECOND_REFRESH_DELAY_MS. Must run inside a Next
 * request (a route handler): Next applies both refreshes as the request and its `after` tasks end.
 */
export function refreshSiteInRequest(): void {
  revalidatePath('/', 'layout')
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_REFRESH_DELAY_MS))
    revalidatePath('/', 'layout')
  })
}

/**
 * The same refresh from outside any request (a scheduled-publish job run by the server's cron),
 * where revalidatePath has no request to act in: through the page cache Next created, in this
 * process (src/server/page-cache-registry.mjs). Its state is shared (Next's record of invalidated
 * tags, Redis across instances), so the pages of every instance follow.
 */
async function refreshSiteOutsideRequest(): Promise<boolean> {
  const cache = registeredPageCache()
  if (!cache) return false
  await cache.revalidateTag([siteLayoutTag])
  setTimeout(() => {
    cache.revalidateTag([siteLayoutTag]).catch(() => {})
  }, SECOND_REFRESH_DELAY_MS).unref()
  return true
}

async function revalidateSite(req: PayloadRequest, reason: string) {
  const { payload } = req
  // A change made through Payload's REST API (the admin) runs inside Next's request: refresh here.
  if (req.payloadAPI !== 'local') {
    try {
      refreshSiteInRequest()
      payload.logger.debug(`[revalidate] site after ${reason}`)
      return
    } catch {
      // Not inside a request after all: refresh through the page cache below.
    }
  }
  if (!process.env.NEXT_RUNTIME) return // not inside a Next server: nothing is cached
  try {
    // No page cache yet means no page was cached yet: nothing to refresh.
    if (await refreshSiteOutsideRequest()) payload.logger.debug(`[revalidate] site after ${reason} (outside a request)`)
  } catch (error) {
    payload.logger.error(`[revalidate] could not refresh the site after ${reason}: ${(error as Error).message}`)
  }
}

type Context = { disableRevalidate?: boolean }

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req, context, collection }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req, `${collection.slug} ${doc.id} changed`)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context, collection }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req, `${collection.slug} ${doc.id} deleted`)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req, context, global }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req, `${global.slug} changed`)
  return doc
}
