import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { tagsField } from '../fields/common'
import { sortOrderField } from '../fields/sort-order'
import { adminGroups, tx } from '../i18n'
import { listView } from './list-view'

export const GalleryItems: CollectionConfig = {
  slug: 'gallery-items',
  labels: { singular: tx('Položka galerie', 'Gallery item'), plural: tx('Galerie', 'Gallery items') },
  admin: listView({ title: 'text', group: adminGroups.content, columns: ['image', 'text', 'tags', 'sortOrder'] }),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media', required: true },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'text', localized: true },
    sortOrderField,
    tagsField,
  ],
}
