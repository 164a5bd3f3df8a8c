import { payloadClient } from '@/content/payload'
import { loadRedirectMap } from '@/redirects/load'
import { widgetHostsOf } from '@/platform/security/widget-hosts'
import { loadLiveDocuments } from '@/routing/live-documents'
import { provideProxyData } from './proxy-data'
import { buildRouteTable, hrefsOf } from '@/routing/route-table'

/**
 * The app's readers for the proxy (proxy-data.ts), each one query of the Local API. The proxy
 * calls them at most every 2 s per process (twice a second for a fresh list of addresses before a
 * 404), so they need no cache of their own.
 */
export function provideProxyDataReaders(): void {
  provideProxyData({
    redirects: async () => loadRedirectMap(await payloadClient()),
    sitePaths: async () => {
      const documents = await loadLiveDocuments(await payloadClient())
      const table = buildRouteTable(documents.filter((doc) => doc.hasPage))
      return table.entries.flatMap((entry) => Object.values(hrefsOf(entry)))
    },
    widgetHosts: async () => widgetHostsOf(await (await payloadClient()).findGlobal({ slug: 'settings', depth: 0 })),
  })
}
