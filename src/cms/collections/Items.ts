import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'
import { anyone, isContentStaff } from '../access'
import { tagsField } from '../fields/common'
import { adminGroups, tx } from '../i18n'
import { dataDir } from '../paths'
import { documentUploadRules, enforceUploadRules, mimeTypesOf } from '../uploads/upload-rules'

/** Lower numbers come first in every list that is sorted by hand. */
const sortOrderField: Field = {
  name: 'sortOrder',
  label: tx('Pořadí', 'Sort order'),
  type: 'number',
  defaultValue: 0,
  admin: { description: tx('Nižší číslo je výš.', 'Lower numbers come first.') },
}

const contentAccess = { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff }

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: tx('Reference', 'Testimonial'), plural: tx('Reference', 'Testimonials') },
  admin: { useAsTitle: 'name', group: adminGroups.content, defaultColumns: ['name', 'info', 'procedure', 'sortOrder'], listSearchableFields: ['name'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'name', label: tx('Jméno', 'Name'), type: 'text', required: true },
    { name: 'info', label: tx('Krátký nadpis', 'Short heading'), type: 'text', localized: true },
    { name: 'content', label: tx('Text reference', 'Testimonial text'), type: 'textarea', localized: true, required: true },
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
    sortOrderField,
    tagsField,
  ],
}

export const statisticKeys = ['happyClientsCount', 'breastCount', 'operationsCount', 'packagesCount'] as const
export type StatisticKey = (typeof statisticKeys)[number]

export const statisticKeyLabels: Record<StatisticKey, ReturnType<typeof tx>> = {
  happyClientsCount: tx('Spokojení klienti', 'Happy clients'),
  breastCount: tx('Operace prsou', 'Breast operations'),
  operationsCount: tx('Operace celkem', 'Operations in total'),
  packagesCount: tx('Balíčky', 'Packages'),
}

/** Headline numbers; the number comes from the settings override for its key, else from here. */
export const StatisticsItems: CollectionConfig = {
  slug: 'statistics',
  labels: { singular: tx('Statistika', 'Statistic'), plural: tx('Statistiky', 'Statistics') },
  admin: { useAsTitle: 'label', group: adminGroups.site, defaultColumns: ['label', 'numberText', 'settingKey', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'label', label: tx('Popisek', 'Label'), type: 'text', localized: true, required: true },
    { name: 'numberText', label: tx('Číslo', 'Number'), type: 'text', required: true, admin: { description: tx('Tak, jak se zobrazí, např. „75 541“.', 'As shown, e.g. "75 541".') } },
    {
      name: 'settingKey',
      label: tx('Klíč v nastavení', 'Settings key'),
      type: 'select',
      options: statisticKeys.map((key) => ({ label: statisticKeyLabels[key], value: key })),
      admin: { description: tx('Číslo vyplněné pro tento klíč v Nastavení → Statistiky nahradí číslo výše.', 'A number set for this key in Settings → Statistics replaces the number above.') },
    },
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' },
    sortOrderField,
    tagsField,
  ],
}

export const GalleryItems: CollectionConfig = {
  slug: 'gallery-items',
  labels: { singular: tx('Položka galerie', 'Gallery item'), plural: tx('Galerie', 'Gallery items') },
  admin: { useAsTitle: 'text', group: adminGroups.content, defaultColumns: ['image', 'text', 'tags', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media', required: true },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'text', localized: true },
    sortOrderField,
    tagsField,
  ],
}

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: tx('Video', 'Video'), plural: tx('Videa', 'Videos') },
  admin: { useAsTitle: 'title', group: adminGroups.content, defaultColumns: ['title', 'videoId'] },
  access: contentAccess,
  fields: [
    { name: 'title', label: tx('Název', 'Title'), type: 'text', localized: true, required: true },
    { name: 'videoId', label: tx('ID videa na YouTube', 'YouTube video ID'), type: 'text', required: true, admin: { description: tx('Identifikátor videa z adresy YouTube, např. „dQw4w9WgXcQ“.', 'The YouTube video id, e.g. "dQw4w9WgXcQ".') } },
    { name: 'thumbnail', label: tx('Náhledový obrázek', 'Thumbnail'), type: 'upload', relationTo: 'media', required: true },
    tagsField,
  ],
}

export const BeforeAfterItems: CollectionConfig = {
  slug: 'before-after',
  labels: { singular: tx('Před a po', 'Before and after'), plural: tx('Před a po', 'Before and after') },
  admin: { useAsTitle: 'title', group: adminGroups.content, defaultColumns: ['title', 'procedure', 'sortOrder'] },
  defaultSort: 'sortOrder',
  access: contentAccess,
  fields: [
    { name: 'title', label: tx('Název', 'Title'), type: 'text', localized: true, required: true },
    { name: 'procedure', label: tx('Zákrok', 'Procedure'), type: 'relationship', relationTo: 'procedures' },
    {
      type: 'row',
      fields: [
        { name: 'before', label: tx('Před', 'Before'), type: 'upload', relationTo: 'media', required: true },
        { name: 'after', label: tx('Po', 'After'), type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'text', label: tx('Popisek', 'Caption'), type: 'textarea', localized: true },
    sortOrderField,
    tagsField,
  ],
}

/** Public files such as the storno conditions (PDF). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: tx('Dokument', 'Document'), plural: tx('Dokumenty (PDF)', 'Documents (PDF)') },
  admin: { useAsTitle: 'title', group: adminGroups.site, defaultColumns: ['title', 'filename', 'updatedAt'] },
  access: contentAccess,
  upload: { staticDir: path.join(/* turbopackIgnore: true */ dataDir, 'documents'), mimeTypes: mimeTypesOf(documentUploadRules) },
  hooks: { beforeOperation: [enforceUploadRules(documentUploadRules)] },
  fields: [{ name: 'title', label: tx('Název', 'Title'), type: 'text', localized: true, required: true }],
}
