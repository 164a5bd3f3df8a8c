import type { Payload, PayloadRequest } from 'payload'
import type { Inquiry, InquiryAudit, InquiryHistory, InquiryNote, InquiryPhoto } from '@/payload-types'
import { isPersonsContact, type Person } from './person'

/**
 * Everything the clinic holds about one person: their inquiries and call-back requests, the photos
 * they sent, reception's notes and status history on them, and the audit entries that name those
 * inquiries (by reference: an id may be given again on SQLite, a reference never). Read as the
 * system (overrideAccess); the endpoints and the view let only administrators ask.
 */
export type PersonData = {
  inquiries: Inquiry[]
  photos: InquiryPhoto[]
  notes: InquiryNote[]
  history: InquiryHistory[]
  audit: InquiryAudit[]
}

/** What an erasure removes, counted the way the confirmation and the audit entry name it. */
export type PersonDataCounts = {
  inquiries: number
  callBacks: number
  photos: number
  notes: number
  history: number
  audit: number
}

export function countPersonData(data: PersonData): PersonDataCounts {
  const callBacks = data.inquiries.filter((inquiry) => inquiry.kind === 'call-me').length
  return {
    inquiries: data.inquiries.length - callBacks,
    callBacks,
    photos: data.photos.length,
    notes: data.notes.length,
    history: data.history.length,
    audit: data.audit.length,
  }
}

/** The found inquiries' ids, sorted: what the confirmation shows is what the erasure may erase. */
export const inquiryIdsOf = (data: PersonData) =>
  data.inquiries
    .map((inquiry) => inquiry.id)
    .sort((a, b) => a - b)
    .join(',')

const photoIdOf = (photo: number | InquiryPhoto) => (typeof photo === 'object' ? photo.id : photo)

/**
 * The person's inquiries. A phone number is matched by its digits, which SQL cannot compare the same
 * way on SQLite and PostgreSQL: the contact columns of every inquiry are read (inquiries live at most
 * their retention period, 180 days by default) and compared here.
 */
async function findInquiries(payload: Payload, person: Person, req?: PayloadRequest): Promise<Inquiry[]> {
  const contacts = await payload.find({
    collection: 'inquiries',
    select: { email: true, phoneNumber: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = contacts.docs.filter((contact) => isPersonsContact(person, contact)).map((contact) => contact.id)
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'inquiries',
    where: { id: { in: ids } },
    sort: 'createdAt',
    depth: 0,
    joins: false,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs
}

export async function collectPersonData(payload: Payload, person: Person, req?: PayloadRequest): Promise<PersonData> {
  const inquiries = await findInquiries(payload, person, req)
  if (inquiries.length === 0) return { inquiries, photos: [], notes: [], history: [], audit: [] }
  const ids = inquiries.map((inquiry) => inquiry.id)
  const references = inquiries.map((inquiry) => inquiry.reference)
  const photoIds = inquiries.flatMap((inquiry) => (inquiry.photos ?? []).map(photoIdOf))
  const byInquiry = { inquiry: { in: ids } }
  const common = { depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true, req } as const
  // One after another: inside the erasure's transaction the queries share one connection.
  const photos =
    photoIds.length > 0 ? await payload.find({ collection: 'inquiry-photos', where: { id: { in: photoIds } }, ...common }) : { docs: [] }
  const notes = await payload.find({ collection: 'inquiry-notes', where: byInquiry, ...common })
  const history = await payload.find({ collection: 'inquiry-history', where: byInquiry, ...common })
  const audit = await payload.find({ collection: 'inquiry-audit', where: { reference: { in: references } }, ...common })
  return { inquiries, photos: photos.docs, notes: notes.docs, history: history.docs, audit: audit.docs }
}
