import type { RedirectMap } from '@/redirects/redirect-map'
import type { WidgetHosts } from '@/platform/security/widget-hosts'

/**
 * What the proxy (src/proxy.ts) reads from the database, read in-process. Next 16 runs the proxy
 * on Node.js in the server's own process, but from a bundle of its own: it shares no module with
 * the app, only the process's global object. The app puts its readers there when it starts
 * (src/instrumentation.ts, readers.ts); the proxy keeps short-lived copies of what they
 * return (proxy-copy.ts). Before, the proxy asked the app over HTTP on its own port.
 */
export interface ProxyData {
  /** The redirect map: old public path → target. */
  redirects(): Promise<RedirectMap>
  /** Every public page's address in every language. */
  sitePaths(): Promise<string[]>
  /** The widget hosts Settings hold, for the pages' Content-Security-Policy. */
  widgetHosts(): Promise<WidgetHosts>
}

const proxyDataKey = Symbol.for('clinic.proxyData')
type WithProxyData = typeof globalThis & { [proxyDataKey]?: ProxyData }

/** The app's side: called once at start. */
export function provideProxyData(data: ProxyData): void {
  ;(globalThis as WithProxyData)[proxyDataKey] = data
}

/** The proxy's side: undefined until the app has started (the proxy then decides as if it had no copy). */
export function proxyData(): ProxyData | undefined {
  return (globalThis as WithProxyData)[proxyDataKey]
}
