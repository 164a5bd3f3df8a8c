import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sameOriginPath } from '@/platform/security/same-origin-path'

/**
 * Leaves the preview: the site shows the published versions again. `to` must be a path on this
 * site as a browser reads it (src/platform/security/same-origin-path.ts); anything else leads home.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const location = sameOriginPath(request.nextUrl.searchParams.get('to')) ?? '/'
  return new Response(null, { status: 303, headers: { 'Cache-Control': 'no-store, private', Location: location } })
}
