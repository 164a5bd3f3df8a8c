import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { titleField } from '../fields/common'
import { adminGroups, tx } from '../i18n'
import { listView } from './list-view'
import { versionFileUrls } from '../media/versioned-url'
import { uploadDirs } from '../project-folders'
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
