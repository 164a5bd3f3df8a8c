/**
 * Tracker IDs: from the CMS settings, else the environment. An ID that does not look right is
 * ignored rather than put into a script address.
 */
export const gtmIdPattern = /^GTM-[A-Z0-9]{4,12}$/
export const metaPixelIdPattern = /^\d{6,20}$/

export interface TrackerIds {
  gtmId?: string
  metaPixelId?: string
}

const pick = (pattern: RegExp, ...candidates: (string | null | undefined)[]) => {
  for (const candidate of candidates) {
    const value = candidate?.trim()
    if (value) return pattern.test(value) ? value : undefined
  }
  return undefined
}

export function trackerIds(
  settings: { gtmId?: string | null; metaPixelId?: string | null },
  env: Record<string, string | undefined>,
): TrackerIds {
  return {
    gtmId: pick(gtmIdPattern, settings.gtmId, env.GTM_ID),
    metaPixelId: pick(metaPixelIdPattern, settings.metaPixelId, env.META_PIXEL_ID),
  }
}
