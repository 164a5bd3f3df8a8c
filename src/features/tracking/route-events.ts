import { trackPixel } from './pixel'
import { pushRouteChange, routeChangeDelayMs } from './tag-manager'

/**
 * Spec §7: on every route update the pixel's ViewContent, and 50 ms later the data-layer
 * route-change event. A route update is a page load or a client-side change of the path. Each
 * tracker gets each route update at most once, also when consent arrives after the page loaded
 * (then the current page counts as its update) or a component mounts twice.
 */
let route = 0
let lastPath: string | null = null
const sent = { pixel: 0, tagManager: 0 }

export function noteRoute(path: string) {
  if (path === lastPath) return
  lastPath = path
  route += 1
}

export function sendRouteEvents({ pixel, tagManager }: { pixel: boolean; tagManager: boolean }) {
  if (route === 0) return
  if (pixel && sent.pixel !== route) {
    sent.pixel = route
    trackPixel('ViewContent')
  }
  if (tagManager && sent.tagManager !== route) {
    sent.tagManager = route
    window.setTimeout(pushRouteChange, routeChangeDelayMs)
  }
}
