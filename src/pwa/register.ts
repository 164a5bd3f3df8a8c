import type { RememberMessage } from './worker'

/** Service workers need a secure context: https, or the local machine for development. */
export function mayRegister(protocol: string, hostname: string): boolean {
  return (
    protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  )
}

function warnWhenRedundant(registration: ServiceWorkerRegistration) {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      // An installing worker that turns redundant failed to install (or a newer one overtook it).
      if (worker.state === 'redundant') console.warn('Service worker: the new worker became redundant before it took over.')
    })
  })
}

/** Registers /sw.js after the page has loaded (spec §7), never throws; problems are logged (spec §8). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  if (!mayRegister(location.protocol, location.hostname)) {
    console.warn(`Service worker not registered: it needs https (or localhost), this page is served over ${location.protocol}`)
    return
  }
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(warnWhenRedundant)
      .catch((error: unknown) => console.warn('Service worker registration failed:', error))
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

const reportedFiles = new Set<string>()
let reportedPage: string | undefined

/**
 * Tells the worker what this page is and what it loaded, once the worker is active. It caches the
 * page's HTML itself when the page came without it (the first page before the worker existed, or a
 * router navigation, which loads no HTML), and the files fetched before the worker controlled it.
 */
export function reportPage(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  // Offline copies cost downloads: not on a data-saving connection.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  const page = location.href.split('#')[0]
  if (page === reportedPage) return
  // A page load that the worker answered is cached already.
  const includePage = reportedPage !== undefined || !navigator.serviceWorker.controller
  reportedPage = page
  navigator.serviceWorker.ready
    .then((registration) => {
      const resources = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => !reportedFiles.has(url))
      for (const url of resources) reportedFiles.add(url)
      const message: RememberMessage = { type: 'clinic:remember', page: includePage ? page : undefined, resources }
      registration.active?.postMessage(message)
    })
    .catch(() => undefined)
}
