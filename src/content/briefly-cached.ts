/**
 * A value loaded at most once per `freshForMs`, however often it is asked for; askers during a load
 * share it. For the lists the proxy polls (redirects, site paths): the database is read at most once
 * a second per process.
 */
export function brieflyCached<T>(freshForMs: number, load: () => Promise<T>): () => Promise<T> {
  let latest: { value: T; at: number } | undefined
  let loading: Promise<T> | undefined
  return () => {
    if (latest && Date.now() - latest.at < freshForMs) return Promise.resolve(latest.value)
    loading ??= (async () => {
      try {
        const value = await load()
        latest = { value, at: Date.now() }
        return value
      } finally {
        loading = undefined
      }
    })()
    return loading
  }
}
