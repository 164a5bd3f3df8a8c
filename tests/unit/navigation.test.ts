import { describe, expect, it, vi } from 'vitest'
import { dataLoadRetryLimit, isNavigationDataLoad, isRetryableStatus } from '@/components/navigation/data-load-retry'
import { mayPrefetch } from '@/components/navigation/prefetch-policy'
import { isSitePage } from '@/components/navigation/SiteLink'
import { isChunkLoadError, reloadOnceForStaleBuild, staleBuildFlag } from '@/components/navigation/stale-build'
import { draftModeCookie } from '@/platform/security/headers'
import { draftModeCookieRelied, nextInternalsProblem, routerHeadersRelied } from '@/platform/server/next-internals.mjs'

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

describe('prefetch policy (spec §9)', () => {
  it('prefetches on a normal connection and when the browser does not tell', () => {
    expect(mayPrefetch(chrome, { saveData: false, effectiveType: '4g' })).toBe(true)
    expect(mayPrefetch(chrome, undefined)).toBe(true)
  })
  it('does not prefetch with save-data, on 2g or slow-2g', () => {
    expect(mayPrefetch(chrome, { saveData: true, effectiveType: '4g' })).toBe(false)
    expect(mayPrefetch(chrome, { effectiveType: '2g' })).toBe(false)
    expect(mayPrefetch(chrome, { effectiveType: 'slow-2g' })).toBe(false)
    expect(mayPrefetch(chrome, { effectiveType: '3g' })).toBe(true)
  })
  it('does not prefetch for bots', () => {
    expect(mayPrefetch('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', undefined)).toBe(false)
    expect(mayPrefetch('Mozilla/5.0 (compatible; bingbot/2.0)', undefined)).toBe(false)
    expect(mayPrefetch('facebookexternalhit/1.1', undefined)).toBe(false)
  })
})

describe('which links navigate on the client', () => {
  it('pages of the site do', () => {
    expect(isSitePage('/o-nas')).toBe(true)
    expect(isSitePage('/en/procedures/breast-lift')).toBe(true)
    expect(isSitePage('/de')).toBe(true)
  })
  it('anchors on other pages, files, the API, the admin and other hosts do not', () => {
    expect(isSitePage('/zakroky#ortopedie')).toBe(false)
    expect(isSitePage('/api/documents/file/storno.pdf')).toBe(false)
    expect(isSitePage('/admin')).toBe(false)
    expect(isSitePage('/files/price-list.pdf')).toBe(false)
    expect(isSitePage('https://www.facebook.com/clinic')).toBe(false)
    expect(isSitePage('//evil.example/x')).toBe(false)
  })
})

describe('stale build recovery (spec §4, §8)', () => {
  const chunkError = () =>
    Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), { name: 'ChunkLoadError' })

  function memoryStorage() {
    const items = new Map<string, string>()
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
  }

  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to load chunk')).toBe(false)
  })

  it('reloads a page of a build once, never twice, whichever chunk failed', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const page = '/en /_next/static/chunks/turbopack-abc.js'
    expect(reloadOnceForStaleBuild(storage, reload, page)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.items.has(staleBuildFlag)).toBe(true)
    expect(reloadOnceForStaleBuild(storage, reload, page)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again on another page, or on the same page of a newer build', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    reloadOnceForStaleBuild(storage, reload, '/en /_next/static/chunks/turbopack-abc.js')
    expect(reloadOnceForStaleBuild(storage, reload, '/en/faq /_next/static/chunks/turbopack-abc.js')).toBe(true)
    expect(reloadOnceForStaleBuild(storage, reload, '/en/faq /_next/static/chunks/turbopack-def.js')).toBe(true)
    expect(reload).toHaveBeenCalledTimes(3)
  })

  it('does not reload when the guard cannot be stored', () => {
    const reload = vi.fn()
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(reloadOnceForStaleBuild(broken, reload, '/en')).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('data-load retries (spec §7, §9)', () => {
  it('this Next marks its router data loads with the headers the retries look for, or the server refuses to start', () => {
    expect(nextInternalsProblem()).toBeNull()
    const renamed = () => ({ ...routerHeadersRelied, RSC_HEADER: 'x-rsc' })
    expect(nextInternalsProblem(renamed)).toMatch(/names its RSC_HEADER 'x-rsc', not 'rsc'.*data-load-retry\.ts/)
    const gone = () => {
      throw new Error("Cannot find module 'next/dist/client/components/app-router-headers'")
    }
    expect(nextInternalsProblem(gone)).toMatch(/has no next\/dist\/client\/components\/app-router-headers/)
    // The page cache's fallback without Redis (src/platform/cache/cache-handler.mjs) is checked the same way.
    const withoutSet = () => ({
      default: class {
        get() {}
        revalidateTag() {}
      },
    })
    expect(nextInternalsProblem(undefined, withoutSet)).toMatch(/file-system cache .* has no set: src\/platform\/cache\/cache-handler\.mjs/)
    // The draft preview's cookie name (issue 29): the one the proxy and the page policy use.
    expect(draftModeCookieRelied).toBe(draftModeCookie)
    const otherCookie = () => ({ COOKIE_NAME_PRERENDER_BYPASS: '__next_draft' })
    expect(nextInternalsProblem(undefined, undefined, otherCookie)).toMatch(
      /names its draft-mode cookie '__next_draft', not '__prerender_bypass'.*src\/platform\/security\/headers\.ts/,
    )
    // The tag a scheduled publish refreshes the pages by (src/platform/cache/page-cache-registry.mjs).
    expect(nextInternalsProblem(undefined, undefined, undefined, () => ({ NEXT_CACHE_IMPLICIT_TAG_ID: '_NT_' }))).toMatch(
      /tags a layout's pages '_NT_\/layout', not '_N_T_\/layout'.*revalidate\.ts/,
    )
    // The header a cached page keeps its tags under: the page cache reads it to refuse a render older than a save.
    const otherTagsHeader = () => ({ NEXT_CACHE_IMPLICIT_TAG_ID: '_N_T_', NEXT_CACHE_TAGS_HEADER: 'x-next-tags' })
    expect(nextInternalsProblem(undefined, undefined, undefined, otherTagsHeader)).toMatch(
      /keeps a cached page's tags under 'x-next-tags', not 'x-next-cache-tags'.*cache-handler\.mjs/,
    )
    expect(nextInternalsProblem()).toBeNull()
    // The retries recognise exactly the names checked at start.
    const { RSC_HEADER, NEXT_ROUTER_PREFETCH_HEADER } = routerHeadersRelied
    expect(isNavigationDataLoad(new Headers({ [RSC_HEADER]: '1' }))).toBe(true)
    expect(isNavigationDataLoad(new Headers({ [RSC_HEADER]: '1', [NEXT_ROUTER_PREFETCH_HEADER]: '1' }))).toBe(false)
  })
  it('retries navigation data loads only, not prefetches or other requests', () => {
    expect(isNavigationDataLoad(new Headers({ RSC: '1' }))).toBe(true)
    expect(isNavigationDataLoad(new Headers({ RSC: '1', 'Next-Router-Prefetch': '1' }))).toBe(false)
    expect(isNavigationDataLoad(new Headers({ accept: 'application/json' }))).toBe(false)
  })
  it('retries failures except 404 (the 404 page) and 500 (the 500 page), up to 3 times', () => {
    for (const status of [408, 429, 502, 503, 504]) expect(isRetryableStatus(status), String(status)).toBe(true)
    for (const status of [200, 204, 304, 404, 500]) expect(isRetryableStatus(status), String(status)).toBe(false)
    expect(dataLoadRetryLimit).toBe(3)
  })
})
