import { buildId } from '@/pwa/worker-config'
import { metricsAllowed } from '@/platform/metrics.mjs'

// Liveness for a load balancer or orchestrator: the process is up and serving. It touches neither
// the database nor the disk (that is /api/health/ready), so it is cheap every few seconds. The build
// and uptime only for the operator (Authorization: Bearer $METRICS_TOKEN): they help an attacker
// match a release to its known flaws.
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  const details = metricsAllowed(request.headers.get('authorization') ?? undefined)
    ? { build: buildId(), uptimeSeconds: Math.round(process.uptime()) }
    : {}
  return Response.json({ status: 'ok', ...details }, { headers: { 'cache-control': 'no-store' } })
}
