/**
 * The names under which cached pages record what they show (src/platform/cache/page-dependencies.ts)
 * and under which a save marks them stale (src/platform/cache/revalidate.ts). One table, so the
 * reading side and the saving side cannot drift apart.
 */
export const cacheTags = {
  /** One document: the page showing it, and any page a relation or a picture of it appears on. */
  document: (collection: string, id: number | string) => `doc:${collection}:${id}`,
  /** Any document of a collection, added or removed too: listings, and pages showing related documents. */
  collection: (collection: string) => `collection:${collection}`,
  /** A global (Home: its sections and the price box every page shows). */
  global: (slug: string) => `global:${slug}`,
  /** The popups of one language: every page in that language carries them. */
  popups: (locale: string) => `popups:${locale}`,
  /** The address table (slugs, names, what is published): every page's links, menus and switcher. */
  routes: 'routes',
} as const
