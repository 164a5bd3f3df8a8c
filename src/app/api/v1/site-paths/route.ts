import { brieflyCached } from '@/content/briefly-cached'
import { payloadClient } from '@/content/payload'
import { loadLiveDocuments } from '@/routing/live-documents'
import { buildRouteTable, hrefsOf } from '@/routing/route-table'

export const dynamic = 'force-dynamic'

const currentPaths = brieflyCached(1000, async () => {
  const documents = await loadLiveDocuments(await payloadClient())
  const table = buildRouteTable(documents.filter((doc) => doc.hasPage))
  return table.entries.flatMap((entry) => Object.values(hrefsOf(entry)))
})

/**
 * Every public page's address in every language, for the proxy (src/proxy.ts): an address not in
 * it gets the language's 404 page in the HTML (src/routing/known-paths.ts). Public: it lists what
 * the sitemap lists.
 */
export async function GET() {
  return Response.json(await currentPaths(), { headers: { 'cache-control': 'no-store' } })
}
