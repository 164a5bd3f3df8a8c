/**
 * Runs once when the server starts (Next calls it while preparing, before the first request):
 * registers the app's part of a graceful shutdown, and in production refuses to go on while a
 * staff account still opens with the demo's published password.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { registerAppShutdown } = await import('./server/app-shutdown')
  registerAppShutdown()
  const { isDemoMode } = await import('./server/run-mode.mjs')
  if (isDemoMode()) return
  const [{ default: config }, { getPayload }, { accountsWithDemoPassword }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('./server/start-checks'),
  ])
  let payload: Awaited<ReturnType<typeof getPayload>>
  let accounts: string[]
  try {
    payload = await getPayload({ config })
    accounts = await accountsWithDemoPassword(payload)
  } catch (error) {
    // Not reachable or not migrated yet: /api/health/ready reports it; the login refuses the demo password anyway.
    console.warn(`Start check skipped (database not ready): ${(error as Error).message.split('\n')[0]}`)
    return
  }
  if (accounts.length) {
    payload.logger.fatal(
      { accounts },
      `Refusing to start: ${accounts.join(', ')} still opens with the demo's published password. Set a new one with \`npm run create-admin\` (README, Production), then start again.`,
    )
    process.exit(1)
  }
}
