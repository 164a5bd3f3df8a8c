import { type AdminText, tx } from '../i18n'

/** What the inquiry audit log records (collections/InquiryAudit.ts). */
export const inquiryAuditActions = ['view', 'view-photo', 'export', 'change', 'delete'] as const
export type InquiryAuditAction = (typeof inquiryAuditActions)[number]

export const inquiryAuditActionLabels: Record<InquiryAuditAction, AdminText> = {
  view: tx('Zobrazení', 'Viewed'),
  'view-photo': tx('Zobrazení fotografie', 'Photo viewed'),
  export: tx('Export do CSV', 'Exported to CSV'),
  change: tx('Změna', 'Changed'),
  delete: tx('Smazání', 'Deleted'),
}

export const inquiryAuditActionOptions = inquiryAuditActions.map((value) => ({ value, label: inquiryAuditActionLabels[value] }))
