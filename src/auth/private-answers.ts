/**
 * Collections whose REST answers are about patients or staff (or a staff member's own admin
 * state): no browser or proxy may keep a copy, whoever asked and whatever the status.
 */
const privateCollections = new Set([
  'inquiries',
  'inquiry-photos',
  'inquiry-notes',
  'inquiry-history',
  'inquiry-audit',
  'inquiry-report-archive',
  'users',
  'account-audit',
  'payload-preferences',
  'payload-locked-documents',
  'payload-jobs',
])

export function isPrivateCollection(slug: string | undefined): boolean {
  return slug !== undefined && privateCollections.has(slug)
}

/** The same answer with `Cache-Control: no-store, private`. */
export function withNoStore(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'no-store, private')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
