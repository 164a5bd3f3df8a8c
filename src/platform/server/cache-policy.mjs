// The site's caching policy for browsers and shared caches (a CDN, the Varnish of deploy/varnish/),
// decided in one place from the request and the answer's head (serve.mjs applies it to every
// answer). Why short page lifetimes rather than purging: docs/decisions/0056-cdn-caching-short-lifetimes.md.
// - Private: anything that sets a cookie, a request with a staff session, draft mode or an
//   Authorization header, the admin, every API answer but the public files, every POST:
//   `private, no-store`, whatever the app said.
// - Pages (and their RSC data): Next marks them `s-maxage=31536000` because it refreshes its own
//   (shared) cache on a save, which no CDN hears of. They go out `max-age=0, s-maxage=2,
//   stale-while-revalidate=2`: a shared cache keeps no copy older than 4 s, so a save shows
//   through it within about 5 s, while a busy page costs the app one render per 2 s per cache.
//   `stale-if-error=86400` (RFC 5861): while the site cannot render (its database or storage down),
//   a shared cache keeps serving its last copy for a day instead of an error (deploy/varnish/).
// - Public uploads (/api/media/file, /api/documents/file) and /_next/image of them: with the `v`
//   the CMS adds to their URLs (src/cms/media/versioned-url.ts, it changes with every save of the
//   file) one year, immutable; without it, like a page.
// - Files at the site's root (icons, manifest, robots.txt, sitemap.xml): an hour in browsers,
//   a minute in shared caches (they change when the clinic changes its logo or publishes).
// - Everything else keeps what Next or the route said (/_next/static is immutable; sw.js no-store).

import { applyHeaders } from './html-pages.mjs'

export const privateAnswer = 'private, no-store'
export const pageSharedSeconds = 2
export const pageStaleSeconds = 2
export const pageOutageSeconds = 86_400
export const pageCacheControl = `public, max-age=0, s-maxage=${pageSharedSeconds}, stale-while-revalidate=${pageStaleSeconds}, stale-if-error=${pageOutageSeconds}`
export const immutableCacheControl = 'public, max-age=31536000, immutable'
export const rootFileCacheControl = 'public, max-age=3600, s-maxage=60, stale-while-revalidate=60'

/**
 * Cookies the app reads: Payload's staff session (`payload-token`, `__Host-payload-token` over
 * https), Next's draft mode, and the reply to a form sent without script (form-reply-cookie.ts).
 */
const appCookie = /(?:^|;)\s*(?:(?:__Host-)?payload-token|__prerender_bypass|__next_preview_data|clinic-form-reply)=/
const publicFileRoute = /^\/api\/(?:media|documents)\/file\/[^/]+$/
const rootFile = /^\/[^/]+\.[a-z0-9]+$/i

/** Whether a request carries who is asking: a staff session, draft mode, or credentials. */
export function isPersonalRequest(headers) {
  return Boolean(headers.authorization) || appCookie.test(String(headers.cookie ?? ''))
}

/** `v` present and non-empty in a query string. */
const hasVersion = (searchParams) => Boolean(searchParams.get('v'))

/**
 * The Cache-Control an answer goes out with, or undefined to keep the one it has.
 * `request`: { method, url, headers }; `answer`: { status, cacheControl, setsCookie }.
 */
export function cacheControlFor(request, answer) {
  const url = new URL(request.url ?? '/', 'http://site')
  const path = url.pathname
  const given = String(answer.cacheControl ?? '')
  if (answer.setsCookie) return privateAnswer
  if (request.method !== 'GET' && request.method !== 'HEAD') return privateAnswer
  if (isPersonalRequest(request.headers)) return privateAnswer
  if (path === '/admin' || path.startsWith('/admin/')) return privateAnswer
  const ok = answer.status === 200 || answer.status === 206 || answer.status === 304
  if (path.startsWith('/api/')) {
    // An answer that already says no-store keeps its own words (health: `no-store`).
    if (!publicFileRoute.test(path)) return /no-store/i.test(given) ? undefined : privateAnswer
    if (!ok || /no-store|private/i.test(given)) return undefined
    return hasVersion(url.searchParams) ? immutableCacheControl : pageCacheControl
  }
  if (path === '/_next/image') {
    if (!ok) return undefined
    const source = new URL(url.searchParams.get('url') ?? '/', 'http://site')
    return publicFileRoute.test(source.pathname) && hasVersion(source.searchParams) ? immutableCacheControl : undefined
  }
  if (path.startsWith('/_next/static/')) return undefined
  // Next's "cache this in shared caches": prerendered and regenerated pages and their RSC data.
  if (/(?:^|,)\s*s-maxage=/i.test(given)) return pageCacheControl
  if (ok && rootFile.test(path) && !/no-store|no-cache|private/i.test(given)) return rootFileCacheControl
  return undefined
}

/** Wraps `res.writeHead` (which Node also calls for an implicit head) so every answer leaves with the policy. */
export function applyCachePolicy(req, res) {
  const writeHead = res.writeHead
  res.writeHead = function cachePolicyWriteHead(statusCode, ...rest) {
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined
    applyHeaders(res, rest[0])
    const chosen = cacheControlFor(
      { method: req.method, url: req.url, headers: req.headers },
      { status: statusCode, cacheControl: res.getHeader('cache-control'), setsCookie: res.hasHeader('set-cookie') },
    )
    if (chosen) res.setHeader('cache-control', chosen)
    return writeHead.call(this, statusCode, ...(message ? [message] : []))
  }
}
