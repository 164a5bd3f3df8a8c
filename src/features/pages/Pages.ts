import type { CollectionConfig } from 'payload'
import { localizedRichText, seoFields, textRequiredInCzech } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { type AdminText, adminGroups, tx } from '@/platform/cms/i18n'
import { type RouteKey, routeKeys } from '@/routing/fixed-paths'
import { listView } from '@/platform/cms/list-view'
import { publishedWithDrafts } from '@/cms/collections/published-pages'
import { withTranslationStamps } from '@/features/translation-status/stamps'

/** Names of the fixed pages (spec §2) in the admin's languages. */
const routeKeyLabels: Record<RouteKey, AdminText> = {
  home: tx('Úvodní stránka', 'Home'),
  about: tx('O nás', 'About us'),
  procedures: tx('Zákroky', 'Procedures'),
  blog: tx('Blog', 'Blog'),
  career: tx('Kariéra', 'Career'),
  changes: tx('Proměny', 'Makeovers'),
  foundation: tx('Nadace', 'Foundation'),
  faq: tx('Časté dotazy', 'FAQ'),
  team: tx('Náš tým', 'Our team'),
  references: tx('Reference', 'References'),
  contact: tx('Kontakt', 'Contact'),
  apartments: tx('Apartmány', 'Apartments'),
}

export const Pages: CollectionConfig = withTranslationStamps({
  slug: 'pages',
  labels: { singular: tx('Stránka', 'Page'), plural: tx('Stránky', 'Pages') },
  admin: listView('title', adminGroups.content, ['title', 'routeKey', 'slug', '_status', 'updatedAt'], ['title', 'slug']),
  // One publish control: visitors see the published version (Payload's draft/published status).
  ...publishedWithDrafts,
  fields: [
    textRequiredInCzech('title', tx('Název', 'Title')),
    {
      name: 'routeKey',
      label: tx('Pevná stránka', 'Fixed page'),
      type: 'select',
      unique: true,
      options: routeKeys.map((key) => ({ label: routeKeyLabels[key], value: key })),
      admin: {
        position: 'sidebar',
        description: tx(
          'Jen u pevných stránek webu (úvod, o nás, kontakt…): jejich adresy jsou dané a slug se nepoužívá.',
          'Set for the fixed pages of the site (home, about, contact…): their URLs are fixed and the slug is not used.',
        ),
      },
    },
    slugField({
      from: 'title',
      description: tx(
        'Část adresy obecné stránky (/{slug}); stránka bez slugu v některém jazyce v něm neexistuje. Pevné stránky slug nepoužívají.',
        'Part of the URL of a generic page (/{slug}); a page without a slug in a language does not exist in it. Fixed pages do not use it.',
      ),
    }),
    seoFields,
    localizedRichText('content', tx('Obsah', 'Content')),
  ],
})
