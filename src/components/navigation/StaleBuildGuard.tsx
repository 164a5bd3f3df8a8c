'use client'

import { useEffect } from 'react'
import { recoverFromStaleBuild } from './stale-build'

/**
 * Catches lazy-code failures outside rendering (a dynamic import in an event handler); failures while
 * rendering reach the error page, which recovers the same way.
 */
export function StaleBuildGuard() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (recoverFromStaleBuild(event.reason)) event.preventDefault()
    }
    const onError = (event: ErrorEvent) => {
      if (recoverFromStaleBuild(event.error)) event.preventDefault()
    }
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError)
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError)
    }
  }, [])
  return null
}
