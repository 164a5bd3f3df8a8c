import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { taggedItems } from './tagged-items'

export const GalleryItems = taggedItems({
  slug: 'gallery-items',
  labels: { singular: tx('Položka galerie', 'Gallery item'), plural: tx('Galerie', 'Gallery items') },
  admin: listView('text', adminGroups.content, ['image', 'text', 'tags', 'sortOrder']),
  fields: [
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media', required: true },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'text', localized: true },
  ],
})
