import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'
import { tagsField } from '../fields/common'
import { dataDir } from '../paths'

const contentAccess = { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff }

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'info', 'procedure', 'sortOrder'], listSearchableFields: ['name'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'info', label: 'Short heading', type: 'text', localized: true },
    { name: 'content', type: 'textarea', localized: true, required: true },
    { name: 'procedure', type: 'relationship', relationTo: 'procedures' },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    tagsField,
  ],
}

export const statisticKeys = ['happyClientsCount', 'breastCount', 'operationsCount', 'packagesCount'] as const
export type StatisticKey = (typeof statisticKeys)[number]

/** Headline numbers; the number comes from the settings override for its key, else from here. */
export const StatisticsItems: CollectionConfig = {
  slug: 'statistics',
  labels: { singular: 'Statistic', plural: 'Statistics' },
  admin: { useAsTitle: 'label', group: 'Site', defaultColumns: ['label', 'numberText', 'settingKey', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'label', type: 'text', localized: true, required: true },
    { name: 'numberText', label: 'Number', type: 'text', required: true, admin: { description: 'As shown, e.g. "75 541".' } },
    {
      name: 'settingKey',
      type: 'select',
      options: statisticKeys.map((key) => ({ label: key, value: key })),
      admin: { description: 'A settings override for this key replaces the number.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    tagsField,
  ],
}

export const GalleryItems: CollectionConfig = {
  slug: 'gallery-items',
  labels: { singular: 'Gallery item', plural: 'Gallery items' },
  admin: { useAsTitle: 'text', group: 'Content', defaultColumns: ['image', 'text', 'tags', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'text', label: 'Caption', type: 'text', localized: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    tagsField,
  ],
}

export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'videoId'] },
  access: contentAccess,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'videoId', type: 'text', required: true, admin: { description: 'The YouTube video id, e.g. "dQw4w9WgXcQ".' } },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    tagsField,
  ],
}

export const BeforeAfterItems: CollectionConfig = {
  slug: 'before-after',
  labels: { singular: 'Before and after', plural: 'Before and after' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'procedure', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'procedure', type: 'relationship', relationTo: 'procedures' },
    {
      type: 'row',
      fields: [
        { name: 'before', type: 'upload', relationTo: 'media', required: true },
        { name: 'after', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'text', label: 'Caption', type: 'textarea', localized: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    tagsField,
  ],
}

/** Public files such as the storno conditions (PDF). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { useAsTitle: 'title', group: 'Site', defaultColumns: ['title', 'filename', 'updatedAt'] },
  access: contentAccess,
  upload: { staticDir: path.join(dataDir, 'documents'), mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }],
}
