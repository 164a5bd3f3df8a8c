import type { PayloadRequest, Where } from 'payload'
import { mondayOf } from './report'
import { answeredOnTime } from '../promise/promise-deadline'

const idOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return 'id' in value ? Number((value as { id: unknown }).id) : null
  return Number(value)
}

type Row = {
  week: string
  lang: string | null
  kind: string | null
  status: string | null
  procedure: number | null
  source: string
  medium: string
  campaign: string
  booked: boolean
  responseSeconds: number | null
  answeredOnTime: boolean
  total: number
}

/**
 * Before the retention job deletes inquiries: adds them to the report's archive as anonymous
 * counts (inquiry-report-archive), in the same transaction as the deletion (`req`). Kept per week
 * and per the report's dimensions only, with the response time rounded to the minute: no name,
 * contact, message, address, reference or exact time. Spam is not counted, as in the report.
 * Returns the number of inquiries counted.
 */
export async function archiveForReport(req: PayloadRequest, where: Where): Promise<number> {
  const found = await req.payload.find({
    collection: 'inquiries',
    where: { and: [where, { isSpam: { not_equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: {
      createdAt: true,
      lang: true,
      kind: true,
      status: true,
      sentFromProcedure: true,
      source: true,
      bookedAt: true,
      firstStatusChangeAt: true,
    },
  })
  const groups = new Map<string, Row>()
  for (const inquiry of found.docs) {
    const created = new Date(inquiry.createdAt)
    const seconds = inquiry.firstStatusChangeAt ? (new Date(inquiry.firstStatusChangeAt).getTime() - created.getTime()) / 1000 : null
    const row: Row = {
      week: mondayOf(created),
      lang: inquiry.lang ?? null,
      kind: inquiry.kind ?? null,
      status: inquiry.status ?? null,
      procedure: idOf(inquiry.sentFromProcedure),
      // The same "source" as the report's query: the campaign's source, else the referring site.
      source: inquiry.source?.utmSource || inquiry.source?.referrerHost || '',
      medium: inquiry.source?.utmMedium || '',
      campaign: inquiry.source?.utmCampaign || '',
      booked: Boolean(inquiry.bookedAt),
      responseSeconds: seconds === null ? null : Math.round(seconds / 60) * 60,
      answeredOnTime: answeredOnTime(inquiry.createdAt, inquiry.firstStatusChangeAt),
      total: 0,
    }
    const key = JSON.stringify({ ...row, total: undefined })
    const group = groups.get(key) ?? row
    group.total += 1
    groups.set(key, group)
  }
  for (const row of groups.values()) {
    await req.payload.create({ collection: 'inquiry-report-archive', data: row, overrideAccess: true, depth: 0, req })
  }
  return found.docs.length
}
