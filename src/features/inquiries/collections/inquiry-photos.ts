import type { CollectionConfig } from 'payload'
import { isInquiryStaff, nobody } from '../access'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { uploadDirs } from '@/platform/project-folders'
import { recordPhotoView } from '../reception/audit'

/** Where patients' photos live: outside public/, so every file request goes through access control. */
export const inquiryPhotosDir = uploadDirs['inquiry-photos']

/** Photos attached to inquiries, already re-encoded (no EXIF/GPS) and stored under random names. */
export const InquiryPhotos: CollectionConfig = {
  slug: 'inquiry-photos',
  disableDuplicate: true,
  // Deleted only with their inquiry (by its hooks): never by query, by anyone.
  disableBulkDelete: true,
  labels: { singular: tx('Fotografie k poptávce', 'Inquiry photo'), plural: tx('Fotografie k poptávkám', 'Inquiry photos') },
  admin: {
    group: adminGroups.inquiries,
    defaultColumns: ['filename', 'createdAt'],
    description: tx(
      'Fotografie, které návštěvníci poslali s poptávkou. Patří k poptávce a smažou se jen spolu s ní.',
      'Photos visitors sent with an inquiry. They belong to the inquiry and are deleted only with it.',
    ),
  },
  // Part of what the visitor sent: nobody replaces or deletes a photo on its own. It goes only with
  // its inquiry (the inquiry's afterDelete hook, with overrideAccess), record and files together.
  access: { read: isInquiryStaff, create: nobody, update: nobody, delete: nobody },
  upload: {
    staticDir: inquiryPhotosDir,
    mimeTypes: ['image/jpeg', 'image/webp'],
    // One small preview for the admin; the original re-encoded photo is the only other file.
    imageSizes: [{ name: 'thumbnail', width: 320 }],
    adminThumbnail: 'thumbnail',
    // Payload must never fetch a URL on the server's behalf for this collection.
    pasteURL: false,
    // Records who opened a photo (the audit log), then lets Payload (or the storage plugin) serve it.
    handlers: [recordPhotoView],
  },
  fields: [],
}
