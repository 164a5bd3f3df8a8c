import 'server-only'
import { cache } from 'react'
import { type Locale, locales } from '@/routing/locales'
import { localizedHref, routeKeyPath, type Template } from '@/routing/url-paths'
import type { RouteKey } from '@/routing/fixed-paths'
import { findEntry, hrefsOf, type RouteEntry, resolvePath } from '@/routing/route-table'
import { getDocument } from './documents'
import { listingRouteKeyOf } from './listings'
import { getRouteTable } from './routes'

export type Alternates = Record<Locale, string>

export function switcherTargets(entry: RouteEntry | undefined): Alternates {
  const hrefs = entry ? hrefsOf(entry) : {}
  // Where the switcher leads when the page has no translation: its listing, else home.
  const parent = (entry && listingRouteKeyOf(entry.template)) ?? 'home'
  const target = (locale: Locale) => hrefs[locale] ?? localizedHref(locale, routeKeyPath(parent, locale))
  return Object.fromEntries(locales.map((locale) => [locale, target(locale)])) as Alternates
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const resolvePage = cache(async (locale: Locale, segments: string[] | undefined) => {
  const table = await getRouteTable()
  const entry = resolvePath(table, locale, (segments ?? []).map(safeDecode).join('/'))
  if (!entry) return null
  const doc = await getDocument(entry.template, entry.id, locale)
  if (!doc) return null
  return { entry, doc, hrefs: hrefsOf(entry) }
})

/** Public URL of a document in a language, if it exists there. */
export async function hrefOf(template: Template, id: number | string, locale: Locale): Promise<string | undefined> {
  const entry = findEntry(await getRouteTable(), template, id)
  return entry ? hrefsOf(entry)[locale] : undefined
}

export function routeKeyHref(routeKey: RouteKey, locale: Locale): string {
  return localizedHref(locale, routeKeyPath(routeKey, locale))
}
