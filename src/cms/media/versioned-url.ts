import type { CollectionAfterReadHook } from 'payload'

/**
 * `?v=` from the time the document was last saved, on its file's URL and its sizes'. A new upload,
 * a crop or a focal point is a save, and a crop overwrites the file under the same name: the
 * version is what tells the old bytes from the new. Caches keep a versioned URL for a year
 * (src/platform/server/cache-policy.mjs); an edit of the alt text alone also moves it on, which costs one
 * fetch.
 */
export function withVersion(url: string, updatedAt: unknown): string {
  const time = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN
  if (!Number.isFinite(time)) return url
  const [base, query = ''] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set('v', time.toString(36))
  return `${base}?${params.toString()}`
}

type FileDoc = { url?: unknown; thumbnailURL?: unknown; updatedAt?: unknown; sizes?: Record<string, { url?: unknown } | null | undefined> }

export const versionFileUrls: CollectionAfterReadHook = ({ doc }) => {
  const file = doc as FileDoc
  if (typeof file.url === 'string') file.url = withVersion(file.url, file.updatedAt)
  if (typeof file.thumbnailURL === 'string') file.thumbnailURL = withVersion(file.thumbnailURL, file.updatedAt)
  for (const size of Object.values(file.sizes ?? {})) {
    if (size && typeof size.url === 'string') size.url = withVersion(size.url, file.updatedAt)
  }
  return doc
}
