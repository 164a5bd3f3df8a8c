import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/platform/cms/access'
import { tagsField, titleField } from '../fields/common'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: tx('Video', 'Video'), plural: tx('Videa', 'Videos') },
  admin: listView('title', adminGroups.content, ['title', 'videoId']),
  access: publicContentAccess,
  fields: [
    titleField,
    {
      name: 'videoId',
      label: tx('ID videa na YouTube', 'YouTube video ID'),
      type: 'text',
      required: true,
      admin: { description: tx('Identifikátor videa z adresy YouTube, např. „dQw4w9WgXcQ“.', 'The YouTube video id, e.g. "dQw4w9WgXcQ".') },
    },
    { name: 'thumbnail', label: tx('Náhledový obrázek', 'Thumbnail'), type: 'upload', relationTo: 'media', required: true },
    tagsField,
  ],
}
