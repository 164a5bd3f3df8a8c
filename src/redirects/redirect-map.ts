import type { Locale } from '@/routing/locales'
import { parseHref, type Template } from '@/routing/url-paths'
import { findEntry, hrefsOf, type RouteTable, resolvePath } from '@/routing/route-table'
import { normalizeSitePath, targetPath } from './redirect-addresses'

/** Where a redirect leads: a document (its current URL) or an address. */
export type RedirectTarget =
  | {
      kind: 'document'
      template: Template
      id: number | string
      /** The document's language version to lead to; empty: the language of the old address. */
      locale?: Locale | null
    }
  | { kind: 'url'; url: string }

export interface RedirectRule {
  from: string
  to: RedirectTarget
}

/** Old site path -> where it answers with 301 (a site path or a full URL). */
export type RedirectMap = Record<string, string>

/** The longest chain followed; stored redirects are collapsed on save, so real chains are 1 long. */
const maxHops = 20

/** The URL a document target has now, in the asked language, else Czech, else any it has. */
function documentHref(table: RouteTable, from: string, to: Extract<RedirectTarget, { kind: 'document' }>): string | undefined {
  const entry = findEntry(table, to.template, to.id)
  if (!entry) return undefined
  const hrefs = hrefsOf(entry)
  const locale = to.locale ?? parseHref(from).locale
  return hrefs[locale] ?? hrefs.cs ?? hrefs.en ?? hrefs.de
}

function isLive(table: RouteTable, path: string): boolean {
  const { locale, path: inner } = parseHref(path)
  return resolvePath(table, locale, inner) !== undefined
}

/**
 * The redirects visitors get, against the live route table: a source that is a live URL again is
 * ignored (the page wins), a target that is not live (an unpublished or deleted document) leaves
 * its source a 404, chains are followed to their end (A→B, B→C answers A→C), and a loop is dropped.
 */
export function buildRedirectMap(rules: RedirectRule[], table: RouteTable): RedirectMap {
  const direct = new Map<string, string>()
  for (const rule of rules) {
    const from = normalizeSitePath(rule.from)
    if (from === '/' || isLive(table, from)) continue
    const target = rule.to.kind === 'document' ? documentHref(table, from, rule.to) : rule.to.url.trim()
    if (target) direct.set(from, target)
  }
  const map: RedirectMap = {}
  for (const [from, first] of direct) {
    const seen = new Set([from])
    let target = first
    let hops = 0
    let looped = false
    for (let path = targetPath(target); path !== undefined && direct.has(path); path = targetPath(target)) {
      if (seen.has(path) || ++hops > maxHops) {
        looped = true
        break
      }
      seen.add(path)
      target = direct.get(path) as string
    }
    if (!looped && targetPath(target) !== from) map[from] = target
  }
  return map
}
