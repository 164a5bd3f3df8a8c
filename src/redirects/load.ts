import type { Payload, PayloadRequest } from 'payload'
import { sameOriginPath } from '@/platform/security/same-origin-path'
import { type Locale, isLocale } from '@/routing/locales'
import { loadLiveDocuments, templateOfCollection } from '@/routing/live-documents'
import { buildRouteTable } from '@/routing/route-table'
import { allowedHostsOf, externalTargetProblem } from './external-targets'
import { isAbsoluteUrl } from './redirect-addresses'
import { buildRedirectMap, type RedirectMap, type RedirectRule, type RedirectTarget } from './redirect-map'

/** A stored redirect as the Local API returns it at depth 0. */
export interface StoredRedirect {
  id: number | string
  from: string
  toType?: 'document' | 'url' | null
  toDocument?: { relationTo: string; value: unknown } | null
  toLocale?: string | null
  toUrl?: string | null
}

/** A stored redirect's target, if it has a usable one (a deleted document leaves none). */
export function targetOf(redirect: Pick<StoredRedirect, 'toType' | 'toDocument' | 'toLocale' | 'toUrl'>): RedirectTarget | undefined {
  if (redirect.toType === 'url') return redirect.toUrl ? { kind: 'url', url: redirect.toUrl } : undefined
  const relation = redirect.toDocument
  const template = relation ? templateOfCollection(relation.relationTo) : undefined
  if (!relation || !template) return undefined
  const value = relation.value as number | string | { id: number | string } | null
  const id = typeof value === 'object' && value !== null ? value.id : value
  if (id === null || id === undefined) return undefined
  const locale: Locale | null = isLocale(redirect.toLocale) ? redirect.toLocale : null
  return { kind: 'document', template, id, locale }
}

export async function loadRedirectRules(payload: Payload): Promise<RedirectRule[]> {
  const result = await payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true })
  return (result.docs as unknown as StoredRedirect[]).flatMap((redirect) => {
    const to = targetOf(redirect)
    return to ? [{ from: redirect.from, to }] : []
  })
}

/** The hosts an administrator allowed redirects to lead to (Settings → Links). */
export async function allowedRedirectHosts(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return allowedHostsOf((settings as { redirectHosts?: unknown }).redirectHosts)
}

/**
 * Every redirect visitors get now, resolved against the documents that are live. A target that
 * is not a path on this site nor on an allowed host (stored before the rule, or the host was
 * taken off the list since) is not served.
 */
export async function loadRedirectMap(payload: Payload): Promise<RedirectMap> {
  const [rules, documents, hosts] = await Promise.all([
    loadRedirectRules(payload),
    loadLiveDocuments(payload),
    allowedRedirectHosts(payload),
  ])
  const map = buildRedirectMap(rules, buildRouteTable(documents.filter((doc) => doc.hasPage)))
  return Object.fromEntries(
    Object.entries(map).flatMap(([from, target]) => {
      if (isAbsoluteUrl(target)) return externalTargetProblem(target, hosts) ? [] : [[from, target]]
      const path = sameOriginPath(target)
      return path ? [[from, path]] : []
    }),
  )
}
