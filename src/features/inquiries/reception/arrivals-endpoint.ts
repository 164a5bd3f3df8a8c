import type { Endpoint } from 'payload'
import { adminLanguage, tx } from '@/platform/cms/i18n'
import { isInquiryStaffUser } from '../access'
import { inquiryListQuery } from './list-query'

const noStore = { 'cache-control': 'no-store' }
const forbidden = tx('Poptávky vidí jen administrátoři a recepce.', 'Only administrators and reception see inquiries.')
const badAfter = tx('Parametr after musí být datum a čas (ISO 8601).', 'after must be a date and time (ISO 8601).')

/**
 * GET /api/inquiries/arrivals?after=<ISO time>&<the list's where/search>: how many inquiries of the
 * admin list's rows arrived after `after` (`{ count }`, one COUNT query). Without `after`, when the
 * newest of those rows arrived (`{ newest }`, one row, one column), which the list takes as its
 * starting point when it is not showing the newest first. The list view polls this
 * (NewInquiriesWatch.tsx); reads run with the signed-in user's access, editors get a 403.
 */
export const inquiryArrivalsEndpoint: Endpoint = {
  path: '/arrivals',
  method: 'get',
  handler: async (req) => {
    const language = adminLanguage(req)
    if (!req.user || !isInquiryStaffUser(req.user)) {
      return Response.json({ errors: [{ message: forbidden[language] }] }, { status: 403, headers: noStore })
    }
    const { where } = inquiryListQuery(req)
    const after = (req.query as { after?: unknown } | undefined)?.after
    const common = { collection: 'inquiries', overrideAccess: false, user: req.user, req } as const
    if (after === undefined) {
      const { docs } = await req.payload.find({
        ...common,
        where,
        sort: '-createdAt',
        limit: 1,
        pagination: false,
        depth: 0,
        select: { createdAt: true },
      })
      return Response.json({ newest: docs[0]?.createdAt ?? null }, { headers: noStore })
    }
    if (typeof after !== 'string' || Number.isNaN(Date.parse(after))) {
      return Response.json({ errors: [{ field: 'after', message: badAfter[language] }] }, { status: 400, headers: noStore })
    }
    const { totalDocs } = await req.payload.count({ ...common, where: { and: [where, { createdAt: { greater_than: after } }] } })
    return Response.json({ count: totalDocs }, { headers: noStore })
  },
}
