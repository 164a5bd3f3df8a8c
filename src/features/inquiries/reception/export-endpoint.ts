import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { Inquiry, InquiryNote, User } from '@/payload-types'
import { isInquiryStaffUser } from '../access'
import { type AdminText, adminLanguage, tx } from '@/platform/cms/i18n'
import { recordExport } from './audit'
import { inquiryListQuery } from './list-query'
import { toCsv, toXlsx } from './spreadsheets'
import { type InquiryStatus, inquiryKindLabels, inquiryLanguageLabels, inquiryStatusLabels } from './inquiry-labels'
import { staffLabel } from '@/platform/cms/actor'

type Language = 'cs' | 'en'

/** "2026-03-12 14:05" in the clinic's time: sorts as text, and Excel reads it as a date. */
const pragueTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})
const formatTime = (value: string | null | undefined) => (value ? pragueTime.format(new Date(value)) : '')

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : (value as number | null | undefined)

type Context = { language: Language; assignees: Map<string, string>; notes: Map<string, string[]> }
type Column = { header: AdminText; value: (inquiry: Inquiry, context: Context) => string }

const yesNo = (value: boolean | null | undefined, language: Language) => (value ? tx('ano', 'yes') : tx('ne', 'no'))[language]
const label = (labels: Record<string, AdminText>, value: string | null | undefined, language: Language) =>
  value ? (labels[value]?.[language] ?? value) : ''

/**
 * What reception works with. Never the photos (health data that belongs in the admin, not in a
 * spreadsheet) nor the technical fields (idempotency key, request and address hashes).
 */
const columns: Column[] = [
  { header: tx('Číslo poptávky', 'Reference'), value: (inquiry) => inquiry.reference },
  { header: tx('Přijato', 'Received'), value: (inquiry) => formatTime(inquiry.createdAt) },
  {
    header: tx('Stav', 'Status'),
    value: (inquiry, { language }) => label(inquiryStatusLabels as Record<InquiryStatus, AdminText>, inquiry.status, language),
  },
  { header: tx('Přiřazeno', 'Assignee'), value: (inquiry, { assignees }) => assignees.get(String(idOf(inquiry.assignedTo))) ?? '' },
  { header: tx('Typ', 'Kind'), value: (inquiry, { language }) => label(inquiryKindLabels, inquiry.kind, language) },
  { header: tx('Jméno', 'Name'), value: (inquiry) => inquiry.name ?? '' },
  { header: tx('E-mail', 'E-mail'), value: (inquiry) => inquiry.email ?? '' },
  { header: tx('Telefon', 'Phone'), value: (inquiry) => inquiry.phoneNumber ?? '' },
  { header: tx('Zpráva', 'Message'), value: (inquiry) => inquiry.message ?? '' },
  { header: tx('Jazyk', 'Language'), value: (inquiry, { language }) => label(inquiryLanguageLabels, inquiry.lang, language) },
  { header: tx('Odesláno ze stránky', 'Sent from page'), value: (inquiry) => inquiry.locationUrl ?? '' },
  {
    header: tx('Formulář s možností fotografií', 'Form with photo option'),
    value: (inquiry, { language }) => yesNo(inquiry.isHP, language),
  },
  { header: tx('Spam', 'Spam'), value: (inquiry, { language }) => yesNo(inquiry.isSpam, language) },
  { header: tx('Interní poznámky', 'Internal notes'), value: (inquiry, { notes }) => (notes.get(String(inquiry.id)) ?? []).join('\n') },
  // Last, so the columns reception knows keep their places. Where the visit came from (issue 31): empty when the visitor did not allow analytics.
  { header: tx('Vstupní stránka', 'Landing page'), value: (inquiry) => inquiry.source?.landingPage ?? '' },
  { header: tx('Odkazující web', 'Referring site'), value: (inquiry) => inquiry.source?.referrerHost ?? '' },
  { header: tx('utm_source', 'utm_source'), value: (inquiry) => inquiry.source?.utmSource ?? '' },
  { header: tx('utm_medium', 'utm_medium'), value: (inquiry) => inquiry.source?.utmMedium ?? '' },
  { header: tx('utm_campaign', 'utm_campaign'), value: (inquiry) => inquiry.source?.utmCampaign ?? '' },
  { header: tx('Identifikátory kliknutí z reklam', 'Ad click ids'), value: (inquiry) => inquiry.source?.clickIds ?? '' },
]

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const badFormat = tx('Parametr format musí být csv nebo xlsx.', 'format must be csv or xlsx.')

function forbidden(req: PayloadRequest): Response {
  const message = tx(
    'Export poptávek mohou stáhnout jen administrátoři a recepce.',
    'Only administrators and reception may export inquiries.',
  )
  return Response.json({ errors: [{ message: message[adminLanguage(req)] }] }, { status: 403, headers: { 'cache-control': 'no-store' } })
}

/**
 * GET /api/inquiries/export[?format=csv|xlsx]: the inquiries matching the admin list's filters and
 * search, as CSV (default) or Excel. One row model (`columns` below), two writers (spreadsheets.ts),
 * so both files always carry the same columns and rows.
 * Reads through the Local API with the signed-in user's access (overrideAccess: false), so it can
 * never return more than that user may read; editors and visitors get a 403 before any query.
 */
export const exportInquiriesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user || !isInquiryStaffUser(req.user)) return forbidden(req)
    const language = adminLanguage(req)
    const format = (req.query as { format?: unknown } | undefined)?.format ?? 'csv'
    if (format !== 'csv' && format !== 'xlsx') {
      return Response.json(
        { errors: [{ field: 'format', message: badFormat[language] }] },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
    }
    const { where, sort } = inquiryListQuery(req)
    const user = req.user
    const { docs: inquiries } = await req.payload.find({
      collection: 'inquiries',
      where,
      sort,
      depth: 0,
      pagination: false,
      joins: false,
      overrideAccess: false,
      user,
      req,
    })
    const ids = inquiries.map((inquiry) => inquiry.id)

    const notes = new Map<string, string[]>()
    if (ids.length > 0) {
      const found = await req.payload.find({
        collection: 'inquiry-notes',
        where: { inquiry: { in: ids } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user,
        req,
      })
      for (const note of found.docs as InquiryNote[]) {
        const key = String(idOf(note.inquiry))
        notes.set(key, [...(notes.get(key) ?? []), `${formatTime(note.createdAt)} ${note.byName ?? ''}: ${note.text}`])
      }
    }

    // Names of the assignees, read as the system: reception may read only its own account.
    const assigneeIds = [...new Set(inquiries.map((inquiry) => idOf(inquiry.assignedTo)).filter((id): id is number => id != null))]
    const assignees = new Map<string, string>()
    if (assigneeIds.length > 0) {
      const found = await req.payload.find({
        collection: 'users',
        where: { id: { in: assigneeIds } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const assignee of found.docs as User[]) assignees.set(String(assignee.id), staffLabel(assignee))
    }

    // Who exported which inquiries goes into the audit log before the file is handed out.
    const ownTransaction = await initTransaction(req)
    try {
      await recordExport(req, inquiries)
      if (ownTransaction) await commitTransaction(req)
    } catch (error) {
      if (ownTransaction) await killTransaction(req)
      throw error
    }

    const context: Context = { language, assignees, notes }
    const rows = [
      columns.map((column) => column.header[language]),
      ...inquiries.map((inquiry) => columns.map((column) => column.value(inquiry, context))),
    ]
    const date = pragueTime.format(new Date()).slice(0, 10)
    const filename = `${language === 'cs' ? 'poptavky' : 'inquiries'}-${date}.${format}`
    const headers = {
      'content-disposition': `attachment; filename="${filename}"`,
      // Health data: never kept by a browser or proxy cache.
      'cache-control': 'no-store',
    }
    if (format === 'xlsx') {
      const sheetName = language === 'cs' ? 'Poptávky' : 'Inquiries'
      return new Response(await toXlsx(rows, sheetName), { status: 200, headers: { 'content-type': xlsxType, ...headers } })
    }
    return new Response(toCsv(rows), { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } })
  },
}
