import { isAllowed } from '@/features/consent/consent-record'
import { consentStore } from '@/features/consent/consent-store'
import { leadSourceStorageKey } from './arrival'
import type { LeadSource } from './fields'

/**
 * The small part of the lead source that every page carries (issue 31): the visit's arrival
 * (arrival.ts), its withdrawal, and what an inquiry carries; the rest (capture.ts, with the
 * checks) is loaded only for visitors who allowed analytics.
 */

/** Without analytics consent nothing is kept: an earlier record goes (a withdrawal). */
export function forgetLeadSource(): void {
  try {
    window.sessionStorage.removeItem(leadSourceStorageKey)
  } catch {
    // Storage disabled: there is nothing to forget.
  }
}

/** The fields an inquiry carries: none without analytics consent (and then nothing is loaded). */
export async function leadSourceForInquiry(): Promise<LeadSource> {
  if (!isAllowed(consentStore.getState().choice, 'analytics')) return {}
  try {
    const { leadSourceFields } = await import('./capture')
    return leadSourceFields()
  } catch {
    // The chunk could not be loaded (offline, a new deployment): the inquiry goes without it.
    return {}
  }
}
