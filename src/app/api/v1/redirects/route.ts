import { payloadClient } from '@/content/payload'
import { loadRedirectMap } from '@/redirects/load'
import type { RedirectMap } from '@/redirects/redirect-map'

export const dynamic = 'force-dynamic'

/** Fresh for this long: however often it is asked, the database is read at most once a second. */
const freshForMs = 1000
let latest: { map: RedirectMap; at: number } | undefined
let loading: Promise<RedirectMap> | undefined

function currentMap(): Promise<RedirectMap> {
  if (latest && Date.now() - latest.at < freshForMs) return Promise.resolve(latest.map)
  loading ??= (async () => {
    try {
      const map = await loadRedirectMap(await payloadClient())
      latest = { map, at: Date.now() }
      return map
    } finally {
      loading = undefined
    }
  })()
  return loading
}

/**
 * The redirect map for the proxy (src/proxy.ts), which asks for it every few seconds and keeps it
 * in memory, so that an unknown URL costs no database query. Public: it holds nothing a visitor
 * could not find by opening the old URLs.
 */
export async function GET() {
  return Response.json(await currentMap(), { headers: { 'cache-control': 'no-store' } })
}
