import { payloadClient } from '@/content/payload'
import { loadLiveDocuments } from '@/routing/live-documents'
import { buildRouteTable, hrefsOf } from '@/routing/route-table'

export const dynamic = 'force-dynamic'

/** Fresh for this long: however often it is asked, the database is read at most once a second. */
const freshForMs = 1000
let latest: { paths: string[]; at: number } | undefined
let loading: Promise<string[]> | undefined

function currentPaths(): Promise<string[]> {
  if (latest && Date.now() - latest.at < freshForMs) return Promise.resolve(latest.paths)
  loading ??= (async () => {
    try {
      const documents = await loadLiveDocuments(await payloadClient())
      const table = buildRouteTable(documents.filter((doc) => doc.hasPage))
      const paths = table.entries.flatMap((entry) => Object.values(hrefsOf(entry)))
      latest = { paths, at: Date.now() }
      return paths
    } finally {
      loading = undefined
    }
  })()
  return loading
}

/**
 * Every public page's address in every language, for the proxy (src/proxy.ts): an address not in
 * it gets the language's 404 page in the HTML (src/routing/known-paths.ts). Public: it lists what
 * the sitemap lists.
 */
export async function GET() {
  return Response.json(await currentPaths(), { headers: { 'cache-control': 'no-store' } })
}
