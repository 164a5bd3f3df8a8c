import { adminGroups, tx } from '@/platform/cms/i18n'
import { auditLogCollection } from '@/platform/cms/audit-log'
import { inquiryAuditActionOptions } from '../reception/inquiry-labels'
import { actorFields } from '@/platform/cms/actor'
import { listView } from '@/platform/cms/list-view'

/**
 * Who viewed, exported, changed or deleted which inquiry, and when, written by the server's hooks
 * (reception/audit.ts; append-only, admins read it: audit-log.ts). An entry names the inquiry
 * by its reference (and id), not by a relationship: it must outlive the inquiry it records the
 * deletion of, and SQLite may give a deleted inquiry's id to the next one, while a reference is
 * never reused. It holds no visitor data (no name, contact or message).
 */
export const InquiryAudit = auditLogCollection({
  slug: 'inquiry-audit',
  labels: { singular: tx('Auditní záznam poptávky', 'Inquiry audit entry'), plural: tx('Audit poptávek', 'Inquiry audit log') },
  admin: {
    ...listView(
      'reference',
      adminGroups.inquiries,
      ['createdAt', 'action', 'reference', 'byName', 'reason', 'detail'],
      ['reference', 'byName'],
    ),
    description: tx(
      'Kdo a kdy poptávku zobrazil (i její fotografie), exportoval, změnil nebo smazal. Zapisuje systém; nikdo záznamy nemůže upravit ani smazat. Vidí je jen administrátoři.',
      'Who viewed (its photos too), exported, changed or deleted an inquiry, and when. Written by the system; nobody can edit or delete an entry. Only administrators see them.',
    ),
  },
  actionLabel: tx('Akce', 'Action'),
  actions: inquiryAuditActionOptions,
  fields: [
    { name: 'inquiryId', label: tx('ID poptávky', 'Inquiry ID'), type: 'number', required: true, index: true, admin: { readOnly: true } },
    { name: 'reference', label: tx('Číslo poptávky', 'Reference'), type: 'text', index: true, admin: { readOnly: true } },
    ...actorFields(tx('Prázdné = systém (např. mazání po uplynutí doby uchování).', 'Empty = the system (e.g. the retention job).')),
    { name: 'reason', label: tx('Důvod', 'Reason'), type: 'textarea', admin: { readOnly: true } },
    { name: 'detail', label: tx('Podrobnosti', 'Details'), type: 'text', admin: { readOnly: true } },
  ],
})
