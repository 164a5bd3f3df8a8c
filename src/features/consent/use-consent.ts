'use client'

import { useSyncExternalStore } from 'react'
import { type ConsentPurpose, isAllowed } from './consent-record'
import { type ConsentState, consentStore, serverState } from './consent-store'

export type { ConsentPurpose } from './consent-record'

/** The whole consent state (for the dialog and the trackers); the server snapshot has no choice. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getState, () => serverState)
}

/**
 * Whether the visitor allowed a purpose. False before a choice, on the server and during
 * hydration (so the first render matches the static HTML), and after "Reject all".
 */
export function useConsent(purpose: ConsentPurpose): boolean {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => isAllowed(consentStore.getState().choice, purpose),
    () => false,
  )
}
