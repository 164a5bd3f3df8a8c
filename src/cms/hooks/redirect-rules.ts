import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest, Validate } from 'payload'
import { externalTargetProblem, hostOf } from '@/redirects/external-targets'
import { allowedRedirectHosts, type StoredRedirect } from '@/redirects/load'
import { isAbsoluteUrl, normalizeSitePath, normalizeTarget, targetPath } from '@/redirects/redirect-addresses'
import { findRedirectFrom } from '@/redirects/store'
import { sameOriginPath } from '@/platform/security/same-origin-path'
import { loadLiveDocuments } from '@/routing/live-documents'
import { defaultLocale } from '@/routing/locales'
import { parseHref } from '@/routing/url-paths'
import { buildRouteTable, resolvePath } from '@/routing/route-table'
import { adminMessage, tx } from '@/platform/cms/i18n'
import { nestedRequest } from '@/platform/nested-request'
import { refuseSave } from '@/platform/cms/refuse-save'
import { liveSourceMessage } from '@/cms/hooks/url-messages'

type RedirectData = Partial<StoredRedirect> & { automatic?: boolean | null }

/** Field labels, also named in the notice of a refused save. */
export const redirectLabels = {
  from: tx('Stará adresa', 'Old address'),
  toDocument: tx('Cílová stránka', 'Target page'),
  toUrl: tx('Cílová adresa', 'Target address'),
}

/** Paths that belong to the admin, the APIs and Next's files: the proxy never sees them. */
const systemSegments = ['admin', 'api', '_next', '_vercel']

/** Sources and internal targets are stored in one form (src/redirects/redirect-addresses.ts). */
export const normalizeRedirect: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  if (typeof data.from === 'string') data.from = normalizeSitePath(data.from)
  if (typeof data.toUrl === 'string') data.toUrl = data.toUrl.trim() ? normalizeTarget(data.toUrl) : null
  if (data.toType === 'url') {
    data.toDocument = null
    data.toLocale = null
  } else if (data.toType === 'document') {
    data.toUrl = null
  }
  return data
}

/** Why a redirect may not start at this path: not a site path, the home page, the admin or APIs, or a live page. */
async function sourceProblem(req: PayloadRequest, from: string): Promise<string | undefined> {
  if (!from.startsWith('/') || /\s/.test(from)) {
    return adminMessage(
      req,
      tx(
        'Zadejte cestu na tomto webu začínající lomítkem, např. /zakroky/botox nebo /en/procedures/botox.',
        'Enter a path on this site starting with a slash, e.g. /zakroky/botox or /en/procedures/botox.',
      ),
    )
  }
  const { locale, path } = parseHref(from)
  if (path === '') return adminMessage(req, tx('Úvodní stránku nelze přesměrovat.', 'The home page cannot be redirected.'))
  const first = path.split('/')[0]
  if (locale === defaultLocale && systemSegments.includes(first)) {
    return adminMessage(
      req,
      tx(
        `Adresy pod /${first} patří administraci a rozhraní webu, přesměrovat je nelze.`,
        `Addresses under /${first} belong to the admin and the APIs and cannot be redirected.`,
      ),
    )
  }
  const documents = await loadLiveDocuments(req.payload, { req })
  const entry = resolvePath(buildRouteTable(documents.filter((doc) => doc.hasPage)), locale, path)
  return entry ? liveSourceMessage(req, from, entry, documents, locale) : undefined
}

/** The message for a target a browser would read as another site, or that is not an address at all. */
const targetUrlFormat = tx(
  'Zadejte cestu na tomto webu začínající lomítkem (/zakroky/botox) nebo celou adresu začínající https://.',
  'Enter a path on this site starting with a slash (/zakroky/botox) or a full address starting with https://.',
)

/**
 * Why a typed target may not be stored: a path must stay on this site as a browser reads it
 * (src/platform/security/same-origin-path.ts), another site must be on the administrators' list.
 */
async function targetUrlProblem(req: PayloadRequest, value: unknown): Promise<string | undefined> {
  const target = typeof value === 'string' ? value.trim() : ''
  if (!target) return adminMessage(req, targetUrlFormat)
  if (target.includes('\\') || /%5c/i.test(target)) {
    return adminMessage(
      req,
      tx(
        'Adresa obsahuje zpětné lomítko (\\). Prohlížeče ho čtou jako lomítko, takže např. /\\jiny-web.cz vede na cizí web. Pište jen obyčejná lomítka /.',
        'The address contains a backslash (\\). Browsers read it as a slash, so e.g. /\\other-site.com leads to another site. Use forward slashes / only.',
      ),
    )
  }
  if (!isAbsoluteUrl(target) || /\s/.test(target)) {
    if (!target.startsWith('/')) return adminMessage(req, targetUrlFormat)
    if (sameOriginPath(target) !== undefined) return undefined
    return adminMessage(
      req,
      tx(
        'Tato cesta by v prohlížeči vedla mimo tento web (obsahuje řídicí či zakódované znaky jako %2F, %09, nebo „/./“ před dvěma lomítky). Zadejte prostou cestu, např. /zakroky/botox.',
        'A browser would read this path as another site (it holds control or encoded characters such as %2F, %09, or "/./" before two slashes). Enter a plain path, e.g. /zakroky/botox.',
      ),
    )
  }
  const problem = externalTargetProblem(target, await allowedRedirectHosts(req.payload, req))
  if (problem === 'not-http') return adminMessage(req, targetUrlFormat)
  if (problem === 'host-not-allowed') {
    const host = hostOf(target)
    return adminMessage(
      req,
      tx(
        `Na web ${host} přesměrovat nelze: není mezi povolenými cíli. Administrátor ho může přidat v Nastavení → Odkazy → Weby, na které smí vést přesměrování.`,
        `Redirects may not lead to ${host}: it is not among the allowed targets. An administrator can add it in Settings → Links → Sites redirects may lead to.`,
      ),
    )
  }
  return undefined
}

const targetDocumentMissing = (req: PayloadRequest) =>
  adminMessage(req, tx('Vyberte stránku, na kterou se má přesměrovat.', 'Choose the page to redirect to.'))

// While staff edit (form state, `onChange`) the fields show their problem; saves are checked by checkRedirect.
export const validateSource: Validate = async (value, { req, event }) =>
  event === 'onChange' && typeof value === 'string' && value ? ((await sourceProblem(req, normalizeSitePath(value))) ?? true) : true

export const validateTargetUrl: Validate = async (value, { req, event, siblingData }) =>
  event === 'onChange' && (siblingData as RedirectData).toType === 'url' && value ? ((await targetUrlProblem(req, value)) ?? true) : true

/**
 * Checks a redirect before it is saved and stores the end of its chain: a target that is itself
 * redirected is replaced by where that one leads (A→B with B→C stores A→C); a redirect from a live
 * page, or one leading back to its own source, is refused.
 */
export const checkRedirect: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const redirect = { ...(originalDoc as RedirectData | undefined), ...(data as RedirectData) }
  const from = String(redirect.from ?? '')
  const refuse: (field: keyof typeof redirectLabels, message: string) => never = (field, message) =>
    refuseSave(req, 'redirects', { path: field, label: redirectLabels[field] }, message)
  const problem = await sourceProblem(req, from)
  if (problem) refuse('from', problem)
  if (redirect.toType !== 'url') {
    if (!redirect.toDocument) refuse('toDocument', targetDocumentMissing(req))
    return data
  }
  const urlProblem = await targetUrlProblem(req, redirect.toUrl)
  if (urlProblem || !redirect.toUrl) refuse('toUrl', urlProblem ?? '')
  const chain = [from]
  let url = redirect.toUrl
  for (let path = targetPath(url); path !== undefined; path = targetPath(url)) {
    if (chain.includes(path)) {
      chain.push(path)
      refuse(
        'toUrl',
        adminMessage(
          req,
          tx(`Přesměrování by vedlo v kruhu: ${chain.join(' → ')}.`, `The redirect would go round in a circle: ${chain.join(' → ')}.`),
        ),
      )
    }
    const next = await findRedirectFrom(req, path, (originalDoc as RedirectData | undefined)?.id)
    if (!next) break
    chain.push(path)
    if (next.toType === 'document') {
      if (!next.toDocument) break
      const nextLocale = next.toLocale ?? parseHref(path).locale
      return {
        ...data,
        toType: 'document',
        toDocument: next.toDocument,
        toLocale: nextLocale === parseHref(from).locale ? null : nextLocale,
        toUrl: null,
      }
    }
    if (!next.toUrl) break
    url = next.toUrl
  }
  return { ...data, toUrl: url }
}

/** Redirects that led to this one's source now lead where it leads (re-saved, they collapse). */
export const collapseChainsInto: CollectionAfterChangeHook = async ({ doc, req }) => {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ toType: { equals: 'url' } }, { toUrl: { equals: doc.from } }, { id: { not_equals: doc.id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  for (const earlier of docs as unknown as StoredRedirect[]) {
    await req.payload.update({
      collection: 'redirects',
      id: earlier.id,
      data: { toUrl: earlier.toUrl },
      overrideAccess: true,
      req: nestedRequest(req),
    })
  }
  return doc
}
