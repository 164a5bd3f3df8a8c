import type { Payload, TypedUser, Where } from 'payload'
import { isInquiryStaffUser } from '../access'
import { promiseWindows } from './promise-deadline'

/**
 * Unanswered: still "Nová" (reception's first status change is its answer, as in the lead report)
 * and not spam. The same filter as the dashboard's "new inquiries" (reception/new-inquiries.ts).
 */
const unanswered: Array<[string, string, string]> = [
  ['status', 'equals', 'new'],
  ['isSpam', 'equals', 'false'],
]

export type PromiseGroup = 'dueToday' | 'late'

/** The filter of one group as [field, operator, value] triples; null when the group is empty by the calendar (nothing is due on a day off). */
function conditions(group: PromiseGroup, now: Date): Array<[string, string, string]> | null {
  const windows = promiseWindows(now)
  if (group === 'late') return [...unanswered, ['createdAt', 'less_than', windows.lateBefore.toISOString()]]
  if (!windows.dueToday) return null
  return [
    ...unanswered,
    ['createdAt', 'greater_than_equal', windows.dueToday.from.toISOString()],
    ['createdAt', 'less_than', windows.dueToday.until.toISOString()],
  ]
}

/** The Local API's where of a group (null: nothing can be in it today). */
export function promiseWhere(group: PromiseGroup, now: Date = new Date()): Where | null {
  const list = conditions(group, now)
  if (!list) return null
  return {
    and: list.map(([field, operator, value]) => ({ [field]: { [operator]: field === 'isSpam' ? value === 'true' : value } })),
  }
}

/**
 * The admin list showing exactly a group, in the form its URL keeps (and its filter controls show).
 * No sort: Payload would keep it as the staff member's own list order.
 */
export function promiseListUrl(adminRoute: string, group: PromiseGroup, now: Date = new Date()): string {
  const list = conditions(group, now) ?? [...unanswered, ['createdAt', 'less_than', new Date(0).toISOString()]]
  const query = new URLSearchParams()
  list.forEach(([field, operator, value], index) => {
    query.set(`where[or][0][and][${index}][${field}][${operator}]`, value)
  })
  return `${adminRoute}/collections/inquiries?${query}`
}

/**
 * How many unanswered inquiries are due today and late. With `user`, counted with that user's own
 * access and null for anyone who may not read inquiries (editors learn nothing of them); without,
 * as the system (the morning e-mail).
 */
export async function countDueAndLate(
  payload: Payload,
  now: Date,
  user?: TypedUser | null,
): Promise<{ dueToday: number; late: number } | null> {
  if (user !== undefined && (!user || !isInquiryStaffUser(user))) return null
  const count = async (group: PromiseGroup) => {
    const where = promiseWhere(group, now)
    if (!where) return 0
    const access = user ? { overrideAccess: false, user } : { overrideAccess: true }
    return (await payload.count({ collection: 'inquiries', where, ...access })).totalDocs
  }
  return { dueToday: await count('dueToday'), late: await count('late') }
}
