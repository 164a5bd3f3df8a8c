import type { Payload, TypedUser, Where } from 'payload'
import { isInquiryStaffUser } from '../access'

/** "New inquiries": not yet handled and not caught as spam. The dashboard counts them and links to them. */
export const newInquiriesWhere: Where = { and: [{ status: { equals: 'new' } }, { isSpam: { equals: false } }] }

/** The same filter in the form the admin list keeps in its URL (and shows in its filter controls). */
export function newInquiriesListUrl(adminRoute: string): string {
  const query = new URLSearchParams({
    'where[or][0][and][0][status][equals]': 'new',
    'where[or][0][and][1][isSpam][equals]': 'false',
  })
  return `${adminRoute}/collections/inquiries?${query}`
}

/** Payload's count endpoint with the same filter: what the dashboard polls (access applies there too). */
export function newInquiriesCountUrl(apiRoute: string): string {
  const query = new URLSearchParams({
    'where[and][0][status][equals]': 'new',
    'where[and][1][isSpam][equals]': 'false',
  })
  return `${apiRoute}/inquiries/count?${query}`
}

/**
 * How many new inquiries `user` may see, counted with the user's own access; null for anyone who
 * may not read inquiries (editors learn nothing about them, not even the number).
 */
export async function countNewInquiries(payload: Payload, user: TypedUser | null | undefined): Promise<number | null> {
  if (!user || !isInquiryStaffUser(user)) return null
  const { totalDocs } = await payload.count({ collection: 'inquiries', where: newInquiriesWhere, overrideAccess: false, user })
  return totalDocs
}
