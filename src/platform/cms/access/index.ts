import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'reception'

function roleOf(req: PayloadRequest): StaffRole | undefined {
  const user = req.user as { role?: StaffRole } | null | undefined
  return user?.role
}

export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'
export const isContentStaff: Access = ({ req }) => roleOf(req) === 'admin' || roleOf(req) === 'editor'

/** Visitors read only published documents; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

export const anyone: Access = () => true

/** Content everyone may read and admins and editors maintain (testimonials, gallery, videos…). */
export const publicContentAccess = { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff }

/** Pages, procedures, posts and job offers: visitors read the published version, admins and editors maintain them. */
export const publishedContentAccess = { read: publishedOrStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff }
