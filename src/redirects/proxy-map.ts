import { proxyCopy } from '@/routing/proxy-copy'
import { normalizeSitePath } from './redirect-addresses'
import type { RedirectMap } from './redirect-map'

function isRedirectMap(value: unknown): value is RedirectMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((target) => typeof target === 'string')
  )
}

/** The proxy's copy of the redirect map (src/app/api/v1/redirects), at most 2 s old. */
const redirects = proxyCopy({ path: '/api/v1/redirects', isValid: isRedirectMap, refreshEveryMs: 2000 })

/** Where a public path redirects to (a site path or a full URL), if it does. */
export async function redirectTargetOf(pathname: string, requestOrigin: string): Promise<string | undefined> {
  return (await redirects.current(requestOrigin))?.[normalizeSitePath(pathname)]
}
