import { retiringWorkerScript, serviceWorkerScript } from '@/pwa/worker'
import { workerConfig } from '@/pwa/worker-config'

// Read on every request: the script carries the build id and the current phone number. The proxy
// does not run here (its matcher skips paths with a dot).
export const dynamic = 'force-dynamic'

export async function GET() {
  const script = process.env.NODE_ENV === 'production' ? serviceWorkerScript(await workerConfig()) : retiringWorkerScript()
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Browsers check a worker for updates on navigation; it must never come from a cache.
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
