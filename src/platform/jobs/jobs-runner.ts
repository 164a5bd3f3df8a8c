import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { isPatchShapeChanged } from '@/platform/patch-guard'

const retryMs = 15_000

/** The site's config, as @payload-config gives it; handed in by the server's start (src/instrumentation.ts). */
type SiteConfig = SanitizedConfig | Promise<SanitizedConfig>

/**
 * Payload starts its jobs runner (the autoRun schedules: inquiry notifications, scheduled
 * publishing, retention) only for a getPayload() call that asks for it, which its own admin and
 * REST handlers do and the public site does not: an instance that only served visitors would never
 * send a notification e-mail. The server starts it itself (src/instrumentation.ts). If the
 * database is not reachable yet, it tries again every 15 s; if a page initialised Payload first
 * (without the runner), the runner is started on that instance. The config is handed in, not
 * imported: the config wires these jobs, so this folder stays below it.
 */
export async function startJobsRunner(config: SiteConfig): Promise<Payload> {
  const payload = await getPayload({ config, cron: true })
  if (payload.crons.length === 0) await payload._initializeCrons()
  return payload
}

/** Stops the server when a database patch found the installed Payload changed (src/platform/patch-guard.ts). */
export function refuseOnChangedPatchShape(error: unknown): void {
  if (!isPatchShapeChanged(error)) return
  console.error(`Refusing to start: ${error.message}`)
  process.exit(1)
}

/** After a failed start: tries again every 15 s until the runner is up. */
export function retryJobsRunnerLater(config: SiteConfig): void {
  setTimeout(() => {
    startJobsRunner(config).catch((error: unknown) => {
      refuseOnChangedPatchShape(error)
      console.warn(
        `Jobs runner not started yet (database not ready: ${(error as Error).message.split('\n')[0]}); retrying in ${retryMs / 1000} s`,
      )
      retryJobsRunnerLater(config)
    })
  }, retryMs).unref()
}
