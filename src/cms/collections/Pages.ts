import type { Access, CollectionConfig, Where } from 'payload'
import { isContentStaff } from '../access'
import { localizedRichText, metaDescField } from '../fields/common'
import { slugField } from '../fields/slug'
import { requiredInCzech } from '../fields/validation'
import { routeKeys } from '@/routing/route-keys'

const publishedForVisitors: Where = { and: [{ _status: { equals: 'published' } }, { isPublished: { equals: true } }] }
const publishedPagesOrStaff: Access = ({ req }) => (req.user ? true : publishedForVisitors)

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'routeKey', 'slug', 'isPublished', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  access: {
    read: publishedPagesOrStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  fields: [
    { name: 'title', type: 'text', localized: true, validate: requiredInCzech },
    {
      name: 'routeKey',
      label: 'Fixed page',
      type: 'select',
      unique: true,
      options: routeKeys.map((key) => ({ label: key, value: key })),
      admin: {
        position: 'sidebar',
        description: 'Set for the fixed pages of the site (home, about, contact…): their URLs are fixed and the slug is not used.',
      },
    },
    slugField({ from: 'title', description: 'Part of the URL of a generic page (/{slug}); a page without a slug in a language does not exist in it.' }),
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    metaDescField,
    localizedRichText('content'),
  ],
}
