import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'
import { dataDir } from '../paths'

/** Public images of the site (never patient photos: those live in a private collection). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 800 },
      { name: 'wide', width: 1600 },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
}
