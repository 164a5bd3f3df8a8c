import { proxyCopy } from './proxy-copy'
import { normalizeSitePath } from '@/redirects/redirect-addresses'

/** The proxy's copy of the redirect map (readers.ts), at most 2 s old. */
const redirects = proxyCopy({ read: (data) => data.redirects(), refreshEveryMs: 2000 })

/** Where a public path redirects to (a site path or a full URL), if it does. */
export async function redirectTargetOf(pathname: string): Promise<string | undefined> {
  return (await redirects.current())?.[normalizeSitePath(pathname)]
}
