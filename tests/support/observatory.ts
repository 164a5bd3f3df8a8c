/**
 * The header tests of Mozilla's HTTP Observatory (github.com/mdn/mdn-http-observatory, src/analyzer
 * and src/grader/charts.js, August 2026: scores and rules as published there), applied to one
 * response's headers and HTML, so that a test can grade the site's real answers without the
 * Observatory reaching it. Left out: what the reverse proxy decides (the http→https redirection)
 * and the HSTS preload list.
 *
 * Score as the Observatory's: 100 plus every penalty; the bonuses only count when the score with
 * penalties alone is still at least 90.
 */

export interface ObservatoryTest {
  name: string
  result: string
  modifier: number
}
export interface ObservatoryScore {
  score: number
  grade: string
  tests: ObservatoryTest[]
}

type Headers = Record<string, string | string[] | undefined>
const all = (headers: Headers, name: string): string[] => {
  const value = headers[name.toLowerCase()]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const unsafeInline = new Set(["'unsafe-inline'", 'data:'])
const broadOrInline = new Set([...broad, ...unsafeInline])
const isNonceOrHash = (source: string) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(source)

/** Directive → sources of all policies (a source must appear in every policy that sets the directive); null when invalid. */
export function parsePolicies(values: string[]): Map<string, Set<string>> | null {
  const policies = values.flatMap((value) => value.split(',')).map((value) => value.replace(/[\r\n]/g, '').trim())
  const merged = new Map<string, Set<string>>()
  for (const policy of policies) {
    if (policy.length < 'img-src'.length - 1) return null
    const seen = new Set<string>()
    for (const [rawName, ...sources] of policy.split(';').map((part) => part.trim().split(/\s+/))) {
      if (!rawName) continue
      const name = rawName.toLowerCase()
      if (seen.has(name) && name !== 'report-uri' && name !== 'report-to') return null
      seen.add(name)
      const list = new Set(sources.length ? sources.map((source) => source.toLowerCase()) : name.endsWith('-src') ? ["'none'"] : [])
      const before = merged.get(name)
      if (!before) merged.set(name, list)
      else {
        const both = new Set([...list].filter((source) => before.has(source)))
        merged.set(name, both.size ? both : new Set(["'none'"]))
      }
    }
  }
  return merged
}

function contentSecurityPolicy(headers: Headers, https: boolean): string {
  const values = all(headers, 'content-security-policy')
  if (values.length === 0) return 'csp-not-implemented'
  const csp = parsePolicies(values)
  if (!csp) return 'csp-header-invalid'
  const star = () => new Set(['*'])
  const objectSrc = new Set(csp.get('object-src') ?? csp.get('default-src') ?? star())
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? star())
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? star())
  // A hash or nonce switches 'unsafe-inline' off in CSP2+ browsers.
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'")
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isNonceOrHash)) return 'csp-header-invalid'
    for (const source of scriptSrc)
      if ([...broad].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source)
  }
  const passive = new Set(['img-src', 'media-src'])
  const active = [...csp.entries()].filter(([name]) => !passive.has(name) && name !== 'script-src').flatMap(([, list]) => [...list])
  active.push(...scriptSrc)
  const passiveSources = [...passive].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])])
  if ([...scriptSrc].some((source) => broadOrInline.has(source)) || [...objectSrc].some((source) => broad.has(source)))
    return 'csp-implemented-with-unsafe-inline'
  if (https && active.some((source) => source.startsWith('http:') || source.startsWith('ftp:')))
    return 'csp-implemented-with-insecure-scheme'
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval'
  if (https && passiveSources.some((source) => source.startsWith('http:') || source.startsWith('ftp:')))
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  if ([...styleSrc].some((source) => broadOrInline.has(source))) return 'csp-implemented-with-unsafe-inline-in-style-src-only'
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return 'csp-implemented-with-no-unsafe-default-src-none'
  return 'csp-implemented-with-no-unsafe'
}

function referrerPolicy(headers: Headers): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const values = all(headers, 'referrer-policy')
  if (values.length === 0) return 'referrer-policy-not-implemented'
  const policy = values
    .join(', ')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1)
  return policy && good.includes(policy) ? 'referrer-policy-private' : policy ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid'
}

function xFrameOptions(headers: Headers): string {
  const csp = parsePolicies(all(headers, 'content-security-policy'))
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp'
  const value = all(headers, 'x-frame-options')[0]?.trim().toLowerCase()
  if (!value) return 'x-frame-options-not-implemented'
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny'
  return value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid'
}

function xContentTypeOptions(headers: Headers): string {
  const value = all(headers, 'x-content-type-options')[0]
  if (value === undefined) return 'x-content-type-options-not-implemented'
  return value.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid'
}

function strictTransportSecurity(headers: Headers, https: boolean): string {
  if (!https) return 'hsts-not-implemented-no-https'
  const value = all(headers, 'strict-transport-security')[0]
  if (value === undefined) return 'hsts-not-implemented'
  if (value.includes(',')) return 'hsts-header-invalid'
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1]
  if (maxAge === undefined) return 'hsts-header-invalid'
  return Number(maxAge) < 15_552_000 ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months'
}

function crossOriginResourcePolicy(headers: Headers): string {
  const value = all(headers, 'cross-origin-resource-policy').join(', ').trim().toLowerCase()
  if (!value) return 'corp-not-implemented'
  return (
    (
      {
        'same-site': 'corp-implemented-with-same-site',
        'same-origin': 'corp-implemented-with-same-origin',
        'cross-origin': 'corp-implemented-with-cross-origin',
      } as Record<string, string>
    )[value] ?? 'corp-header-invalid'
  )
}

function crossOriginOpenerPolicy(headers: Headers): string {
  const values = all(headers, 'cross-origin-opener-policy')
  if (values.length === 0) return 'coop-not-implemented'
  if (values.length > 1) return 'coop-header-invalid'
  const token = values[0].split(';')[0].trim()
  return (
    (
      {
        'same-origin': 'coop-implemented-with-same-origin',
        'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups',
        'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups',
        'unsafe-none': 'coop-implemented-with-unsafe-none',
      } as Record<string, string>
    )[token] ?? 'coop-header-invalid'
  )
}

function crossOriginEmbedderPolicy(headers: Headers): string {
  const values = all(headers, 'cross-origin-embedder-policy')
  if (values.length === 0) return 'coep-not-implemented'
  if (values.length > 1) return 'coep-header-invalid'
  const token = values[0].split(';')[0].trim()
  return (
    (
      {
        'require-corp': 'coep-implemented-with-require-corp',
        credentialless: 'coep-implemented-with-credentialless',
        'unsafe-none': 'coep-implemented-with-unsafe-none',
      } as Record<string, string>
    )[token] ?? 'coep-header-invalid'
  )
}

function crossOriginResourceSharing(headers: Headers): string {
  const origin = all(headers, 'access-control-allow-origin')[0]?.trim()
  if (!origin) return 'cross-origin-resource-sharing-not-implemented'
  if (all(headers, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true' && origin !== '*')
    return 'cross-origin-resource-sharing-implemented-with-universal-access'
  return origin === '*'
    ? 'cross-origin-resource-sharing-implemented-with-public-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access'
}

/** Cookies: all Secure (over https), session cookies HttpOnly, SameSite Strict or Lax. */
function cookies(headers: Headers, https: boolean): string {
  const list = all(headers, 'set-cookie')
  if (list.length === 0) return 'cookies-not-found'
  const attributes = list.map((cookie) =>
    cookie
      .toLowerCase()
      .split(';')
      .map((part) => part.trim()),
  )
  if (attributes.some((parts) => !parts.includes('secure') || !https)) return 'cookies-without-secure-flag'
  const sameSite = attributes.map((parts) => parts.find((part) => part.startsWith('samesite='))?.slice(9))
  if (sameSite.some((value) => value && value !== 'strict' && value !== 'lax' && value !== 'none')) return 'cookies-samesite-flag-invalid'
  return sameSite.every((value) => value === 'strict' || value === 'lax')
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions'
}

/** Subresource integrity: scripts from our own origin need none; from elsewhere, over https with integrity. */
function subresourceIntegrity(html: string | undefined, siteOrigin: string): string {
  if (html === undefined) return 'sri-not-implemented-response-not-html'
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].map(([tag, src]) => ({ tag, src }))
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded'
  const external = scripts.filter(({ src }) => new URL(src.replaceAll('&amp;', '&'), siteOrigin).origin !== siteOrigin)
  if (external.length === 0)
    return scripts.some(({ tag }) => /\bintegrity=/.test(tag))
      ? 'sri-implemented-and-all-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
  const secure = external.every(({ src }) => src.startsWith('https://'))
  const withIntegrity = external.every(({ tag }) => /\bintegrity=/.test(tag))
  if (withIntegrity)
    return secure ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-implemented-but-external-scripts-not-loaded-securely'
  return secure
    ? 'sri-not-implemented-but-external-scripts-loaded-securely'
    : 'sri-not-implemented-and-external-scripts-not-loaded-securely'
}

/** src/grader/charts.js, SCORE_TABLE (the modifiers of the results above). */
export const modifiers: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
}

const grades: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

/**
 * Grades one answer (the home page, as the Observatory fetches it): its headers, its HTML for the
 * script-integrity test, and whether it came over https (HSTS is read only there).
 */
export function observatoryScore(input: { headers: Headers; html?: string; https: boolean; origin: string }): ObservatoryScore {
  const headers = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]))
  const results: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(headers, input.https)],
    ['cookies', cookies(headers, input.https)],
    ['cross-origin-resource-sharing', crossOriginResourceSharing(headers)],
    ['referrer-policy', referrerPolicy(headers)],
    ['strict-transport-security', strictTransportSecurity(headers, input.https)],
    ['subresource-integrity', subresourceIntegrity(input.html, input.origin)],
    ['x-content-type-options', xContentTypeOptions(headers)],
    ['x-frame-options', xFrameOptions(headers)],
    ['cross-origin-resource-policy', crossOriginResourcePolicy(headers)],
    ['cross-origin-embedder-policy', crossOriginEmbedderPolicy(headers)],
    ['cross-origin-opener-policy', crossOriginOpenerPolicy(headers)],
  ]
  const tests = results.map(([name, result]) => ({ name, result, modifier: modifiers[result] }))
  const penalties = 100 + tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0)
  const score = Math.max(0, penalties >= 90 ? 100 + tests.reduce((sum, test) => sum + test.modifier, 0) : penalties)
  const grade = grades.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)?.[1] ?? 'F'
  return { score, grade, tests }
}
