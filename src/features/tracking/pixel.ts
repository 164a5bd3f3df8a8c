/**
 * The Meta (Facebook) ad pixel, as Meta's base code sets it up but from our own bundle (no inline
 * script). Calls made before fbevents.js arrives wait in the queue, as with the original snippet.
 */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
  }
}

export const pixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js'

let loadedId: string | undefined
let revoked = false

function installStub() {
  const fbq = function (this: unknown) {
    // biome-ignore lint/complexity/noArguments: fbevents.js replays its queue from Arguments objects
    if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments as unknown as unknown[])
    // biome-ignore lint/complexity/noArguments: as above
    else fbq.queue.push(arguments)
  } as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  window.fbq = fbq
  window._fbq ??= fbq
  const script = document.createElement('script')
  script.async = true
  script.src = pixelScriptUrl
  document.head.appendChild(script)
}

/** Loads the pixel once; a later call after a withdrawal grants it again. */
export function loadPixel(id: string) {
  if (loadedId) {
    if (revoked) window.fbq?.('consent', 'grant')
    revoked = false
    return
  }
  loadedId = id
  if (!window.fbq) installStub()
  window.fbq?.('init', id)
}

/** Withdrawal: the loaded pixel stops sending. */
export function revokePixel() {
  if (!loadedId || revoked) return
  revoked = true
  window.fbq?.('consent', 'revoke')
}

/** A standard event, only while the pixel is loaded and allowed. Never pass what a visitor typed. */
export function trackPixel(event: 'ViewContent' | 'Lead', parameters?: Record<string, string>) {
  if (!loadedId || revoked) return
  if (parameters) window.fbq?.('track', event, parameters)
  else window.fbq?.('track', event)
}
