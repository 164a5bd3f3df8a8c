import type { Payload, PayloadRequest } from 'payload'
import { nestedRequest } from '@/platform/nested-request'
import { defaultLocale, type Locale } from '@/routing/locales'
import { loadLiveDocuments, templateCollections } from '@/routing/live-documents'
import { buildRouteTable, findEntry, hrefsOf } from '@/routing/route-table'
import type { Template } from '@/routing/url-paths'

/** A published text that links to a document: what staff need to find and change it. */
export interface LinkingText {
  /** Its name in Czech (or its first language). */
  title: string
  /** Its public address (Czech, or its first language). */
  href: string
  /** Where it is edited in the admin. */
  adminPath: string
}

export interface LinksHere {
  /** The document's public addresses per language; empty when visitors cannot open it. */
  addresses: Partial<Record<Locale, string>>
  /** Published texts (and the home page) whose links lead to one of those addresses. */
  linking: LinkingText[]
}

/** Lexical link nodes and plain URL fields: every string that is a link to one of these hrefs. */
function linksTo(value: unknown, hrefs: Set<string>): boolean {
  if (typeof value === 'string') return hrefs.has(value.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'))
  if (Array.isArray(value)) return value.some((item) => linksTo(item, hrefs))
  if (value && typeof value === 'object') return Object.values(value).some((item) => linksTo(item, hrefs))
  return false
}

/**
 * Which published texts link to this document. Read by the guard that refuses taking it offline
 * (guard.ts) and by the "Odkazuje sem" panel beside the editor (LinksHerePanel.tsx).
 */
export async function linksHere(payload: Payload, req: PayloadRequest, template: Template, id: number | string): Promise<LinksHere> {
  const live = await loadLiveDocuments(payload, { req })
  const table = buildRouteTable(live.filter((doc) => doc.hasPage))
  const entry = findEntry(table, template, id)
  if (!entry) return { addresses: {}, linking: [] }
  const addresses = hrefsOf(entry)
  const hrefs = new Set(Object.values(addresses))
  const linking: LinkingText[] = []
  const home = await payload.findGlobal({ slug: 'home', locale: 'all', depth: 0, overrideAccess: true, req: nestedRequest(req) })
  if (linksTo(home, hrefs)) linking.push({ title: '', href: '/', adminPath: '/globals/home' })
  // Every other published document, read once per collection (not one query per document).
  const others = table.entries.filter((other) => !(other.template === template && String(other.id) === String(id)))
  const docsByKey = new Map<string, unknown>()
  for (const collection of new Set(others.map((other) => templateCollections[other.template]))) {
    const ids = others.filter((other) => templateCollections[other.template] === collection).map((other) => other.id)
    const found = await payload.find({
      collection,
      where: { id: { in: ids } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: nestedRequest(req),
    })
    for (const doc of found.docs) docsByKey.set(`${collection}:${doc.id}`, doc)
  }
  for (const other of others) {
    const collection = templateCollections[other.template]
    if (!linksTo(docsByKey.get(`${collection}:${other.id}`), hrefs)) continue
    const titles = live.find((item) => item.template === other.template && String(item.id) === String(other.id))?.titles ?? {}
    const otherHrefs = hrefsOf(other)
    linking.push({
      title: titles[defaultLocale] ?? Object.values(titles)[0] ?? String(other.id),
      href: otherHrefs[defaultLocale] ?? Object.values(otherHrefs)[0] ?? '',
      adminPath: `/collections/${collection}/${other.id}`,
    })
  }
  return { addresses, linking }
}
