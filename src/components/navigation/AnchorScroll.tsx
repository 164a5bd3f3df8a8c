'use client'

import { useEffect } from 'react'
import { arrivalDelayMs, samePageDelayMs, scrollToAnchorLater } from '@/ui/anchor-scroll'

/**
 * Site-wide anchor behaviour (spec §9): opened at an anchor, the page waits for late layout before
 * scrolling; a link to an anchor on the same page scrolls after a short delay, with the offsets,
 * and moves focus there (the skip link).
 */
export function AnchorScroll() {
  useEffect(() => {
    const initial = decodeURIComponent(location.hash.slice(1))
    if (initial) scrollToAnchorLater(initial, arrivalDelayMs)

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const url = new URL(link.href, location.href)
      const id = decodeURIComponent(url.hash.slice(1))
      if (!id || url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return
      if (!document.getElementById(id)) return
      event.preventDefault()
      scrollToAnchorLater(id, samePageDelayMs, true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
