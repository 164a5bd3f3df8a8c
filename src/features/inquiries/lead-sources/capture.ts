import { type ConsentChoice, isAllowed } from '@/features/consent/consent-record'
import { consentStore } from '@/features/consent/consent-store'
import { arrival, leadSourceStorageKey } from './arrival'
import { cleanLeadSource, clickIdNames, type LeadSource, utmParameters } from './fields'

/**
 * Loaded only once the visitor allowed analytics (visit.ts, LeadSourceSync.tsx). Session storage
 * only (the visit), never a cookie or local storage.
 */
export { leadSourceStorageKey }

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

function fromArrival(): LeadSource {
  if (!arrival) return {}
  const record: Record<string, string> = {}
  const url = new URL(arrival.href)
  record.landingPage = url.pathname
  for (const [parameter, field] of Object.entries(utmParameters)) {
    const value = url.searchParams.get(parameter)
    if (value) record[field] = value
  }
  for (const name of clickIdNames) {
    const value = url.searchParams.get(name)
    if (value) record[name] = value
  }
  if (arrival.referrer) {
    try {
      const host = new URL(arrival.referrer).hostname
      // Only another site: a page of ours before this one is no source.
      if (host && host !== url.hostname) record.referrerHost = host
    } catch {
      // An unreadable referrer is none.
    }
  }
  return cleanLeadSource(record, true)
}

function read(store: Storage): LeadSource | null {
  try {
    const raw = store.getItem(leadSourceStorageKey)
    return raw ? (JSON.parse(raw) as LeadSource) : null
  } catch {
    return null
  }
}

/**
 * Follows the visitor's choice: with analytics, the visit's source is kept (the first one of the
 * visit wins; click ids only while marketing is allowed); without analytics, nothing is kept and
 * an earlier record is deleted.
 */
export function syncLeadSource(choice: ConsentChoice | null): void {
  const store = storage()
  if (!store) return
  try {
    if (!isAllowed(choice, 'analytics')) {
      store.removeItem(leadSourceStorageKey)
      return
    }
    const marketing = isAllowed(choice, 'marketing')
    const stored = read(store)
    const record = stored ? { ...stored } : fromArrival()
    // Marketing allowed after the record was made: the click ids of this page's arrival join it.
    if (marketing && stored && !clickIdNames.some((name) => stored[name])) Object.assign(record, pickClickIds(fromArrival()))
    store.setItem(leadSourceStorageKey, JSON.stringify(cleanLeadSource(record, marketing)))
  } catch {
    // Storage full or disabled: the inquiry carries the sending page only.
  }
}

function pickClickIds(record: LeadSource): LeadSource {
  return Object.fromEntries(clickIdNames.filter((name) => record[name]).map((name) => [name, record[name]]))
}

/** The fields to send with an inquiry: the stored source, re-checked against the consent in force now. */
export function leadSourceFields(): LeadSource {
  const choice = consentStore.getState().choice
  if (!isAllowed(choice, 'analytics')) return {}
  const store = storage()
  if (!store) return {}
  return cleanLeadSource(read(store), isAllowed(choice, 'marketing'))
}
