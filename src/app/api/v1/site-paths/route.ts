import { brieflyCached } from '@/content/briefly-cached'
import { payloadClient } from '@/content/payload'
import { loadLiveDocuments } from '@/routing/live-documents'
import { buildRouteTable, hrefsOf } from '@/routing/route-table'

export const dynamic = 'force-dynamic'

async function loadPaths(): Promise<string[]> {
  const documents = await loadLiveDocuments(await payloadClient())
  const table = buildRouteTable(documents.filter((doc) => doc.hasPage))
  return table.entries.flatMap((entry) => Object.values(hrefsOf(entry)))
}
const currentPaths = brieflyCached(1000, loadPaths)
const freshPaths = brieflyCached(0, loadPaths)

/**
 * Every public page's address in every language, for the proxy (src/proxy.ts): an address not in
 * it gets the language's 404 page in the HTML (src/routing/known-paths.ts). Public: it lists what
 * the sitemap lists.
 */
export async function GET(request: Request) {
  // ?fresh: the proxy asks again before answering 404, and a page saved a moment ago must be in
  // the answer (the proxy asks so at most twice a second per process; concurrent asks share a read).
  const fresh = new URL(request.url).searchParams.has('fresh')
  return Response.json(await (fresh ? freshPaths() : currentPaths()), { headers: { 'cache-control': 'no-store' } })
}
