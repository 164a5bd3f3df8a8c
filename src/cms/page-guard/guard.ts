import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
  type Where,
} from 'payload'
import { navigationFor } from '@/routing/main-navigation'
import { defaultLocale, locales } from '@/routing/locales'
import { type RouteKey, routeKeyPaths } from '@/routing/fixed-paths'
import { templateCollections, templateOfCollection } from '@/routing/live-documents'
import type { Template } from '@/routing/url-paths'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'
import { nestedRequest } from '@/platform/nested-request'
import { linksHere } from './links-here'
import { linksHereEndpoint } from './links-here-panel'

/**
 * Pages the site needs cannot vanish (issue 30). A fixed page (route key), a page or file the
 * footer links to from Settings cannot be unpublished or deleted: the refusal names where the site
 * uses it. Any other published document that texts of published pages link to cannot be
 * unpublished or deleted while those links exist: the refusal lists them, so nobody is surprised
 * by a link that suddenly answers 404. Checked before the operation, where Payload still tells a
 * draft save (draft: true, the live document unchanged) from unpublishing (_status: 'draft' without it).
 */

/** Fixed pages the footer links to in some language (SiteFooter). */
const footerRouteKeys: readonly RouteKey[] = ['faq', 'career', 'foundation', 'blog', 'team', 'references']
const menuRouteKeys = new Set<RouteKey>(locales.flatMap((locale) => navigationFor(locale).map((item) => item.routeKey)))

/** Settings fields whose document the footer links to. */
const settingsLinks: { field: 'gdprPage' | 'coronavirusPage' | 'stornoConditions'; collection: string; label: AdminText }[] = [
  {
    field: 'gdprPage',
    collection: 'pages',
    label: tx('patička – Ochrana osobních údajů (Nastavení)', 'footer – personal data (Settings)'),
  },
  { field: 'coronavirusPage', collection: 'pages', label: tx('patička – Koronavirus (Nastavení)', 'footer – coronavirus (Settings)') },
  {
    field: 'stornoConditions',
    collection: 'documents',
    label: tx('patička – Storno podmínky (Nastavení)', 'footer – cancellation terms (Settings)'),
  },
]

type Raw = Record<string, unknown>
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as Raw).id : value)

function fixedPath(routeKey: RouteKey): string {
  return `/${routeKeyPaths[routeKey][defaultLocale]}`.replace(/(.)\/$/, '$1')
}

/** Where the site itself needs this document, or an empty list. */
async function neededFor(req: PayloadRequest, collection: string, doc: Raw): Promise<string[]> {
  const uses: string[] = []
  const routeKey = doc.routeKey as RouteKey | null | undefined
  if (collection === 'pages' && routeKey && routeKey in routeKeyPaths) {
    const where = [
      menuRouteKeys.has(routeKey) ? adminMessage(req, tx('hlavní menu', 'main menu')) : undefined,
      footerRouteKeys.includes(routeKey) ? adminMessage(req, tx('patička', 'footer')) : undefined,
    ].filter(Boolean)
    uses.push(where.length ? `${fixedPath(routeKey)} (${where.join(', ')})` : fixedPath(routeKey))
  }
  const relevant = settingsLinks.filter((link) => link.collection === collection)
  if (relevant.length) {
    const settings = (await req.payload.findGlobal({
      slug: 'settings',
      depth: 0,
      req: nestedRequest(req),
      overrideAccess: true,
    })) as unknown as Raw
    for (const link of relevant) {
      if (String(idOf(settings[link.field])) === String(doc.id)) uses.push(adminMessage(req, link.label))
    }
  }
  return uses
}

function refuse(req: PayloadRequest, message: AdminText): never {
  // 409: the request is fine, the site's state forbids it. The admin shows the message as the error.
  throw new APIError(adminMessage(req, message), 409, null, true)
}

/** "title (/path)" of each published text that links to this document (the home page as its own name). */
async function linkingPages(req: PayloadRequest, template: Template, id: number | string): Promise<string[]> {
  const { linking } = await linksHere(req.payload, req, template, id)
  return linking.map((text) =>
    text.href === '/' ? adminMessage(req, tx('Úvodní stránka (/)', 'Home page (/)')) : `${text.title} (${text.href})`,
  )
}

/** Refuses taking these documents offline when the site needs them or published pages link to them. */
export async function guard(
  req: PayloadRequest,
  collection: string,
  ids: (number | string)[],
  action: 'unpublish' | 'delete',
): Promise<void> {
  for (const id of ids) {
    const doc = (await req.payload.findByID({
      collection: collection as 'pages',
      id,
      depth: 0,
      overrideAccess: true,
      req: nestedRequest(req),
      disableErrors: true,
    })) as Raw | null
    if (!doc) continue
    const uses = await neededFor(req, collection, doc)
    if (uses.length) {
      const list = uses.join('; ')
      refuse(
        req,
        collection === 'documents'
          ? tx(`Soubor nelze smazat: web ho potřebuje pro ${list}.`, `This file cannot be deleted: the site needs it for ${list}.`)
          : tx(
              `Stránku nelze zrušit ani smazat: web ji potřebuje pro ${list}.`,
              `This page cannot be unpublished or deleted: the site needs it for ${list}.`,
            ),
      )
    }
    const template = templateOfCollection(collection)
    if (!template || (action === 'unpublish' && doc._status !== 'published')) continue
    const links = await linkingPages(req, template, id)
    if (links.length) {
      const list = links.join(', ')
      refuse(
        req,
        action === 'delete'
          ? tx(
              `Nelze smazat: odkazuje sem ${list}. Nejdřív tam odkaz upravte (na jinou stránku); po smazání můžete starou adresu přesměrovat v Přesměrování.`,
              `Cannot delete: ${list} links here. Change the link there first (to another page); after deleting, you can redirect the old address under Redirects.`,
            )
          : tx(
              `Nelze zrušit zveřejnění: odkazuje sem ${list}. Nejdřív tam odkaz upravte (na jinou stránku); po zrušení můžete starou adresu přesměrovat v Přesměrování.`,
              `Cannot unpublish: ${list} links here. Change the link there first (to another page); after unpublishing, you can redirect the old address under Redirects.`,
            ),
      )
    }
  }
}

/** Unpublishing: an update to _status 'draft' that is not a draft save (one document, or a bulk update by query). */
export const refuseUnpublishingNeeded: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const { data, draft, id, where, overrideAccess } = args as {
    data?: Raw
    draft?: boolean
    id?: number | string
    where?: Where
    overrideAccess?: boolean
  }
  if (draft || data?._status !== 'draft') return args
  // A visitor's request is refused by access control; the guard need not tell them anything.
  if (overrideAccess === false && !req.user) return args
  let ids: (number | string)[] = id !== undefined ? [id] : []
  if (id === undefined && where) {
    const found = await req.payload.find({
      collection: collection.slug as 'pages',
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: nestedRequest(req),
      select: {},
    })
    ids = found.docs.map((doc) => doc.id)
  }
  await guard(req, collection.slug, ids, 'unpublish')
  return args
}

export const refuseDeletingNeeded: CollectionBeforeDeleteHook = async ({ req, id, collection }) => {
  await guard(req, collection.slug, [id], 'delete')
}

const guarded = new Set<string>([...Object.values(templateCollections), 'documents'])

/** The sidebar's "Odkazuje sem" panel (LinksHerePanel.tsx): who links here, and a redirect per address. */
const linksHereField: Field = {
  name: 'linksHere',
  label: tx('Odkazuje sem', 'Links here'),
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/page-guard/LinksHerePanel#LinksHerePanel' } },
}

/**
 * The guard's hooks added to a collection's own (the page-like collections and documents; others
 * unchanged), and the page-like collections' "Odkazuje sem" panel.
 */
export function withPageGuard(config: CollectionConfig): CollectionConfig {
  if (!guarded.has(config.slug)) return config
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), refuseUnpublishingNeeded],
      beforeDelete: [...(hooks.beforeDelete ?? []), refuseDeletingNeeded],
    },
    fields: templateOfCollection(config.slug) ? [...config.fields, linksHereField] : config.fields,
    endpoints: templateOfCollection(config.slug) ? [...(config.endpoints || []), linksHereEndpoint(config.slug)] : config.endpoints,
  }
}
