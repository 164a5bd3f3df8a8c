import type { Access, FieldAccess } from 'payload'

/** Inquiries are health data: only admins and reception see them (never editors, never visitors). */
export const isInquiryStaff: Access = ({ req }) => {
  const role = (req.user as { role?: string } | null | undefined)?.role
  return role === 'admin' || role === 'reception'
}

/** Inquiries are created only by the API route (with overrideAccess), never through REST or the admin. */
export const nobody: Access = () => false

/** The same for one field: what a visitor sent, and what the system recorded with it, no role may write. */
export const nobodyField: FieldAccess = () => false
