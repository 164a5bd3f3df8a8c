import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '@/platform/cms/access'
import { sortOrderField } from '@/cms/fields/sort-order'
import { refuseUnsafeLinks } from '@/cms/hooks/safe-links'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { sheetEndpoints } from '@/features/sheets/endpoints'
import { faqSheet } from '@/features/sheets/faq'
import { listView } from '@/platform/cms/list-view'
import { withTranslationStamps } from '@/features/translation-status/stamps'

/** An FAQ topic (the spec's QATopic, §3) with its questions and answers, shown on the FAQ page in its order. */
export const FaqTopics: CollectionConfig = withTranslationStamps({
  slug: 'faq-topics',
  labels: { singular: tx('Téma častých dotazů', 'FAQ topic'), plural: tx('Časté dotazy', 'FAQ topics') },
  admin: {
    ...listView('name', adminGroups.content, ['name', 'sortOrder', 'updatedAt']),
    components: {
      beforeListTable: [
        { path: '/features/sheets/SheetPanel#SheetPanel', clientProps: { collection: 'faq-topics', note: faqSheet.importNote } },
      ],
    },
  },
  // CSV out and in, one row per question (src/features/sheets).
  endpoints: sheetEndpoints(faqSheet),
  defaultSort: 'sortOrder',
  access: publicContentAccess,
  fields: [
    { name: 'name', label: tx('Název tématu', 'Topic name'), type: 'text', localized: true, required: true },
    sortOrderField,
    {
      name: 'questions',
      label: tx('Otázky', 'Questions'),
      labels: { singular: tx('Otázka', 'Question'), plural: tx('Otázky', 'Questions') },
      type: 'array',
      fields: [
        { name: 'question', label: tx('Otázka', 'Question'), type: 'text', localized: true, required: true },
        {
          name: 'answer',
          label: tx('Odpověď', 'Answer'),
          type: 'richText',
          localized: true,
          hooks: { beforeValidate: [refuseUnsafeLinks] },
        },
      ],
    },
  ],
})
