'use client'

import { useEffect } from 'react'

/**
 * Loads the current address as a whole page when it was reached by a client-side navigation: the
 * proxy then answers with the full 404 page (header, footer, status 404). Once per address: after
 * that load the page's own navigation entry is this address, so it never loops.
 */
export function LoadAsPage() {
  useEffect(() => {
    const [entry] = performance.getEntriesByType('navigation')
    if (entry && entry.name !== window.location.href) window.location.replace(window.location.href)
  }, [])
  return null
}
