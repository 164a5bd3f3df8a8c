import 'server-only'
import { metrics } from '@/platform/metrics.mjs'
import { readiness } from './readiness'

let registered = false

/**
 * The readings only the app can take, made at each scrape of /metrics: whether the database and the
 * upload storage answer (the readiness checks). The inquiry notifications not sent yet are the
 * inquiries' own reading (src/features/inquiries/notification/queue-metrics.ts).
 */
export function registerAppMetrics(): void {
  if (registered) return
  registered = true
  const { beforeScrape, dependencyUp } = metrics()
  beforeScrape.add(async () => {
    const { checks } = await readiness()
    dependencyUp.set({ dependency: 'database' }, checks.database === 'ok' ? 1 : 0)
    dependencyUp.set({ dependency: 'storage' }, checks.storage === 'ok' ? 1 : 0)
  })
}
