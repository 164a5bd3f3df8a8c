/**
 * Which requests the service worker handles, and how. Both functions are copied into the worker
 * script as source text (see worker.ts), so they must not use anything outside their own body.
 */

import type { Locale } from '@/routing/locales'

/** `page`: network first, then the cached copy, then the offline page. `static`: cache first
 * (build-hashed, never changes). `asset`: stale while revalidate. `none`: the browser's own
 * network handling, never cached. */
type Strategy = 'page' | 'static' | 'asset' | 'none'

interface RequestFacts {
  url: string
  method: string
  /** `navigate` for a page load. */
  mode: string
  /** Next's client-side navigation data carries an `RSC` header. */
  rsc?: boolean
}

export function requestPolicy(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'none'
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return 'none'
  }
  if (url.origin !== origin) return 'none'
  const path = url.pathname
  // Same prefixes as the proxy's matcher: the APIs (inquiries, Payload REST, private uploads) and
  // the admin are never cached.
  if (path.startsWith('/api') || path.startsWith('/admin')) return 'none'
  // Router data depends on request headers; when it fails offline, Next falls back to a full page
  // load, which the page strategy answers.
  if (request.rsc || url.searchParams.has('_rsc')) return 'none'
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path === '/_next/image' || /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i.test(path)) return 'asset'
  return 'none'
}

/** The offline page's language from the path: /en and /de, anything else is Czech (no imports, see above). */
export function offlineLocale(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return first === 'en' || first === 'de' ? first : 'cs'
}
