/**
 * What the visit's source is made of, kept in memory from the first page loaded with script:
 * consent may come pages later, after client-side navigation has dropped the campaign parameters
 * from the address bar. Nothing is stored until the visitor allows analytics (capture.ts).
 */

/** Session storage key of the visit's source. */
export const leadSourceStorageKey = 'clinic.leadSource'

/** The address and referrer the visit arrived with. */
export const arrival = typeof window === 'undefined' ? null : { href: window.location.href, referrer: document.referrer }
