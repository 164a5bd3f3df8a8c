import { buildId } from '@/pwa/worker-config'
import { isShuttingDown } from '@/server/app-shutdown'
import { readiness } from '@/server/readiness'

// Readiness: may this instance receive visitors? The database is reachable and migrated, the
// upload storage writable, and the instance is not shutting down. 503 names the failing part.
export const dynamic = 'force-dynamic'

export async function GET() {
  const headers = { 'cache-control': 'no-store' }
  if (isShuttingDown()) {
    return Response.json(
      { status: 'not ready', failing: ['shutdown'], checks: { shutdown: 'this instance is shutting down' }, build: buildId() },
      { status: 503, headers },
    )
  }
  const { ready, checks, failing } = await readiness()
  return Response.json(
    { status: ready ? 'ready' : 'not ready', ...(failing.length ? { failing } : {}), checks, build: buildId() },
    { status: ready ? 200 : 503, headers },
  )
}
