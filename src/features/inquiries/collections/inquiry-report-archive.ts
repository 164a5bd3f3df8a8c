import type { CollectionConfig } from 'payload'
import { isInquiryStaff, nobody } from '../access'
import { adminGroups, tx } from '@/platform/cms/i18n'

/**
 * The report's memory of deleted inquiries (issue 31): when the retention job deletes inquiries it
 * first adds them here as anonymous counts per week and report dimension — no name, contact,
 * message, page address, reference or exact time; the response time rounded to the minute.
 * Written only by the retention job (overrideAccess); read by the report's SQL. Not in the menu.
 */
export const InquiryReportArchive: CollectionConfig = {
  slug: 'inquiry-report-archive',
  labels: {
    singular: tx('Archivní počet poptávek', 'Archived inquiry count'),
    plural: tx('Archiv počtů poptávek', 'Archived inquiry counts'),
  },
  admin: { group: adminGroups.inquiries, hidden: true },
  disableDuplicate: true,
  disableBulkDelete: true,
  access: { read: isInquiryStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'week', type: 'text', required: true, index: true, admin: { description: 'Monday of the week (Prague time), YYYY-MM-DD' } },
    { name: 'lang', type: 'text' },
    { name: 'kind', type: 'text' },
    { name: 'status', type: 'text' },
    { name: 'procedure', type: 'number' },
    { name: 'source', type: 'text' },
    { name: 'medium', type: 'text' },
    { name: 'campaign', type: 'text' },
    { name: 'booked', type: 'checkbox', defaultValue: false },
    { name: 'responseSeconds', type: 'number' },
    // Answered before the promise's deadline (src/features/inquiries/promise); empty in rows archived before issue 42.
    { name: 'answeredOnTime', type: 'checkbox' },
    { name: 'total', type: 'number', required: true },
  ],
}
