import type { PayloadRequest } from 'payload'
import type { Locale } from '@/routing/locales'
import type { LiveDocument } from '@/routing/live-documents'
import { localizedHref, type Template } from '@/routing/url-paths'
import type { RouteEntry } from '@/routing/route-table'
import type { UrlClaim } from '@/routing/url-claims'
import { type AdminText, adminMessage, tx } from '@/platform/cms/i18n'

/** The slug field's label, also named in the error toast of a refused save. */
export const slugLabel = tx('Slug (část adresy)', 'Slug (part of the URL)')

/** What staff call each kind of document, as the subject of "already has this address". */
const documentKinds: Record<Template, AdminText> = {
  page: tx('stránka', 'page'),
  procedure: tx('zákrok', 'procedure'),
  post: tx('článek', 'blog post'),
  jobOffer: tx('pracovní nabídka', 'job offer'),
  person: tx('člen týmu', 'team member'),
}

/** Looks up a route entry's document among the loaded ones, for its title. */
export function titleOf(documents: LiveDocument[], entry: RouteEntry | undefined, locale: Locale): string | undefined {
  if (!entry) return undefined
  const doc = documents.find((candidate) => candidate.template === entry.template && String(candidate.id) === String(entry.id))
  return doc ? (doc.titles[locale] ?? doc.titles.cs ?? doc.titles.en ?? doc.titles.de) : undefined
}

/** "Adresu /zakroky/botox už má zákrok „Botox“." in the admin user's language. */
export function claimMessage(req: PayloadRequest, claim: UrlClaim, documents: LiveDocument[]): string {
  const href = localizedHref(claim.locale, claim.path)
  if (claim.kind === 'reserved') {
    return adminMessage(
      req,
      tx(
        `Adresa ${href} je vyhrazená pro samotný web (jazykové verze, administraci a rozhraní). Zvolte jiný slug.`,
        `The address ${href} is reserved for the site itself (language versions, admin and APIs). Choose another slug.`,
      ),
    )
  }
  if (claim.kind === 'fixed') {
    const title = titleOf(documents, claim.entry, claim.locale) ?? claim.path
    return adminMessage(
      req,
      tx(`Adresu ${href} už má pevná stránka webu „${title}“.`, `The address ${href} already belongs to the fixed page “${title}”.`),
    )
  }
  const title = titleOf(documents, claim.entry, claim.locale) ?? String(claim.entry.id)
  const kind = documentKinds[claim.entry.template]
  return adminMessage(
    req,
    tx(`Adresu ${href} už má ${kind.cs} „${title}“.`, `The address ${href} already belongs to the ${kind.en} “${title}”.`),
  )
}

/** Why a redirect may not start at a live URL. */
export function liveSourceMessage(req: PayloadRequest, from: string, entry: RouteEntry, documents: LiveDocument[], locale: Locale): string {
  const title = titleOf(documents, entry, locale) ?? from
  const kind = documentKinds[entry.template]
  return adminMessage(
    req,
    tx(
      `Adresu ${from} už má ${kind.cs} „${title}“, takže by se přesměrování nikdy neuplatnilo. Nejdřív tam změňte slug, nebo zrušte zveřejnění.`,
      `The address ${from} already belongs to the ${kind.en} “${title}”, so the redirect would never apply. Change the slug there or unpublish it first.`,
    ),
  )
}
