'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

const hideAfter = 440 // spec §9: hide on scroll down past 440 px
const stripAfter = 480 // spec §2: the category strip appears past about 450–500 px
const menuBreakpoint = 960

/** Pins the header once the page scrolls past the top banner; the offset depends on the width. */
function pinOffset(): number {
  return window.innerWidth >= menuBreakpoint ? 44 : 0
}

/**
 * The header's scroll behaviour: pinned after an offset, hidden while scrolling down past 440 px,
 * shown again on scrolling up; on the procedures page it reveals the category strip.
 */
export function HeaderFrame({ children, strip }: { children: ReactNode; strip?: ReactNode }) {
  const [state, setState] = useState({ pinned: false, hidden: false, strip: false })
  const lastY = useRef(0)
  const header = useRef<HTMLElement>(null)

  // A keyboard user tabbing into a hidden header brings it back.
  useEffect(() => {
    const element = header.current
    const show = () => setState((previous) => (previous.hidden ? { ...previous, hidden: false } : previous))
    element?.addEventListener('focusin', show)
    return () => element?.removeEventListener('focusin', show)
  }, [])

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const delta = y - lastY.current
      lastY.current = y
      setState((previous) => {
        const next = {
          pinned: y > pinOffset(),
          hidden: y <= hideAfter ? false : delta > 0 ? true : delta < 0 ? false : previous.hidden,
          strip: Boolean(strip) && y > stripAfter,
        }
        return next.pinned === previous.pinned && next.hidden === previous.hidden && next.strip === previous.strip ? previous : next
      })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [strip])

  return (
    <header ref={header} className="site-header" data-pinned={state.pinned} data-hidden={state.hidden} data-strip={state.strip}>
      {children}
      {strip ? (
        <div className="category-strip-wrap" hidden={!state.strip}>
          {strip}
        </div>
      ) : null}
    </header>
  )
}
