import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/platform/cms/access'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { nobody } from '../access'

/**
 * One row per working morning whose e-mail to reception was claimed (src/features/inquiries/promise/
 * morning-digest.ts). The unique day is the claim: with several instances only the first insert
 * succeeds, so reception gets one e-mail however many instances run the job. Counts only, no
 * inquiry data. Written by the job (overrideAccess); admins may read it. Not in the menu.
 */
export const ReceptionDigests: CollectionConfig = {
  slug: 'reception-digests',
  labels: {
    singular: tx('Ranní přehled pro recepci', 'Reception morning summary'),
    plural: tx('Ranní přehledy pro recepci', 'Reception morning summaries'),
  },
  admin: { group: adminGroups.inquiries, hidden: true },
  disableDuplicate: true,
  disableBulkDelete: true,
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'day', label: tx('Den', 'Day'), type: 'text', required: true, unique: true, index: true },
    { name: 'dueToday', label: tx('Dnes k vyřízení', 'Due today'), type: 'number' },
    { name: 'late', label: tx('Po termínu', 'Late'), type: 'number' },
    { name: 'sentAt', label: tx('Odesláno', 'Sent'), type: 'date' },
  ],
}
