import type { CollectionConfig } from 'payload'
import { scheduledPublicationEndpoints } from './endpoints'

const schedulesPublishing = (collection: CollectionConfig) => {
  const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

/**
 * Scheduled publishing in Prague time for a collection with Payload's scheduling on: the
 * scheduling endpoints and the publish control whose "Naplánovat publikaci" replaces Payload's
 * drawer (README.md in this folder).
 */
export function withPragueScheduling(collection: CollectionConfig): CollectionConfig {
  if (!schedulesPublishing(collection)) return collection
  return {
    ...collection,
    endpoints: collection.endpoints === false ? false : [...scheduledPublicationEndpoints, ...(collection.endpoints ?? [])],
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: {
          ...collection.admin?.components?.edit,
          PublishButton: '/features/schedule-publish/PublishWithSchedule#PublishWithSchedule',
        },
      },
    },
  }
}
