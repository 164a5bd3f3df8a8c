import { normalizeSitePath } from '@/redirects/redirect-addresses'
import { proxyCopy } from './proxy-copy'

/** The proxy's copy of the site's public page addresses (readers.ts), at most 2 s old. */
const sitePaths = proxyCopy({ read: (data) => data.sitePaths(), refreshEveryMs: 2000 })
let known: { list: string[]; set: Set<string> } | undefined

function asSet(list: string[]): Set<string> {
  if (known?.list !== list) known = { list, set: new Set(list) }
  return known.set
}

/**
 * Whether the site has no page at this address. Unsure answers (no copy yet, the database not answering)
 * are "no": the page then decides as before. A path missing from a copy older than half a second
 * is asked again first, so a page published a moment ago is never refused.
 */
export async function isUnknownPage(pathname: string): Promise<boolean> {
  const path = normalizeSitePath(pathname)
  const list = await sitePaths.current()
  if (!list || asSet(list).has(path)) return false
  const fresh = await sitePaths.fresherThan(500)
  return Boolean(fresh) && !asSet(fresh ?? []).has(path)
}
