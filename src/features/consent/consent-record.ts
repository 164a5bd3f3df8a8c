/**
 * The visitor's stored consent choice: what it contains, how it is written and read back.
 * Pure functions, no browser access, so the rules can be tested on their own.
 */

/** Purposes a visitor can allow; anything else (the site itself) needs no consent. */
export const consentPurposes = ['analytics', 'marketing', 'externalMedia'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]
export type ConsentPurposes = Record<ConsentPurpose, boolean>

/**
 * Raise when the purposes or the texts that describe them change in substance: a choice stored
 * under another version no longer counts, and the visitor is asked again.
 */
export const consentVersion = 1

/** localStorage key (permanent, per spec §9 "permanent flags for cookies confirmed"). */
export const consentStorageKey = 'clinic.consent'

export interface ConsentChoice {
  version: number
  /** When the visitor chose, ISO 8601 (proof of consent, and to show it back). */
  timestamp: string
  purposes: ConsentPurposes
}

/** Nothing is pre-ticked: the state before a choice and after "Reject all". */
export const noConsent: ConsentPurposes = Object.freeze({ analytics: false, marketing: false, externalMedia: false })
export const fullConsent: ConsentPurposes = Object.freeze({ analytics: true, marketing: true, externalMedia: true })

export function makeChoice(purposes: Partial<ConsentPurposes>, now: Date): ConsentChoice {
  // Only explicit `true` counts as consent; missing or odd values mean no.
  const clean = Object.fromEntries(consentPurposes.map((purpose) => [purpose, purposes[purpose] === true])) as ConsentPurposes
  return { version: consentVersion, timestamp: now.toISOString(), purposes: clean }
}

export function serializeChoice(choice: ConsentChoice): string {
  return JSON.stringify(choice)
}

/**
 * The stored choice, or null when there is none that still counts: missing, unreadable, written
 * by another consent version, or with a timestamp that is not a date. A purpose missing from an
 * otherwise valid record is treated as refused.
 */
export function parseChoice(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const record = value as Partial<ConsentChoice>
  if (record.version !== consentVersion) return null
  if (typeof record.timestamp !== 'string' || Number.isNaN(Date.parse(record.timestamp))) return null
  if (!record.purposes || typeof record.purposes !== 'object') return null
  return makeChoice(record.purposes, new Date(record.timestamp))
}

/** Whether a purpose is allowed by a choice (no choice: never). */
export function isAllowed(choice: ConsentChoice | null | undefined, purpose: ConsentPurpose): boolean {
  return choice?.purposes[purpose] === true
}
