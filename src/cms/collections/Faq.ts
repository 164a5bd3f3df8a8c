import type { CollectionConfig } from 'payload'
import { anyone, isContentStaff } from '../access'

/** Spec §3 QATopic with its questions and answers. */
export const FaqTopics: CollectionConfig = {
  slug: 'faq-topics',
  labels: { singular: 'FAQ topic', plural: 'FAQ topics' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'sortOrder', 'updatedAt'] },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    {
      name: 'questions',
      type: 'array',
      fields: [
        { name: 'question', type: 'text', localized: true, required: true },
        { name: 'answer', type: 'richText', localized: true },
      ],
    },
  ],
}
