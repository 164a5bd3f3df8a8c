/**
 * Spec §4, §8: after a new deployment, a page of the old build can no longer load its lazy code
 * (the old chunks are gone). The page then reloads once, guarded by a session flag, so a failure
 * that a reload cannot fix (a CDN still serving old HTML) can never become a reload loop.
 */
export const staleBuildFlag = 'clinic.staleBuildReload'

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Failed to load chunk|Loading chunk \S+ failed/.test(error.message))
}

/**
 * Reloads unless this page of this build already reloaded once; says whether it reloads. The key
 * is the page, not the failure: lazy code needs several chunks at once, and which one fails first
 * varies from one try to the next.
 */
export function reloadOnceForStaleBuild(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, pageOfBuild: string): boolean {
  try {
    if (storage.getItem(staleBuildFlag) === pageOfBuild) return false
    storage.setItem(staleBuildFlag, pageOfBuild)
  } catch {
    // No session storage (privacy mode): without the guard, do not reload at all.
    return false
  }
  reload()
  return true
}

// The scripts the page's HTML named, read before any lazy code is added: they change with every build,
// so a reload that brought a newer build may reload once more later, but the same old HTML never.
const buildScripts =
  typeof document === 'undefined'
    ? ''
    : [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/"]')]
        .map((script) => new URL(script.src).pathname)
        .sort()
        .join(' ')

/** For the browser: the real session storage and reload. */
export function recoverFromStaleBuild(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false
  return reloadOnceForStaleBuild(window.sessionStorage, () => window.location.reload(), `${window.location.pathname} ${buildScripts}`)
}
