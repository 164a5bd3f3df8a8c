import type { CollectionConfig } from 'payload'
import { isInquiryStaff, nobody } from '../access'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { actorFields } from '@/platform/cms/actor'
import { inquiryLinkField } from './inquiry-history'
import { listView } from '@/platform/cms/list-view'

/**
 * Reception's internal notes on an inquiry. Staff write a note in the inquiry's "New note" field;
 * the inquiry's afterChange hook (reception/workflow.ts) stores it with the signed-in user and the
 * time, so neither can be forged. Notes are a log: nobody edits or deletes a saved note, not even
 * its author (a correction is a new note); they go only with their inquiry. Visitors never read
 * them (staff-only read access; nothing public includes them).
 */
export const InquiryNotes: CollectionConfig = {
  slug: 'inquiry-notes',
  labels: { singular: tx('Poznámka k poptávce', 'Inquiry note'), plural: tx('Poznámky k poptávkám', 'Inquiry notes') },
  admin: {
    ...listView('text', adminGroups.inquiries, ['createdAt', 'inquiry', 'byName', 'text']),
    description: tx(
      'Interní poznámky recepce. Přidávají se v detailu poptávky; uložené poznámky nelze upravit ani smazat.',
      'Reception’s internal notes. Added on the inquiry’s page; saved notes cannot be edited or deleted.',
    ),
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  // Deleted only with their inquiry (by its hooks): never by query, by anyone.
  disableBulkDelete: true,
  access: { read: isInquiryStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    inquiryLinkField,
    { name: 'text', label: tx('Poznámka', 'Note'), type: 'textarea', required: true, admin: { readOnly: true } },
    ...actorFields(),
  ],
}
