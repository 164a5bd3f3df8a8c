import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
  RelationshipFieldSingleValidation,
} from 'payload'
import { inquiryStaffRoles } from '../access'
import { actor, type StaffAccount as UserLike, staffLabel } from '@/platform/cms/actor'
import { adminMessage, tx } from '@/platform/cms/i18n'

type Id = number | string

function idOf(value: unknown): Id | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return 'id' in value ? (value.id as Id) : null
  return value as Id
}

/** The account behind a stored id, read as the system: reception may not read other users. */
async function findStaff(req: PayloadRequest, id: Id): Promise<UserLike | null> {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return (user as UserLike | null) ?? null
}

async function assigneeLabel(req: PayloadRequest, id: Id | null): Promise<string | null> {
  if (id === null) return null
  const user = await findStaff(req, id)
  return user ? staffLabel(user) : `#${id}`
}

/**
 * Writes the audit trail and the new note after an inquiry is saved, in the same transaction.
 * From/to come from the stored previous document and the saved one, the author from the request:
 * nothing a client sends can set them. Runs for every update, whoever makes it (REST, the admin,
 * the Local API, with or without overrideAccess).
 */
export const recordWorkflowChanges: CollectionAfterChangeHook = async ({ data, doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const who = actor(req)
  const entries: Array<Record<string, unknown>> = []
  if (doc.status !== previousDoc?.status) {
    entries.push({ change: 'status', fromStatus: previousDoc?.status ?? null, toStatus: doc.status })
  }
  const before = idOf(previousDoc?.assignedTo)
  const after = idOf(doc.assignedTo)
  if (String(before) !== String(after)) {
    entries.push({ change: 'assignee', fromAssignee: await assigneeLabel(req, before), toAssignee: await assigneeLabel(req, after) })
  }
  for (const entry of entries) {
    await req.payload.create({
      collection: 'inquiry-history',
      data: { inquiry: doc.id, ...who, ...entry } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  const note = typeof data?.newNote === 'string' ? data.newNote.trim() : ''
  if (note) {
    await req.payload.create({
      collection: 'inquiry-notes',
      data: { inquiry: doc.id, text: note, ...who } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}

/**
 * An inquiry's notes and history go with it (a person's erasure request, the retention job).
 * Before the delete: afterwards their required link to the inquiry would already be gone.
 */
export const deleteWorkflowRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['inquiry-notes', 'inquiry-history'] as const) {
    await req.payload.delete({ collection, where: { inquiry: { equals: id } }, overrideAccess: true, req })
  }
}

/**
 * An inquiry is assigned only to admin or reception staff. Checked as the system (reception may
 * read only its own account) and only when the assignee changes, so a whole-document save keeps
 * an assignee whose role has changed since.
 */
export const validateAssignee: RelationshipFieldSingleValidation = async (value, { event, previousValue, req }) => {
  const id = idOf(value)
  if (id === null || event === 'onChange') return true
  if (String(id) === String(idOf(previousValue))) return true
  const user = await findStaff(req, id)
  if (user && (inquiryStaffRoles as readonly (string | null | undefined)[]).includes(user.role)) return true
  return adminMessage(
    req,
    tx('Poptávku lze přiřadit jen administrátorovi nebo recepci.', 'An inquiry can be assigned only to an administrator or reception.'),
  )
}

/**
 * A deleted staff account leaves its inquiries unassigned (each change in their history, by the
 * admin who deleted it). Needed on SQLite: the column added by the migration references users
 * without ON DELETE SET NULL, so the delete would fail while an inquiry names the account.
 */
const releaseAssignments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'inquiries',
    where: { assignedTo: { equals: id } },
    data: { assignedTo: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** The users collection with the hook above (registered in payload.config: Users.ts is not reception's). */
export function releasesInquiryAssignments(users: CollectionConfig): CollectionConfig {
  return { ...users, hooks: { ...users.hooks, beforeDelete: [...(users.hooks?.beforeDelete ?? []), releaseAssignments] } }
}
