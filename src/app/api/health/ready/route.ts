import { buildId } from '@/pwa/worker-config'
import { isShuttingDown } from '@/platform/server/app-shutdown'
import { metricsAllowed } from '@/platform/metrics.mjs'
import { readiness } from '@/cms/health/readiness'

// Readiness: may this instance receive visitors? The database is reachable and migrated, the
// upload storage writable, and the instance is not shutting down. 503 names the failing part; what
// failed (error texts, paths) and the build only for the operator (Authorization: Bearer
// $METRICS_TOKEN), as they tell an attacker about the setup.
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const headers = { 'cache-control': 'no-store' }
  const operator = metricsAllowed(request.headers.get('authorization') ?? undefined)
  if (isShuttingDown()) {
    return Response.json(
      {
        status: 'not ready',
        failing: ['shutdown'],
        ...(operator ? { checks: { shutdown: 'this instance is shutting down' }, build: buildId() } : {}),
      },
      { status: 503, headers },
    )
  }
  const { ready, checks, failing } = await readiness()
  return Response.json(
    { status: ready ? 'ready' : 'not ready', ...(failing.length ? { failing } : {}), ...(operator ? { checks, build: buildId() } : {}) },
    { status: ready ? 200 : 503, headers },
  )
}
