import { createHmac } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload'

/**
 * Every public page shows shared content (navigation, footer, listings, fallbacks to Czech text),
 * so a saved change refreshes the whole site: the pages are marked stale and each one renders
 * anew on its next request, within a second. With a few hundred pages that costs less than
 * tracking which page shows what.
 */
export function revalidateToken(secret: string): string {
  return createHmac('sha256', secret).update('revalidate-site').digest('hex')
}

async function revalidateSite(payload: Payload, reason: string) {
  try {
    revalidatePath('/', 'layout')
    payload.logger.debug(`[revalidate] site after ${reason}`)
    return
  } catch {
    // Outside a request (a scheduled-publish job, a script), Next has no cache context here.
  }
  if (!process.env.NEXT_RUNTIME) return // not inside a Next server: nothing is cached
  const origin = process.env.SITE_URL_INTERNAL || `http://127.0.0.1:${process.env.PORT || 3000}`
  try {
    const response = await fetch(`${origin}/api/v1/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-token': revalidateToken(payload.secret) },
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
  } catch (error) {
    payload.logger.error(`[revalidate] could not refresh the site after ${reason}: ${(error as Error).message}`)
  }
}

type Context = { disableRevalidate?: boolean }

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req, context, collection }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req.payload, `${collection.slug} ${doc.id} changed`)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context, collection }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req.payload, `${collection.slug} ${doc.id} deleted`)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, req, context, global }) => {
  if (!(context as Context).disableRevalidate) await revalidateSite(req.payload, `${global.slug} changed`)
  return doc
}
