/**
 * Where an inquiry came from (issue 31): the fields the browser sends with an inquiry, their
 * limits and checks. Plain functions, no zod: the capture (capture.ts) runs on every
 * page and must stay small; the server's schema (src/features/inquiries/schema.ts) uses the same checks.
 */

/** Ad click ids: sent only when the visitor allowed marketing. */
export const clickIdNames = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const
export type ClickIdName = (typeof clickIdNames)[number]

/** Campaign parameters, under their URL names and the API's field names. */
export const utmParameters = { utm_source: 'utmSource', utm_medium: 'utmMedium', utm_campaign: 'utmCampaign' } as const
export type UtmField = (typeof utmParameters)[keyof typeof utmParameters]

export const leadSourceFieldNames = ['landingPage', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', ...clickIdNames] as const
export type LeadSourceField = (typeof leadSourceFieldNames)[number]
export type LeadSource = Partial<Record<LeadSourceField, string>>

export const leadSourceLimits = { landingPage: 500, referrerHost: 253, utm: 150, clickId: 300 } as const

/** A path on this site, without query or fragment (they may hold anything: only the page is kept). */
export function isLandingPage(value: string): boolean {
  return value.length <= leadSourceLimits.landingPage && /^\/(?![/\\])[^\s?#]*$/.test(value)
}

/** A host name only (no scheme, path, port or user): the referring site, never its full address. */
export function isReferrerHost(value: string): boolean {
  return (
    value.length <= leadSourceLimits.referrerHost &&
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value)
  )
}

/** A campaign parameter: one line of printable text. */
export function isUtmValue(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return value.length > 0 && value.length <= leadSourceLimits.utm && !/[\u0000-\u001f\u007f]/.test(value)
}

/** Click ids are opaque tokens of letters, digits and a few marks. */
export function isClickId(value: string): boolean {
  return value.length <= leadSourceLimits.clickId && /^[A-Za-z0-9._~-]+$/.test(value)
}

export function isValidLeadSourceValue(field: LeadSourceField, value: string): boolean {
  switch (field) {
    case 'landingPage':
      return isLandingPage(value)
    case 'referrerHost':
      return isReferrerHost(value)
    case 'utmSource':
    case 'utmMedium':
    case 'utmCampaign':
      return isUtmValue(value)
    default:
      return isClickId(value)
  }
}

/** The English message the API gives for a refused value (metadata, like locationUrl). */
export const leadSourceMessages: Record<'landingPage' | 'referrerHost' | 'utm' | 'clickId', string> = {
  landingPage: `Must be a path on this site without query, at most ${leadSourceLimits.landingPage} characters`,
  referrerHost: 'Must be a host name only (e.g. www.google.com)',
  utm: `Must be one line of at most ${leadSourceLimits.utm} characters`,
  clickId: `Must be letters, digits, dots, dashes or underscores, at most ${leadSourceLimits.clickId} characters`,
}

export function leadSourceMessage(field: LeadSourceField): string {
  if (field === 'landingPage' || field === 'referrerHost') return leadSourceMessages[field]
  if (field === 'utmSource' || field === 'utmMedium' || field === 'utmCampaign') return leadSourceMessages.utm
  return leadSourceMessages.clickId
}

/**
 * What a browser may send: only valid values, trimmed; click ids only with marketing consent.
 * The browser cleans its record with this before sending, so a visitor's inquiry is never refused
 * for a source value (an API caller sending a bad one gets a 400 naming the field).
 */
export function cleanLeadSource(record: unknown, marketing: boolean): LeadSource {
  const clean: LeadSource = {}
  if (!record || typeof record !== 'object') return clean
  for (const field of leadSourceFieldNames) {
    const raw = (record as Record<string, unknown>)[field]
    if (typeof raw !== 'string') continue
    if (!marketing && (clickIdNames as readonly string[]).includes(field)) continue
    const value =
      field === 'utmSource' || field === 'utmMedium' || field === 'utmCampaign' ? raw.trim().slice(0, leadSourceLimits.utm) : raw.trim()
    if (value && isValidLeadSourceValue(field, value)) clean[field] = value
  }
  return clean
}
