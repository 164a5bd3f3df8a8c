import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from '../access'
import { localizedRichText, seoFields, textRequiredInCzech } from '../fields/common'
import { slugField } from '../fields/slug'
import { adminGroups, tx } from '../i18n'
import { draftsWithScheduling } from '../scheduling'
import { listView } from './list-view'

export const JobOffers: CollectionConfig = {
  slug: 'job-offers',
  labels: { singular: tx('Pracovní nabídka', 'Job offer'), plural: tx('Pracovní nabídky', 'Job offers') },
  admin: listView({ title: 'title', group: adminGroups.content, columns: ['title', 'slug', '_status', 'updatedAt'] }),
  versions: draftsWithScheduling,
  access: publishedContentAccess,
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
}
