import type { CollectionConfig, Field } from 'payload'
import { tx } from '@/platform/cms/i18n'
import { isPreviewCollection, previewHref } from './preview-url'

/** The "view on site" box at the top of the sidebar: one link per language (ViewOnSite.tsx). */
function viewOnSiteField(collection: CollectionConfig): Field {
  return {
    name: 'viewOnSite',
    label: tx('Zobrazit na webu', 'View on site'),
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/cms/preview/ViewOnSite#ViewOnSite' },
      // People have a page of their own only when it is switched on.
      condition: collection.slug === 'people' ? (data) => data?.hasDetailPage === true : undefined,
    },
  }
}

/**
 * Lets editors see what they edit: Payload's preview button (the document in the language being
 * edited) and a link per language in the sidebar, both through /api/v1/preview.
 */
export function withSitePreview(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  if (!isPreviewCollection(slug)) return collection
  return {
    ...collection,
    admin: {
      ...collection.admin,
      preview: (doc, { locale }) =>
        doc?.id === undefined || doc.id === null ? null : previewHref(slug, doc.id as number | string, locale || 'cs'),
      // Payload's live preview pane beside the editor, in the language being edited: the same
      // preview route in an iframe (public pages allow framing by this origin in draft mode only,
      // src/platform/security/headers.ts); the page refreshes itself on each save (LivePreviewRefresh).
      livePreview: {
        url: ({ data, locale }) =>
          data?.id === undefined || data.id === null ? null : previewHref(slug, data.id as number | string, locale?.code || 'cs'),
      },
    },
    fields: [viewOnSiteField(collection), ...collection.fields],
  }
}
