'use client'

import { useEffect } from 'react'
import { installDataLoadRetry } from './data-load-retry'

/** Installs the retries of navigation data loads (data-load-retry.ts) once the page is interactive. */
export function DataLoadRetry() {
  useEffect(installDataLoadRetry, [])
  return null
}
