'use client'
import { Button, ConfigProvider, PublishButton, useConfig, useDocumentInfo, useModal } from '@payloadcms/ui'
import type { ClientConfig, PublishButtonClientProps } from 'payload'
import { useMemo } from 'react'
import { scheduledPublicationsSegment } from './scheduled-publication'
import { ScheduleDrawer, useAdminLanguage, useScheduledPublications } from './ScheduleDrawer'
import { scheduleTexts } from './texts'

/**
 * The client config as Payload's publish button should see it: scheduling off for this collection,
 * so the button keeps publishing (and "Publikovat jazyk: …") but offers no schedule drawer of its
 * own. Payload's drawer shows the date as "lis 29, 2026 3:33 odp." and ignores a typed
 * "29. 11. 2026 15:33" (a fixed `MMM d, yyy h:mm a` in Payload 3.90, not configurable); the
 * collection's scheduling itself (the `schedulePublish` job and its clean-up on delete) stays on.
 */
function withoutPayloadsScheduleDrawer(config: ClientConfig, slug: string | undefined): ClientConfig {
  return {
    ...config,
    collections: config.collections.map((collection) => {
      const drafts = collection.versions ? collection.versions.drafts : false
      if (collection.slug !== slug || !collection.versions || typeof drafts !== 'object') return collection
      return { ...collection, versions: { ...collection.versions, drafts: { ...drafts, schedulePublish: false } } }
    }),
  }
}

/**
 * The document's publish control (`admin.components.edit.PublishButton`): Payload's own publish
 * button, and beside it "Naplánovat publikaci", which opens our drawer (ScheduleDrawer.tsx) and
 * shows how many publications wait for this document.
 */
export function PublishWithSchedule(props: PublishButtonClientProps) {
  const { config } = useConfig()
  const { id, collectionSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount } = useDocumentInfo()
  const { openModal, isModalOpen } = useModal()
  const language = useAdminLanguage()
  const publishConfig = useMemo(() => withoutPayloadsScheduleDrawer(config, collectionSlug), [config, collectionSlug])
  const canSchedule = Boolean(hasPublishPermission && collectionSlug && id !== undefined && id !== null)
  const endpoint = canSchedule ? `${config.routes.api}/${collectionSlug}/${id}/${scheduledPublicationsSegment}` : undefined
  const { publications, failed, reload } = useScheduledPublications(endpoint)
  const drawerSlug = `prague-schedule-${collectionSlug}-${id}`
  const waiting = publications?.length ?? 0
  return (
    <>
      <ConfigProvider config={publishConfig}>
        <PublishButton {...props} />
      </ConfigProvider>
      {endpoint ? (
        <>
          <Button
            id="prague-schedule-open"
            buttonStyle="secondary"
            size="medium"
            onClick={() => openModal(drawerSlug)}
            // "(1)" on the button reads "1 naplánováno" to screen readers.
            aria-label={waiting > 0 ? `${scheduleTexts.open[language]} (${waiting} ${scheduleTexts.waiting[language]})` : undefined}
            extraButtonProps={{ 'aria-haspopup': 'dialog' }}
          >
            {scheduleTexts.open[language]}
            {waiting > 0 ? ` (${waiting})` : null}
          </Button>
          {isModalOpen(drawerSlug) ? (
            <ScheduleDrawer
              drawerSlug={drawerSlug}
              endpoint={endpoint}
              publications={publications}
              listFailed={failed}
              reload={reload}
              // Taking it off the site is the likely wish only for a published document without newer
              // changes; a draft never published (unpublishedVersionCount is 0 for it too) is to go live.
              defaultType={hasPublishedDoc && unpublishedVersionCount === 0 ? 'unpublish' : 'publish'}
            />
          ) : null}
        </>
      ) : null}
    </>
  )
}
