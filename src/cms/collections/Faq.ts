import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../access'
import { adminGroups, tx } from '../i18n'

/** An FAQ topic (the spec's QATopic, §3) with its questions and answers, shown on the FAQ page in its order. */
export const FaqTopics: CollectionConfig = {
  slug: 'faq-topics',
  labels: { singular: tx('Téma častých dotazů', 'FAQ topic'), plural: tx('Časté dotazy', 'FAQ topics') },
  admin: { useAsTitle: 'name', group: adminGroups.content, defaultColumns: ['name', 'sortOrder', 'updatedAt'] },
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'name', label: tx('Název tématu', 'Topic name'), type: 'text', localized: true, required: true },
    {
      name: 'sortOrder',
      label: tx('Pořadí', 'Sort order'),
      type: 'number',
      defaultValue: 0,
      admin: { description: tx('Nižší číslo je výš.', 'Lower numbers come first.') },
    },
    {
      name: 'questions',
      label: tx('Otázky', 'Questions'),
      labels: { singular: tx('Otázka', 'Question'), plural: tx('Otázky', 'Questions') },
      type: 'array',
      fields: [
        { name: 'question', label: tx('Otázka', 'Question'), type: 'text', localized: true, required: true },
        { name: 'answer', label: tx('Odpověď', 'Answer'), type: 'richText', localized: true },
      ],
    },
  ],
}
