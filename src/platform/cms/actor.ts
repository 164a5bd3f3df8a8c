import type { Field, PayloadRequest } from 'payload'
import { type AdminText, tx } from './i18n'

/**
 * Who did something, for the audit trails (inquiries, accounts): the account and its name as it was
 * then, so that a later rename or deletion does not rewrite history.
 */

type Id = number | string
export type StaffAccount = { id: Id; email?: string | null; name?: string | null; role?: string | null }

/** How a staff member is named in history, notes and the export: "Name (e-mail)", or the e-mail (also when it is the name). */
export function staffLabel(user: Pick<StaffAccount, 'email' | 'name'>): string {
  const name = user.name?.trim()
  const email = user.email ?? ''
  return name && name !== email ? `${name} (${email})` : email
}

/** Who made this change: the signed-in user, or nobody for the system (retention, scripts). */
export function actor(req: PayloadRequest): { by: Id | null; byName: string | null } {
  const user = req.user as StaffAccount | null | undefined
  if (!user || req.user?.collection !== 'users') return { by: null, byName: null }
  return { by: user.id, byName: staffLabel(user) }
}

/**
 * Who did a workflow step: the account (for queries) and its name and e-mail at that moment (what
 * the admin shows; reception may not read other users, and a later rename must not rewrite history).
 * A fresh copy per collection: Payload sanitizes field configs in place.
 */
export const actorFields = (byNameDescription?: AdminText): Field[] => [
  {
    name: 'by',
    label: tx('Uživatel', 'User'),
    type: 'relationship',
    relationTo: 'users',
    index: true,
    admin: { readOnly: true, hidden: true },
  },
  {
    name: 'byName',
    label: tx('Kdo', 'Who'),
    type: 'text',
    admin: { readOnly: true, ...(byNameDescription ? { description: byNameDescription } : {}) },
  },
]
