// Internals of Next.js the site relies on, checked when the server starts (serve.mjs): if a Next
// update changed them, the server refuses to start rather than silently lose what relies on them.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Next's router marks a page's data load with `RSC: 1` and a prefetch with `Next-Router-Prefetch: 1`
 * (next/dist/client/components/app-router-headers). The navigation retries of spec §7 and §9
 * (src/components/navigation/data-load-retry.ts) and the offline worker (src/pwa/worker.ts) tell
 * those requests apart by these names.
 */
export const routerHeadersRelied = { RSC_HEADER: 'rsc', NEXT_ROUTER_PREFETCH_HEADER: 'next-router-prefetch' }

const routerHeadersModule = 'next/dist/client/components/app-router-headers'
/** Next's own page cache, which src/server/cache-handler.mjs falls back to without Redis. */
const fileSystemCacheModule = 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** Why this Next does not fit, or null when it does. The loaders are for tests. */
export function nextInternalsProblem(load = () => require(routerHeadersModule), loadFileCache = () => require(fileSystemCacheModule)) {
  return routerHeadersProblem(load) ?? fileSystemCacheProblem(loadFileCache)
}

function fileSystemCacheProblem(load) {
  let FileSystemCache
  try {
    const loaded = load()
    FileSystemCache = loaded?.default ?? loaded
  } catch (error) {
    return `this Next.js has no ${fileSystemCacheModule} (${error.message.split('\n')[0]}): src/server/cache-handler.mjs falls back to it without Redis. Check it against this Next, then start again.`
  }
  const methods = ['get', 'set', 'revalidateTag']
  const missing = methods.filter((method) => typeof FileSystemCache?.prototype?.[method] !== 'function')
  if (missing.length)
    return `this Next.js's file-system cache (${fileSystemCacheModule}) has no ${missing.join(', ')}: src/server/cache-handler.mjs falls back to it without Redis. Check it against this Next, then start again.`
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
      return `this Next.js names its ${name} '${headers?.[name]}', not '${relied}': the navigation retries (src/components/navigation/data-load-retry.ts) and the offline worker (src/pwa/worker.ts) would no longer recognise its data loads. Update them and src/server/next-internals.mjs for this Next, then start again.`
  }
  return null
}
