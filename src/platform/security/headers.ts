/**
 * Security headers of every response (pages, 404s, files, API answers), applied by next.config.ts
 * `headers()`. That runs before routing and for paths the proxy never sees (api, admin, _next,
 * files), so no response goes out without them. See docs/decisions/0024-security-headers.md.
 *
 * Imported by next.config.ts: keep it free of path aliases and server-only imports.
 */
import { sourcesFor, type ThirdParty, thirdParties } from './third-party-hosts'
// Relative, not '@/': next.config.ts loads this file, and its loader knows no path aliases.
import { hstsValue } from '../server/transport-security.mjs'

type Env = Record<string, string | undefined>
/** The shape of one entry of Next's `headers()` (kept local: Next exports it only from dist/). */
export interface HeaderRule {
  source: string
  has?: { type: 'header' | 'cookie'; key: string; value?: string }[]
  headers: { key: string; value: string }[]
}

type Policy = Record<string, string[]>
const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ')

// Directives every policy ends with: no plugins, no <base> rewriting, never framed.
const lockdown: Policy = { 'object-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] }

/**
 * How the public site's inline scripts (Next's bootstrap and page data, our first-visit language
 * script) are allowed: 'hashed' (production) leaves them out of this policy, and our server adds
 * each page's own hashes to script-src as the page goes out (src/platform/server/script-hashes.mjs).
 * `next dev` runs Next's own server, which hashes nothing: there 'unsafe-inline' stays.
 */
export type InlineScripts = 'hashed' | 'unsafe-inline'

/**
 * The public site. No 'strict-dynamic': Next's chunk scripts are parser-inserted <script src>
 * without nonce or integrity, so our origin and the listed hosts stay the allowlist (the tag
 * manager's own scripts come from its host). style-src needs 'unsafe-inline' for React style
 * attributes and next/image (docs/decisions/0027-inline-scripts-by-hash.md).
 */
export function siteCsp(
  parties: ThirdParty[] = thirdParties(),
  inlineScripts: InlineScripts = 'hashed',
  framing: 'none' | 'self' = 'none',
): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inlineScripts === 'unsafe-inline' ? ["'unsafe-inline'"] : []), ...sourcesFor('script-src', parties)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...sourcesFor('img-src', parties)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sourcesFor('connect-src', parties)],
    'frame-src': sourcesFor('frame-src', parties),
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    ...lockdown,
    // A preview may be shown in Payload's live preview pane: by the site's own admin, nobody else.
    ...(framing === 'self' ? { 'frame-ancestors': ["'self'"] } : {}),
  })
}

/**
 * Next's draft-mode cookie: only staff previewing drafts carry it (/api/v1/preview). Its value is
 * checked by Next and the drafts by our pages (src/content/documents.ts); here it only lets the
 * page be framed by the site's own origin, which gives a stranger holding the cookie nothing.
 */
export const draftModeCookie = '__prerender_bypass'

/**
 * Payload's admin: its own bundle, data: fonts and images, and blob: previews of files chosen for
 * upload. No third parties. Its inline scripts (Next's bootstrap and each screen's RSC data) are
 * allowed by their hashes, as the public site's: our server adds them to each admin page's policy
 * (html-pages.mjs holds every HTML answer whose script-src lacks 'unsafe-inline'). Styles stay
 * 'unsafe-inline': Payload and its editors set style attributes and insert <style> elements at run
 * time (docs/decisions/0027-inline-scripts-by-hash.md).
 */
export function adminCsp(inlineScripts: InlineScripts = 'hashed'): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inlineScripts === 'unsafe-inline' ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    ...lockdown,
  })
}

/** JSON answers need nothing: an API response opened as a document can run and load nothing. */
export function apiCsp(): string {
  return serialize({ 'default-src': ["'none'"], 'form-action': ["'none'"], ...lockdown })
}

/**
 * Uploaded files (/api/{collection}/file/…): images and the storno-conditions PDFs. Chrome shows a
 * PDF through an internal <embed> of the same URL, styled inline, so this policy needs object-src
 * 'self' and inline styles (object-src 'none' shows "This content is blocked", crbug.com/271452).
 */
export function fileCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'img-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'form-action': ["'none'"],
    ...lockdown,
    'object-src': ["'self'"],
  })
}

/**
 * Next's image optimizer (/_next/image) sends its own policy instead of ours; this one keeps its
 * sandbox against scripts in images and adds the lockdown directives (next.config.ts images).
 */
export function imageCsp(): string {
  return `${serialize({ 'default-src': ["'none'"], 'form-action': ["'none'"], ...lockdown })}; sandbox`
}

// Turned off for the site and its iframes; the video player's autoplay/fullscreen stay allowed.
export const permissionsPolicy = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']
  .map((feature) => `${feature}=()`)
  .join(', ')

/** The header rules for next.config.ts. Later rules override earlier ones for the same header. */
export function securityHeaderRules(env: Env = process.env): HeaderRule[] {
  const csp = (value: string) => [{ key: 'Content-Security-Policy', value }]
  const hsts = [{ key: 'Strict-Transport-Security', value: hstsValue }]
  const rules: HeaderRule[] = [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: permissionsPolicy },
        { key: 'X-Frame-Options', value: 'DENY' },
        // next.config.ts is read with NODE_ENV=development only by `next dev` (no hashing server).
        ...csp(siteCsp(thirdParties(env), env.NODE_ENV === 'development' ? 'unsafe-inline' : 'hashed')),
      ],
    },
    // Public pages in a preview: framed by the admin's live preview (same origin) only.
    {
      source: '/:path((?!admin(?:/|$)|api/|_next/).*)',
      has: [{ type: 'cookie', key: draftModeCookie }],
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ...csp(siteCsp(thirdParties(env), env.NODE_ENV === 'development' ? 'unsafe-inline' : 'hashed', 'self')),
      ],
    },
    { source: '/admin/:path*', headers: csp(adminCsp(env.NODE_ENV === 'development' ? 'unsafe-inline' : 'hashed')) },
    { source: '/api/:path*', headers: csp(apiCsp()) },
    { source: '/api/:collection/file/:file*', headers: csp(fileCsp()) },
    // Visitors' inquiries and their answers are personal: never kept by a browser or a proxy, also
    // for the answers Next gives itself (405 for a GET). src/features/inquiries/intake/respond.ts sets the same.
    { source: '/api/v1/inquiries/:path*', headers: [{ key: 'Cache-Control', value: 'no-store, private' }] },
  ]
  // HSTS only over https. TLS ends at the reverse proxy (next start speaks plain http), so the
  // proxy's X-Forwarded-Proto / Forwarded header tells. An https SITE_URL adds it to every answer
  // in our server instead (src/platform/server/transport-security.mjs): these rules are fixed at build time,
  // when the installation's address is not known. Browsers ignore HSTS received over http, so a
  // forged header is harmless.
  rules.push(
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }], headers: hsts },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'forwarded', value: '(?:[^,]*;)?\\s*proto="?https"?(?:\\s*[;,].*)?' }],
      headers: hsts,
    },
  )
  return rules
}
