import type { CollectionConfig } from 'payload'
import { localizedRichText, seoFields, textRequiredInCzech } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'
import { publishedWithDrafts } from '@/cms/collections/published-pages'
import { withTranslationStamps } from '@/features/translation-status/stamps'

export const JobOffers: CollectionConfig = withTranslationStamps({
  slug: 'job-offers',
  labels: { singular: tx('Pracovní nabídka', 'Job offer'), plural: tx('Pracovní nabídky', 'Job offers') },
  admin: listView('title', adminGroups.content, ['title', 'slug', '_status', 'updatedAt']),
  ...publishedWithDrafts,
  fields: [
    textRequiredInCzech('title', tx('Název pozice', 'Job title')),
    slugField({
      from: 'title',
      description: tx(
        'Část adresy za /kariera/, /en/career/ nebo /de/Karriere/.',
        'URL part after /kariera/, /en/career/ or /de/Karriere/.',
      ),
    }),
    { name: 'location', label: tx('Místo výkonu práce', 'Location'), type: 'text', localized: true },
    { name: 'employmentType', label: tx('Typ úvazku', 'Employment type'), type: 'text', localized: true },
    { name: 'perex', label: tx('Perex', 'Lead paragraph'), type: 'textarea', localized: true },
    seoFields,
    localizedRichText('content', tx('Obsah', 'Content')),
  ],
})
