'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { registerServiceWorker, reportPage } from './register'

/** Registers the offline service worker and tells it about each page the visitor reads. */
export function ServiceWorkerRegistration() {
  const pathname = usePathname()

  useEffect(() => {
    registerServiceWorker()
  }, [])

  useEffect(() => {
    // Runs again after every router navigation; reportPage reads the full URL itself.
    if (pathname) reportPage()
  }, [pathname])

  return null
}
