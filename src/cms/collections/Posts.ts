import type { CollectionConfig } from 'payload'
import { isContentStaff, publishedOrStaff } from '../access'
import { localizedRichText, metaDescField, tagsField } from '../fields/common'
import { slugField } from '../fields/slug'
import { requiredInCzech } from '../fields/validation'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', 'publishedAt', '_status'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  access: { read: publishedOrStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'title', type: 'text', localized: true, validate: requiredInCzech },
    slugField({ from: 'title', description: 'URL part after /blog/. A post without a slug in a language does not exist in it.' }),
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'author', type: 'relationship', relationTo: 'people', admin: { position: 'sidebar' } },
    { name: 'perex', type: 'textarea', localized: true },
    metaDescField,
    tagsField,
    { name: 'image', type: 'upload', relationTo: 'media' },
    localizedRichText('content'),
  ],
}
