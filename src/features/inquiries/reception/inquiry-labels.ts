import { adminLocaleNames } from '@/routing/locales'
import { type AdminText, tx } from '@/platform/cms/i18n'

/**
 * Where an inquiry is in reception's work, in order: received, the person was contacted, a
 * consultation is booked, closed either way. Any status may follow any other (a booking can be
 * cancelled, a closed inquiry reopened); every change is kept in the inquiry's history.
 */
export const inquiryStatuses = ['new', 'contacted', 'booked', 'closed-not-interested', 'closed-done'] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]

export const inquiryStatusLabels: Record<InquiryStatus, AdminText> = {
  new: tx('Nová', 'New'),
  contacted: tx('Kontaktováno', 'Contacted'),
  booked: tx('Konzultace objednána', 'Consultation booked'),
  'closed-not-interested': tx('Uzavřeno – nemá zájem', 'Closed – not interested'),
  'closed-done': tx('Uzavřeno – vyřízeno', 'Closed – done'),
}

export const inquiryStatusOptions = inquiryStatuses.map((value) => ({ value, label: inquiryStatusLabels[value] }))

export const inquiryKindLabels = {
  standard: tx('Kontaktní formulář', 'Contact form'),
  'call-me': tx('Zavolejte mi', 'Call me back'),
} as const satisfies Record<string, AdminText>

/** The language the visitor wrote in (the site's languages). */
export const inquiryLanguageLabels = adminLocaleNames

/** What the inquiry audit log records (collections/inquiry-audit.ts). */
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
