import type { Payload } from 'payload'
import { routeKeyPaths } from '@/routing/fixed-paths'
import { parseHref } from '@/routing/url-paths'
import { clickIdNames, type LeadSource, leadSourceFieldNames } from './fields'

/** The inquiry's `source` group as stored (src/features/inquiries/collections/inquiries.ts). */
export type StoredLeadSource = {
  landingPage?: string | null
  referrerHost?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  clickIds?: string | null
}

/** Splits the validated submission into the inquiry's own fields and its `source` group. */
export function splitLeadSource<T extends LeadSource>(data: T): { rest: Omit<T, keyof LeadSource>; source: StoredLeadSource } {
  const rest = { ...data } as Record<string, unknown>
  for (const field of leadSourceFieldNames) delete rest[field]
  // Click ids are kept as one "name=value" line each: looked at by a person, never grouped.
  const clickIds = clickIdNames
    .filter((name) => data[name])
    .map((name) => `${name}=${data[name]}`)
    .join('\n')
  return {
    rest: rest as Omit<T, keyof LeadSource>,
    source: {
      landingPage: data.landingPage ?? null,
      referrerHost: data.referrerHost?.toLowerCase() ?? null,
      utmSource: data.utmSource ?? null,
      utmMedium: data.utmMedium ?? null,
      utmCampaign: data.utmCampaign ?? null,
      clickIds: clickIds || null,
    },
  }
}

/**
 * The procedure whose page the inquiry was sent from (`/zakroky/{slug}`, `/en/procedures/{slug}`,
 * `/de/eingriffe/{slug}`), for the report's "by procedure"; null for any other page. A failed
 * lookup never costs the inquiry: it is stored without the procedure.
 */
export async function procedureOfPage(payload: Payload, locationUrl: string | undefined): Promise<number | null> {
  if (!locationUrl) return null
  let pathname: string
  try {
    pathname = new URL(locationUrl, 'https://site.invalid').pathname
  } catch {
    return null
  }
  const { locale, path } = parseHref(decodeURIComponent(pathname))
  const prefix = `${routeKeyPaths.procedures[locale]}/`
  if (!path.startsWith(prefix)) return null
  const slug = path.slice(prefix.length).split('/')[0]
  if (!slug) return null
  try {
    const found = await payload.find({
      collection: 'procedures',
      where: { slug: { equals: slug } },
      locale,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
    })
    const id = found.docs[0]?.id
    return typeof id === 'number' ? id : id ? Number(id) : null
  } catch (error) {
    payload.logger.warn({ err: error }, 'The procedure of an inquiry’s page could not be looked up')
    return null
  }
}
