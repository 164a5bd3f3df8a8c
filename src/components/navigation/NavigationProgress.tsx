'use client'

import './NavigationProgress.css'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { type DelayedLoadDetail, delayedLoadEvent } from '@/features/tracking/site-events'

/** Spec §4, §9: a navigation slower than this shows the progress indicator. */
const slowNavigationMs = 1000

/** The address a click on this event would navigate to, or null when it stays on the page. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  // A link that acts as a button once the script runs (ui/press-as-button: a gallery photo) goes nowhere.
  if (link.getAttribute('role') === 'button') return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin) return null
  // Only the hash changes: that is a scroll, not a navigation.
  if (url.pathname === location.pathname && url.search === location.search) return null
  return url
}

/**
 * A slim bar at the top of the window when a navigation takes longer than a second: a client-side
 * navigation waiting for its data, or a full page load waiting for the server. A new page replaces
 * this component (the page is remounted), which removes the bar. At the same moment the delayed-load
 * event (spec §4) goes out as a window event, for the trackers and anything else listening.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname()
  const currentPath = useRef(pathname)
  currentPath.current = pathname
  // The path the visitor was on when the navigation turned slow; the bar shows only while it is current.
  const [slowFrom, setSlowFrom] = useState<string | null>(null)
  if (slowFrom !== null && slowFrom !== pathname) setSlowFrom(null)

  useEffect(() => {
    let timer: number | undefined
    const start = (to: string) => {
      window.clearTimeout(timer)
      const from = currentPath.current
      timer = window.setTimeout(() => {
        setSlowFrom(from)
        window.dispatchEvent(new CustomEvent<DelayedLoadDetail>(delayedLoadEvent, { detail: { from, to } }))
      }, slowNavigationMs)
    }
    const onPopState = () => start(location.pathname)
    const stop = () => {
      window.clearTimeout(timer)
      setSlowFrom(null)
    }
    // Bubble phase: a click another handler cancelled (the anchor scroll) navigates nowhere, while a
    // Next link cancels the default only to navigate on the client.
    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event)
      if (target) start(target.pathname)
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    // Back from the browser's page cache: whatever was pending is over.
    window.addEventListener('pageshow', stop)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', stop)
    }
  }, [])

  if (slowFrom !== pathname) return null
  return <div className="nav-progress" role="progressbar" aria-label={label} />
}
