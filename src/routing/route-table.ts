import { type Locale, locales } from './locales'
import { localizedHref, routeKeyPath, type Template, templatePath } from './url-paths'
import type { RouteKey } from './fixed-paths'

/** A published document that has public pages, with its slug per language it exists in. */
export interface RoutableDocument {
  template: Template
  id: number | string
  /** Only pages: a fixed page, which exists in every language at its fixed path. */
  routeKey?: RouteKey | null
  slugs: Partial<Record<Locale, string | null | undefined>>
}

export interface RouteEntry {
  template: Template
  id: number | string
  routeKey?: RouteKey
  /** Path inside each language the document exists in (no prefix, no leading slash). */
  paths: Partial<Record<Locale, string>>
}

export interface RouteTable {
  entries: RouteEntry[]
  /** Looks up `${locale}:${path}`. */
  byPath: Map<string, RouteEntry>
  /** Paths that two documents claimed; the first one keeps it. Staff see these in the admin. */
  conflicts: { locale: Locale; path: string; kept: RouteEntry; dropped: RouteEntry }[]
}

const pathKey = (locale: Locale, path: string) => `${locale}:${path}`

function entryFor(doc: RoutableDocument): RouteEntry {
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    if (doc.template === 'page' && doc.routeKey) {
      paths[locale] = routeKeyPath(doc.routeKey, locale)
      continue
    }
    const slug = doc.slugs[locale]
    if (slug) paths[locale] = templatePath(doc.template, locale, slug)
  }
  return { template: doc.template, id: doc.id, routeKey: doc.routeKey ?? undefined, paths }
}

/** Fixed pages first, then the older document (lower id): who keeps a path two documents claim. */
function claimOrder(a: RoutableDocument, b: RoutableDocument): number {
  const fixed = Number(Boolean(b.routeKey)) - Number(Boolean(a.routeKey))
  return fixed || String(a.id).localeCompare(String(b.id), 'en', { numeric: true })
}

/**
 * The one table of public URLs: built from the published documents, it answers
 * path -> document for the catch-all page and document -> paths for links, alternates and the sitemap.
 * Fixed pages are registered first so that no slug can shadow them. Saving a slug another document
 * owns is refused (src/cms/hooks/slug-urls.ts); for data from before that check the older document
 * keeps the path, whatever order the documents come in.
 */
export function buildRouteTable(documents: RoutableDocument[]): RouteTable {
  const ordered = [...documents].sort(claimOrder)
  const table: RouteTable = { entries: [], byPath: new Map(), conflicts: [] }
  for (const doc of ordered) {
    const entry = entryFor(doc)
    for (const locale of locales) {
      const path = entry.paths[locale]
      if (path === undefined) continue
      const kept = table.byPath.get(pathKey(locale, path))
      if (kept) {
        table.conflicts.push({ locale, path, kept, dropped: entry })
        delete entry.paths[locale]
        continue
      }
      table.byPath.set(pathKey(locale, path), entry)
    }
    if (Object.keys(entry.paths).length > 0) table.entries.push(entry)
  }
  return table
}

export function resolvePath(table: RouteTable, locale: Locale, path: string): RouteEntry | undefined {
  return table.byPath.get(pathKey(locale, path.replace(/^\/+|\/+$/g, '')))
}

/** Public URL of an entry in every language it exists in. */
export function hrefsOf(entry: RouteEntry): Partial<Record<Locale, string>> {
  const hrefs: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const path = entry.paths[locale]
    if (path !== undefined) hrefs[locale] = localizedHref(locale, path)
  }
  return hrefs
}

export function findEntry(table: RouteTable, template: Template, id: number | string): RouteEntry | undefined {
  return table.entries.find((entry) => entry.template === template && String(entry.id) === String(id))
}

export function findRouteKeyEntry(table: RouteTable, routeKey: RouteKey): RouteEntry | undefined {
  return table.entries.find((entry) => entry.routeKey === routeKey)
}
