import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

/** Leaves the preview: the site shows the published versions again. `to` is a path on this site. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const to = request.nextUrl.searchParams.get('to') ?? '/'
  const location = /^\/(?![/\\])/.test(to) ? to : '/'
  return new Response(null, { status: 303, headers: { 'Cache-Control': 'no-store, private', Location: location } })
}
