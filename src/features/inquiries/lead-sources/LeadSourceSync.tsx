'use client'

import { useEffect } from 'react'
import { isAllowed } from '@/features/consent/consent-record'
import { useConsentState } from '@/features/consent/use-consent'
import { forgetLeadSource } from './visit'

/**
 * Mounted on every page (SiteShell): keeps the visit's source (issue 31) in step with the
 * visitor's consent. The capture's code is fetched only with analytics consent; without it,
 * nothing is kept. Consent knows nothing of this: the lead source follows it.
 */
export function LeadSourceSync() {
  const { ready, choice } = useConsentState()
  useEffect(() => {
    if (!ready) return
    if (!isAllowed(choice, 'analytics')) forgetLeadSource()
    else import('./capture').then(({ syncLeadSource }) => syncLeadSource(choice)).catch(() => {})
  }, [ready, choice])
  return null
}
