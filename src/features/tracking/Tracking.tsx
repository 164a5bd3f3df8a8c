import type { Setting } from '@/payload-types'
import { trackerIds } from './ids'
import { TrackingScripts } from './TrackingScripts'

/**
 * Mounted once per page (SiteShell). IDs from Settings → Tracking, else GTM_ID / META_PIXEL_ID;
 * read when the page is rendered (at build and on revalidation). Without IDs nothing is mounted.
 */
export function Tracking({ settings }: { settings: Setting }) {
  const ids = trackerIds(settings, process.env)
  if (!ids.gtmId && !ids.metaPixelId) return null
  return <TrackingScripts gtmId={ids.gtmId} metaPixelId={ids.metaPixelId} />
}
