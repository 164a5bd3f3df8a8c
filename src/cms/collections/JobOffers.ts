import type { CollectionConfig } from 'payload'
import { isContentStaff, publishedOrStaff } from '../access'
import { localizedRichText, metaDescField } from '../fields/common'
import { slugField } from '../fields/slug'
import { requiredInCzech } from '../fields/validation'

export const JobOffers: CollectionConfig = {
  slug: 'job-offers',
  labels: { singular: 'Job offer', plural: 'Job offers' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  access: { read: publishedOrStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'title', type: 'text', localized: true, validate: requiredInCzech },
    slugField({ from: 'title', description: 'URL part after /kariera/, /en/career/ or /de/Karriere/.' }),
    { name: 'location', type: 'text', localized: true },
    { name: 'employmentType', type: 'text', localized: true },
    { name: 'perex', type: 'textarea', localized: true },
    metaDescField,
    localizedRichText('content'),
  ],
}
