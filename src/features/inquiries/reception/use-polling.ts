'use client'

import { useEffect, useEffectEvent } from 'react'

/**
 * Runs `ask` every `everyMs` while the tab is visible, and at once when the window regains focus or
 * the tab is shown again (as when reception comes back to it). A hidden tab asks nothing.
 */
export function usePolling(ask: () => void | Promise<void>, everyMs: number) {
  const askNow = useEffectEvent(() => {
    if (document.visibilityState !== 'hidden') void ask()
  })
  useEffect(() => {
    const tick = () => askNow()
    const timer = window.setInterval(tick, everyMs)
    window.addEventListener('focus', tick)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', tick)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [everyMs])
}
