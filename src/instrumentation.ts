/**
 * Runs once when the server starts (src/platform/server/serve.mjs makes the first request itself, so this
 * runs before visitors arrive): registers the app's part of a graceful shutdown and the proxy's
 * readers of the database (src/proxy-data/proxy-data.ts), starts the jobs
 * runner (refusing to go on when a database patch finds Payload changed), and in production refuses to
 * go on while the private bucket answers strangers or a staff account still opens with the demo's
 * published password.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Object storage half configured (S3_BUCKET without S3_PRIVATE_BUCKET…): never serve with it.
  const storageProblem = (await import('@/platform/cms/storage')).s3EnvironmentProblem()
  if (storageProblem) {
    console.error(`Refusing to start: ${storageProblem}`)
    process.exit(1)
  }
  await refuseExposedPrivateBucket()
  const [
    { default: config },
    { registerAppShutdown },
    { isDemoMode },
    { retryJobsRunnerLater, startJobsRunner },
    { accountsWithDemoPassword },
  ] = await Promise.all([
    import('@payload-config'),
    import('@/platform/server/app-shutdown'),
    import('@/platform/server/run-mode.mjs'),
    import('@/platform/jobs/jobs-runner'),
    import('@/auth/demo-password-accounts'),
  ])
  registerAppShutdown()
  // What the proxy reads from the database (redirects, page addresses, widget hosts), in-process.
  ;(await import('@/proxy-data/readers')).provideProxyDataReaders()
  // The queue and dependency readings of /metrics (src/platform/metrics.mjs): taken at each scrape.
  ;(await import('@/features/inquiries/notification/queue-metrics')).registerNotificationMetrics()
  ;(await import('@/cms/health/app-metrics')).registerAppMetrics()
  let payload: Awaited<ReturnType<typeof startJobsRunner>>
  try {
    payload = await startJobsRunner(config)
  } catch (error) {
    // A Payload whose adapter no longer has what our database patches rely on (src/platform/patch-guard.ts).
    const { refuseOnChangedPatchShape } = await import('@/platform/jobs/jobs-runner')
    refuseOnChangedPatchShape(error)
    // Not reachable or not migrated yet: /api/health/ready says so; the runner starts once it is.
    // The login refuses the demo password in production whatever the accounts hold.
    retryJobsRunnerLater(config)
    console.warn(`Start checks skipped (database not ready): ${(error as Error).message.split('\n')[0]}`)
    return
  }
  if (isDemoMode()) return
  let accounts: string[]
  try {
    accounts = await accountsWithDemoPassword(payload)
  } catch (error) {
    console.warn(`Start check of the staff accounts skipped (database not migrated?): ${(error as Error).message.split('\n')[0]}`)
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

/** In production, the bucket of patients' photos must refuse strangers (src/cms/private-bucket-check.ts). */
async function refuseExposedPrivateBucket() {
  const [{ isDemoMode }, { s3Settings }, { exposedBucketProblem, privateBucketExposure }] = await Promise.all([
    import('@/platform/server/run-mode.mjs'),
    import('@/platform/cms/storage'),
    import('@/cms/private-bucket-check'),
  ])
  const settings = s3Settings()
  if (!settings || isDemoMode()) return
  const exposure = await privateBucketExposure(settings)
  if (exposure.verdict === 'exposed') {
    console.error(`Refusing to start: ${exposedBucketProblem(settings.privateBucket, exposure.answer)}`)
    process.exit(1)
  }
  if (exposure.verdict === 'unknown')
    console.warn(
      `Could not check that S3_PRIVATE_BUCKET "${settings.privateBucket}" refuses strangers (${exposure.answer}); /api/health/ready reports the storage.`,
    )
}
