import postgresPackage from '../../node_modules/@payloadcms/db-postgres/package.json' with { type: 'json' }
import sqlitePackage from '../../node_modules/@payloadcms/db-sqlite/package.json' with { type: 'json' }

/**
 * Our database patches (transactions.ts, job-claims.ts, sqlite-connection-recovery.ts,
 * sqlite-write-queue.ts) replace methods of Payload's database adapter that are not a public API.
 * Each checks, when the adapter connects, that the shape it relies on is still there; when a Payload
 * update changed it, the server refuses to start (src/instrumentation.ts) instead of running without
 * the guarantee the patch gives. docs/decisions/0070-patches-of-internals-guarded.md lists them with what they work around.
 */
export class PatchShapeChanged extends Error {
  override name = 'PatchShapeChanged'
}

// The adapters' versions, taken into the build (the standalone server bundles the adapters and
// keeps no package.json of theirs to read at run time).
const adapterVersions: Record<string, string> = {
  [sqlitePackage.name]: sqlitePackage.version,
  [postgresPackage.name]: postgresPackage.version,
}

/** The installed version of an adapter package, for the message. */
export function installedVersion(packageName: string | undefined): string {
  if (!packageName) return 'this Payload database adapter'
  const version = adapterVersions[packageName]
  return version ? `${packageName} ${version}` : `${packageName} (version unknown)`
}

/** Throws PatchShapeChanged unless every assumption holds; names the first that does not. */
export function requireShape(adapter: object, patch: string, assumptions: Record<string, boolean>): void {
  for (const [assumption, holds] of Object.entries(assumptions)) {
    if (holds) continue
    const installed = installedVersion((adapter as { packageName?: string }).packageName)
    throw new PatchShapeChanged(
      `${patch} relies on ${assumption}, which ${installed} no longer has. Check the patch against this version (docs/decisions/0070-patches-of-internals-guarded.md), then start again.`,
    )
  }
}

/** Whether an error (or one of its causes) is a patch refusing the installed version. */
export function isPatchShapeChanged(error: unknown): error is Error {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as Error).name === 'PatchShapeChanged') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const isFunction = (value: unknown): boolean => typeof value === 'function'
