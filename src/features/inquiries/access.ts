import type { Access, FieldAccess } from 'payload'

/** The roles that handle inquiries (health data): admins and reception, never editors or visitors. */
export const inquiryStaffRoles = ['admin', 'reception'] as const

/** True for a signed-in admin or reception user; used by access rules, the CSV export and the dashboard. */
export function isInquiryStaffUser(user: unknown): boolean {
  const role = (user as { role?: string } | null | undefined)?.role
  return (inquiryStaffRoles as readonly (string | undefined)[]).includes(role)
}

/** Inquiries are health data: only admins and reception see them (never editors, never visitors). */
export const isInquiryStaff: Access = ({ req }) => isInquiryStaffUser(req.user)

/** Inquiries are created only by the API route (with overrideAccess), never through REST or the admin. */
export const nobody: Access = () => false

/** The same for one field: what a visitor sent, and what the system recorded with it, no role may write. */
export const nobodyField: FieldAccess = () => false
