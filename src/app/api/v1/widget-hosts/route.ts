import { brieflyCached } from '@/content/briefly-cached'
import { payloadClient } from '@/content/payload'
import { widgetHostsOf } from '@/security/widget-hosts'

export const dynamic = 'force-dynamic'

const currentHosts = brieflyCached(1000, async () => {
  const payload = await payloadClient()
  return widgetHostsOf(await payload.findGlobal({ slug: 'settings', depth: 0 }))
})

/**
 * The widget hosts of Settings, for the proxy's per-request policy (src/security/site-policy.ts).
 * Public: every page's Content-Security-Policy names them anyway.
 */
export async function GET() {
  return Response.json(await currentHosts(), { headers: { 'cache-control': 'no-store' } })
}
