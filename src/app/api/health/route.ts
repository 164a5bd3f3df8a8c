import { buildId } from '@/pwa/worker-config'

// Liveness for a load balancer or orchestrator: the process is up and serving. It touches neither
// the database nor the disk (that is /api/health/ready), so it is cheap every few seconds.
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { status: 'ok', build: buildId(), uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
