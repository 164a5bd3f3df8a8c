import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { dialectOf, selectRows } from '@/features/inquiries/lead-report/sql'

/** One inquiry as the report sees it; inserted straight into the table (bench and tests). */
export type SeedInquiry = {
  createdAt: string
  status?: 'new' | 'contacted' | 'booked' | 'closed-not-interested' | 'closed-done'
  lang?: 'cs' | 'en' | 'de'
  kind?: 'standard' | 'call-me'
  isSpam?: boolean
  procedure?: number | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  referrerHost?: string | null
  firstStatusChangeAt?: string | null
  bookedAt?: string | null
}

const literal = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * Bulk INSERT, 1,000 rows a statement, through the same adapter `execute` the report uses: fast
 * enough for 100,000 rows, and the rows are what the intake would store (no names or contacts).
 */
export async function insertInquiries(payload: Payload, inquiries: SeedInquiry[]): Promise<void> {
  const postgres = dialectOf() === 'postgres'
  const bool = (value: boolean | undefined) => (postgres ? (value ? 'true' : 'false') : value ? '1' : '0')
  const columns = [
    'reference',
    'status',
    'lang',
    'kind',
    'is_spam',
    'is_h_p',
    'sent_from_procedure_id',
    'source_utm_source',
    'source_utm_medium',
    'source_utm_campaign',
    'source_referrer_host',
    'first_status_change_at',
    'booked_at',
    'created_at',
    'updated_at',
  ]
  for (let start = 0; start < inquiries.length; start += 1000) {
    const values = inquiries
      .slice(start, start + 1000)
      .map((row) =>
        [
          literal(`SEED-${randomUUID()}`),
          literal(row.status ?? 'new'),
          literal(row.lang ?? 'cs'),
          literal(row.kind ?? 'standard'),
          bool(row.isSpam),
          bool(false),
          literal(row.procedure ?? null),
          literal(row.utmSource),
          literal(row.utmMedium),
          literal(row.utmCampaign),
          literal(row.referrerHost),
          literal(row.firstStatusChangeAt),
          literal(row.bookedAt),
          literal(row.createdAt),
          literal(row.createdAt),
        ].join(', '),
      )
    await selectRows(payload, `INSERT INTO inquiries (${columns.join(', ')}) VALUES (${values.join('), (')})`)
  }
}
