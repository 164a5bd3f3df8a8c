import type { PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

/**
 * The admin list's query as its URL carries it — `where` (its filters), `search` (its search box)
 * and `sort` — turned into the one `where` the list itself runs (Payload's own merge of search and
 * filters). The export and the list's watch for new inquiries both ask about exactly these rows.
 */
export function inquiryListQuery(req: PayloadRequest): { where: Where; sort: string } {
  const query = (req.query ?? {}) as { where?: unknown; search?: unknown; sort?: unknown }
  const where = query.where && typeof query.where === 'object' ? (query.where as Where) : {}
  const search = typeof query.search === 'string' ? query.search : ''
  const sort = typeof query.sort === 'string' && query.sort !== '' ? query.sort : '-createdAt'
  return { where: mergeListSearchAndWhere({ collectionConfig: req.payload.collections.inquiries.config, search, where }), sort }
}

/** The list's URL parameters that decide its rows, for a request that asks about the same rows. */
export function listRowParams(searchParams: URLSearchParams): URLSearchParams {
  const rows = new URLSearchParams()
  for (const [key, value] of searchParams) {
    if (key.startsWith('where') || key === 'search' || key === 'sort') rows.append(key, value)
  }
  return rows
}
