// The page cache Next created (cache-handler.mjs), for a refresh from outside any request: a
// scheduled publish runs in a job, where Next's revalidatePath has no request to act in. Next
// loads the cache handler itself and the app is bundled apart, so they meet on the process's
// global object, under one key defined here.
const pageCacheKey = Symbol.for('clinic.pageCache')

/**
 * The tag every page carries through the root layout: what `revalidatePath('/', 'layout')` marks
 * stale. Next's own naming (its implicit tag prefix), checked at start by next-internals.mjs.
 */
export const siteLayoutTag = '_N_T_/layout'

/**
 * The header under which Next keeps a cached page's tags: the cache handler reads it to refuse a
 * render that began before one of them was invalidated. Checked at start by next-internals.mjs.
 */
export const cacheTagsHeader = 'x-next-cache-tags'

/** Called by the cache handler for each cache it makes that can store pages; the latest wins. */
export function registerPageCache(cache) {
  globalThis[pageCacheKey] = cache
}

/** A cache with `revalidateTag(tags)`, or undefined while Next has made none (no page asked for yet). */
export function registeredPageCache() {
  return globalThis[pageCacheKey]
}
