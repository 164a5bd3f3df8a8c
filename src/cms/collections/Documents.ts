import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/platform/cms/access'
import { titleField } from '../fields/common'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { versionFileUrls } from '../media/versioned-url'
import { uploadDirs } from '@/platform/project-folders'
import { documentUploadRules, enforceUploadRules, mimeTypesOf } from '../uploads/upload-rules'

/** Public files such as the storno conditions (PDF). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: tx('Dokument', 'Document'), plural: tx('Dokumenty (PDF)', 'Documents (PDF)') },
  admin: listView('title', adminGroups.site, ['title', 'filename', 'updatedAt']),
  access: publicContentAccess,
  upload: { staticDir: uploadDirs.documents, mimeTypes: mimeTypesOf(documentUploadRules) },
  hooks: { beforeOperation: [enforceUploadRules(documentUploadRules)], afterRead: [versionFileUrls] },
  fields: [titleField],
}
