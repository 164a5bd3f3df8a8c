import { routeKeyPaths as paths } from './fixed-paths.data.mjs'
import type { Locale } from './locales'

/** The fixed pages and their exact path per language (without the /en or /de prefix). */
export const routeKeyPaths = paths satisfies Record<string, Record<Locale, string>>

/** A fixed page: it exists in every language at its path above. */
export type RouteKey = keyof typeof routeKeyPaths

export const routeKeys = Object.keys(routeKeyPaths) as RouteKey[]

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && value in routeKeyPaths
}
