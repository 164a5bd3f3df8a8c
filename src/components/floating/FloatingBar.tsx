'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/** Scrolls smaller than this (a finger's jitter, a layout nudge) change nothing. */
const jitterPx = 8
/** Within this of the bottom the page has ended: the footer keeps room for the bar there. */
const endPx = 4

/**
 * The floating items' landmark. On a phone they form one bar along the bottom edge (floating.css),
 * which steps aside while the visitor scrolls down to read and comes back on a scroll up, at the
 * end of the page, or when the keyboard reaches it. Wider screens keep their buttons in the margin:
 * the attribute changes nothing there. No re-render: the attribute is set directly.
 */
export function FloatingBar({ label, children }: { label: string; children: ReactNode }) {
  const element = useRef<HTMLElement>(null)

  useEffect(() => {
    const bar = element.current
    if (!bar) return
    let lastY = window.scrollY
    let frame = 0
    const setAway = (away: boolean) => {
      if (bar.dataset.away !== String(away)) bar.dataset.away = String(away)
    }
    const update = () => {
      frame = 0
      const y = window.scrollY
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - endPx
      if (y <= 0 || atEnd) {
        setAway(false)
        lastY = y
        return
      }
      const delta = y - lastY
      if (Math.abs(delta) < jitterPx) return
      setAway(delta > 0)
      lastY = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const onFocus = () => setAway(false)
    window.addEventListener('scroll', onScroll, { passive: true })
    bar.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('scroll', onScroll)
      bar.removeEventListener('focusin', onFocus)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <aside ref={element} className="floating-bar" aria-label={label} data-away="false">
      {children}
    </aside>
  )
}
