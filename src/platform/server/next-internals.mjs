// Internals of Next.js the site relies on, checked when the server starts (serve.mjs): if a Next
// update changed them, the server refuses to start rather than silently lose what relies on them.
import { createRequire } from 'node:module'
import { cacheTagsHeader, siteLayoutTag } from '../cache/page-cache-registry.mjs'

const require = createRequire(import.meta.url)

/**
 * Next's router marks a page's data load with `RSC: 1` and a prefetch with `Next-Router-Prefetch: 1`
 * (next/dist/client/components/app-router-headers). The navigation retries of spec §7 and §9
 * (src/components/navigation/data-load-retry.ts) and the offline worker (src/pwa/worker.ts) tell
 * those requests apart by these names.
 */
export const routerHeadersRelied = { RSC_HEADER: 'rsc', NEXT_ROUTER_PREFETCH_HEADER: 'next-router-prefetch' }

const routerHeadersModule = 'next/dist/client/components/app-router-headers'
/** Next's own page cache, which src/platform/cache/cache-handler.mjs falls back to without Redis. */
const fileSystemCacheModule = 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/**
 * Next's draft-mode cookie. The proxy lets it reach unpublished pages (src/proxy.ts), the page policy
 * lets the admin frame a previewed page (src/platform/security/site-policy.ts) and the preview route shortens
 * its life (src/app/api/v1/preview/route.ts): all by this name (draftModeCookie in
 * src/platform/security/headers.ts, which the proxy's bundle can import; a unit test keeps the two equal).
 */
export const draftModeCookieRelied = '__prerender_bypass'
const apiUtilsModule = 'next/dist/server/api-utils'

/** Where Next names the prefix of its implicit (path) cache tags, and the entry field that lists a page's tags. */
const constantsModule = 'next/dist/lib/constants'

/** Why this Next does not fit, or null when it does. The loaders are for tests. */
export function nextInternalsProblem(
  load = () => require(routerHeadersModule),
  loadFileCache = () => require(fileSystemCacheModule),
  loadApiUtils = () => require(apiUtilsModule),
  loadConstants = () => require(constantsModule),
) {
  return (
    routerHeadersProblem(load) ??
    fileSystemCacheProblem(loadFileCache) ??
    draftModeCookieProblem(loadApiUtils) ??
    implicitTagProblem(loadConstants)
  )
}

function implicitTagProblem(load) {
  let prefix
  let tagsHeader
  try {
    const constants = load()
    prefix = constants?.NEXT_CACHE_IMPLICIT_TAG_ID
    tagsHeader = constants?.NEXT_CACHE_TAGS_HEADER
  } catch (error) {
    return `this Next.js has no ${constantsModule} (${error.message.split('\n')[0]}): a scheduled publish refreshes the pages by Next's layout tag. Check src/platform/cache/page-cache-registry.mjs against this Next, then start again.`
  }
  if (`${prefix}/layout` !== siteLayoutTag)
    return `this Next.js tags a layout's pages '${prefix}/layout', not '${siteLayoutTag}': a scheduled publish would no longer refresh the pages (src/platform/cache/revalidate.ts). Update src/platform/cache/page-cache-registry.mjs for this Next, then start again.`
  if (tagsHeader !== cacheTagsHeader)
    return `this Next.js keeps a cached page's tags under '${tagsHeader}', not '${cacheTagsHeader}': the page cache could no longer refuse a render that began before a save (src/platform/cache/cache-handler.mjs). Update it and src/platform/server/next-internals.mjs for this Next, then start again.`
  return null
}

function draftModeCookieProblem(load) {
  let name
  try {
    name = load()?.COOKIE_NAME_PRERENDER_BYPASS
  } catch (error) {
    return `this Next.js has no ${apiUtilsModule} (${error.message.split('\n')[0]}): the draft preview relies on its draft-mode cookie's name. Check src/platform/security/headers.ts against this Next, then start again.`
  }
  if (name !== draftModeCookieRelied)
    return `this Next.js names its draft-mode cookie '${name}', not '${draftModeCookieRelied}': the proxy, the preview's page policy and the preview route (src/platform/security/headers.ts, draftModeCookie) would no longer recognise a preview. Update them and src/platform/server/next-internals.mjs for this Next, then start again.`
  return null
}

function fileSystemCacheProblem(load) {
  let FileSystemCache
  try {
    const loaded = load()
    FileSystemCache = loaded?.default ?? loaded
  } catch (error) {
    return `this Next.js has no ${fileSystemCacheModule} (${error.message.split('\n')[0]}): src/platform/cache/cache-handler.mjs falls back to it without Redis. Check it against this Next, then start again.`
  }
  const methods = ['get', 'set', 'revalidateTag']
  const missing = methods.filter((method) => typeof FileSystemCache?.prototype?.[method] !== 'function')
  if (missing.length)
    return `this Next.js's file-system cache (${fileSystemCacheModule}) has no ${missing.join(', ')}: src/platform/cache/cache-handler.mjs falls back to it without Redis. Check it against this Next, then start again.`
  return null
}

function routerHeadersProblem(load) {
  let headers
  try {
    headers = load()
  } catch (error) {
    return `this Next.js has no ${routerHeadersModule} (${error.message.split('\n')[0]}): the navigation retries (src/components/navigation/data-load-retry.ts) cannot tell its data loads apart. Check them against this Next, then start again.`
  }
  for (const [name, relied] of Object.entries(routerHeadersRelied)) {
    if (headers?.[name] !== relied)
      return `this Next.js names its ${name} '${headers?.[name]}', not '${relied}': the navigation retries (src/components/navigation/data-load-retry.ts) and the offline worker (src/pwa/worker.ts) would no longer recognise its data loads. Update them and src/platform/server/next-internals.mjs for this Next, then start again.`
  }
  return null
}
