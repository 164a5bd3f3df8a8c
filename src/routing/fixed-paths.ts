import paths from './fixed-paths.json' with { type: 'json' }
import type { Locale } from './locales'

/**
 * The fixed pages (one per route key) and their exact path in each language, without the /en or
 * /de prefix. A page given a route key lives at these paths, whatever its slug. Plain data in
 * fixed-paths.json, so that the Node scripts read the same paths as the site.
 */
export const routeKeyPaths = paths satisfies Record<string, Record<Locale, string>>

/** A fixed page: it exists in every language at its path above. */
export type RouteKey = keyof typeof routeKeyPaths

export const routeKeys = Object.keys(routeKeyPaths) as RouteKey[]

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && value in routeKeyPaths
}
