import { normalizeSitePath } from '@/redirects/redirect-addresses'
import { proxyCopy } from './proxy-copy'

const isPathList = (value: unknown): value is string[] => Array.isArray(value) && value.every((path) => typeof path === 'string')

/** The proxy's copy of the site's public page addresses (src/app/api/v1/site-paths), at most 2 s old. */
const sitePaths = proxyCopy({ path: '/api/v1/site-paths', isValid: isPathList, refreshEveryMs: 2000 })
let known: { list: string[]; set: Set<string> } | undefined

function asSet(list: string[]): Set<string> {
  if (known?.list !== list) known = { list, set: new Set(list) }
  return known.set
}

/**
 * Whether the site has no page at this address. Unsure answers (no copy yet, the app not answering)
 * are "no": the page then decides as before. A path missing from a copy older than half a second
 * is asked again first, so a page published a moment ago is never refused.
 */
export async function isUnknownPage(pathname: string, requestOrigin: string): Promise<boolean> {
  const path = normalizeSitePath(pathname)
  const list = await sitePaths.current(requestOrigin)
  if (!list || asSet(list).has(path)) return false
  const fresh = await sitePaths.fresherThan(500, requestOrigin)
  return Boolean(fresh) && !asSet(fresh ?? []).has(path)
}
