import type { CollectionConfig, PayloadRequest } from 'payload'
import { localeOptions } from '@/routing/locales'
import { isContentStaff } from '@/platform/cms/access'
import {
  checkRedirect,
  collapseChainsInto,
  normalizeRedirect,
  redirectLabels,
  validateSource,
  validateTargetUrl,
} from '../hooks/redirect-rules'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { listView } from '@/platform/cms/list-view'

/**
 * Old addresses of the site that answer 301 with a new one (src/proxy.ts). Changing the slug of a
 * published document adds its old URLs here by itself, pointing at the document, so they follow
 * any later change too; staff add others (a removed page to its successor, a campaign URL).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: tx('Přesměrování', 'Redirect'), plural: tx('Přesměrování', 'Redirects') },
  admin: {
    ...listView('from', adminGroups.site, ['from', 'toType', 'toDocument', 'toUrl', 'automatic', 'updatedAt'], ['from', 'toUrl']),
    description: tx(
      'Stará adresa odpoví návštěvníkům i vyhledávačům trvalým přesměrováním (301) na novou. Při změně slugu zveřejněné stránky se přesměrování vytvoří samo. Přesměrování z adresy, kterou má zveřejněná stránka, se neuplatní.',
      'An old address answers visitors and search engines with a permanent redirect (301) to the new one. Changing the slug of a published page creates its redirect by itself. A redirect from an address a published page has does not apply.',
    ),
  },
  defaultSort: '-updatedAt',
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: {
    beforeValidate: [normalizeRedirect],
    beforeChange: [checkRedirect],
    afterChange: [collapseChainsInto],
  },
  fields: [
    {
      name: 'from',
      label: redirectLabels.from,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSource,
      // "Přesměrovat /…" in a page's "Odkazuje sem" panel opens a new redirect with its address filled in.
      defaultValue: ({ req }: { req: PayloadRequest }) => (typeof req?.query?.from === 'string' ? req.query.from : undefined),
      admin: {
        description: tx(
          'Cesta na tomto webu včetně jazyka: /zakroky/botox, /en/procedures/botox, /de/eingriffe/botox. Celou adresu lze i vložit, použije se z ní cesta.',
          'A path on this site with its language: /zakroky/botox, /en/procedures/botox, /de/eingriffe/botox. A full address may be pasted; its path is used.',
        ),
      },
    },
    {
      name: 'toType',
      label: tx('Kam vede', 'Leads to'),
      type: 'radio',
      required: true,
      defaultValue: 'document',
      options: [
        { label: tx('Stránka tohoto webu', 'A page of this site'), value: 'document' },
        { label: tx('Zadaná adresa', 'A typed address'), value: 'url' },
      ],
    },
    {
      name: 'toDocument',
      label: redirectLabels.toDocument,
      type: 'relationship',
      relationTo: ['pages', 'procedures', 'posts', 'job-offers', 'people'],
      admin: {
        condition: (_, siblingData) => siblingData?.toType !== 'url',
        description: tx(
          'Přesměruje na aktuální adresu stránky, i když se později změní. Nezveřejněná stránka: stará adresa hlásí „nenalezeno“ (404). Smazáním stránky se smažou i přesměrování na ni.',
          'Leads to the page’s current address, also after it changes. An unpublished page: the old address answers “not found” (404). Deleting the page deletes the redirects to it.',
        ),
      },
    },
    {
      name: 'toLocale',
      label: tx('Jazyk cílové stránky', 'Language of the target page'),
      type: 'select',
      options: localeOptions,
      admin: {
        condition: (_, siblingData) => siblingData?.toType !== 'url',
        description: tx(
          'Prázdné: jazyk staré adresy (a čeština, nemá-li stránka tuto jazykovou verzi).',
          'Empty: the language of the old address (and Czech when the page lacks that language).',
        ),
      },
    },
    {
      name: 'toUrl',
      label: redirectLabels.toUrl,
      type: 'text',
      validate: validateTargetUrl,
      admin: {
        condition: (_, siblingData) => siblingData?.toType === 'url',
        description: tx(
          'Cesta na tomto webu (/zakroky/botox, /en/contact) nebo celá adresa jiného webu (https://…), který administrátor povolil v Nastavení → Odkazy. Vede-li sama na přesměrování, uloží se rovnou jeho cíl.',
          'A path on this site (/zakroky/botox, /en/contact) or a full address of another site (https://…) that an administrator allowed in Settings → Links. If it is redirected itself, its target is stored instead.',
        ),
      },
    },
    {
      name: 'automatic',
      label: tx('Vytvořeno automaticky při změně slugu', 'Created automatically when a slug changed'),
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
