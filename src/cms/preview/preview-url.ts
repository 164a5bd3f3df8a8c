/**
 * The collections whose documents are pages of the site, and the address that opens one of them
 * on the site for staff: /api/v1/preview checks the login, turns on Next's draft mode (the page
 * then shows the latest saved version, drafts included) and redirects to the document's URL.
 * Kept free of server-only imports: the admin's client components build these links too.
 */
export const previewCollections = ['pages', 'procedures', 'posts', 'job-offers', 'people'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (previewCollections as readonly string[]).includes(value)
}

export const previewRoute = '/api/v1/preview'

export function previewHref(collection: PreviewCollection, id: number | string, locale: string): string {
  const query = new URLSearchParams({ collection, id: String(id), locale })
  return `${previewRoute}?${query}`
}
