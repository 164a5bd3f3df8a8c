import { brieflyCached } from '@/content/briefly-cached'
import { payloadClient } from '@/content/payload'
import { loadRedirectMap } from '@/redirects/load'

export const dynamic = 'force-dynamic'

const currentMap = brieflyCached(1000, async () => loadRedirectMap(await payloadClient()))

/**
 * The redirect map for the proxy (src/proxy.ts), which asks for it every few seconds and keeps it
 * in memory, so that an unknown URL costs no database query. Public: it holds nothing a visitor
 * could not find by opening the old URLs.
 */
export async function GET() {
  return Response.json(await currentMap(), { headers: { 'cache-control': 'no-store' } })
}
