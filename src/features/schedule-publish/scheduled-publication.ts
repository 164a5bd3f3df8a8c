/** One publication (or unpublication) waiting for its time, as the endpoint lists it. */
export type ScheduledPublication = {
  id: number | string
  type: 'publish' | 'unpublish'
  /** The instant (ISO); the drawer shows it on Prague's clock. */
  at: string
  /** The one language to publish, or null for all. */
  locale: string | null
}

/** `/api/{collection}/{id}/scheduled-publications` (GET, POST) and `…/{publication}` (DELETE). */
export const scheduledPublicationsSegment = 'scheduled-publications'
