import { timingSafeEqual } from 'node:crypto'
import { refreshSiteInRequest, revalidateToken } from '@/platform/cache/revalidate'

/**
 * Lets content changes made by another process (`npm run content:import`) refresh the public pages.
 * Changes made by this server's own jobs refresh them in-process (src/platform/cache/revalidate.ts).
 */
export async function POST(request: Request) {
  const secret = process.env.PAYLOAD_SECRET
  const given = request.headers.get('x-revalidate-token') ?? ''
  const expected = secret ? revalidateToken(secret) : ''
  if (!secret || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return Response.json({ error: 'Invalid or missing x-revalidate-token header.' }, { status: 401 })
  }
  refreshSiteInRequest()
  return Response.json({ revalidated: true })
}
