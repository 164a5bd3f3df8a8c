import { isAllowed } from '@/consent/consent-record'
import { consentStore } from '@/consent/consent-store'
import type { LeadSource } from './fields'

/**
 * The small part of the lead source that every page carries (issue 31); the rest
 * (capture.ts, with the checks) is loaded only for visitors who allowed analytics.
 */

/** Session storage key of the visit's source. */
export const leadSourceStorageKey = 'clinic.leadSource'

/**
 * The address and referrer the visit arrived with, kept in memory from the first page loaded with
 * script: consent may come pages later, after client-side navigation has dropped the campaign
 * parameters from the address bar. Nothing is stored until the visitor allows analytics.
 */
export const arrival = typeof window === 'undefined' ? null : { href: window.location.href, referrer: document.referrer }

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
