import type { CollectionConfig } from 'payload'
import { localizedRichText, seoFields, tagsField, textRequiredInCzech } from '@/cms/fields/common'
import { slugField } from '@/cms/fields/slug'
import { sortOrderLastWhenEmptyField } from '@/cms/fields/sort-order'
import { adminGroups, tx } from '@/platform/cms/i18n'
import { sheetEndpoints } from '@/features/sheets/endpoints'
import { proceduresSheet } from '@/features/sheets/procedures'
import { listView } from '@/platform/cms/list-view'
import { contactPlaceholderHelp } from '@/content/contact-placeholders'
import { pricePlaceholderHelp } from '@/content/price-placeholders'
import { publishedWithDrafts } from '@/cms/collections/published-pages'
import { withTranslationStamps } from '@/features/translation-status/stamps'

export const Procedures: CollectionConfig = withTranslationStamps({
  slug: 'procedures',
  labels: { singular: tx('Zákrok', 'Procedure'), plural: tx('Zákroky', 'Procedures') },
  admin: {
    ...listView('name', adminGroups.procedures, ['name', 'category', 'slug', 'sortOrder', '_status', 'updatedAt'], ['name', 'slug']),
    components: {
      beforeListTable: [
        { path: '/features/sheets/SheetPanel#SheetPanel', clientProps: { collection: 'procedures', note: proceduresSheet.importNote } },
      ],
    },
  },
  // CSV out and in for the price list (src/features/sheets).
  endpoints: sheetEndpoints(proceduresSheet),
  defaultSort: 'sortOrder',
  ...publishedWithDrafts,
  fields: [
    textRequiredInCzech('name', tx('Název', 'Name')),
    slugField({
      from: 'name',
      description: tx(
        'Část adresy za /zakroky/, /en/procedures/ nebo /de/eingriffe/. Zákrok bez slugu v některém jazyce se v něm nenabízí.',
        'URL part after /zakroky/, /en/procedures/ or /de/eingriffe/. A procedure without a slug in a language is not offered there.',
      ),
    }),
    {
      name: 'category',
      label: tx('Kategorie', 'Category'),
      type: 'relationship',
      relationTo: 'procedure-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    sortOrderLastWhenEmptyField,
    seoFields,
    tagsField,
    { name: 'subtitle', label: tx('Podtitulek', 'Subtitle'), type: 'text', localized: true },
    {
      name: 'perex',
      label: tx('Perex', 'Lead paragraph'),
      type: 'textarea',
      localized: true,
      admin: {
        description: tx(
          `${pricePlaceholderHelp.cs} ${contactPlaceholderHelp.cs}`,
          `${pricePlaceholderHelp.en} ${contactPlaceholderHelp.en}`,
        ),
      },
    },
    localizedRichText('content', tx('Obsah', 'Content')),
    localizedRichText('whatToKnow', tx('Co byste měli vědět', 'What to know')),
    {
      name: 'prices',
      label: tx('Ceny', 'Prices'),
      type: 'array',
      labels: { singular: tx('Cena', 'Price'), plural: tx('Ceny', 'Prices') },
      admin: {
        description: tx(
          'Orientační ceny v Kč; konečnou cenu určí konzultace. Texty zákroku (meta popis, perex, obsah) mohou nejnižší cenu uvést jako {cena}.',
          'Indicative prices in CZK; the final price is set at the consultation. The procedure’s texts (meta description, lead paragraph, content) can name the lowest price as {price}.',
        ),
      },
      fields: [
        textRequiredInCzech('name', tx('Položka', 'Item')),
        { name: 'amount', label: tx('Částka (Kč)', 'Amount (CZK)'), type: 'number', required: true, min: 0 },
      ],
    },
    {
      name: 'doctors',
      label: tx('Lékaři, kteří zákrok provádějí', 'Performing doctors'),
      type: 'relationship',
      relationTo: 'people',
      hasMany: true,
    },
    {
      name: 'combinations',
      label: tx('Časté kombinace', 'Frequent combinations'),
      type: 'relationship',
      relationTo: 'procedures',
      hasMany: true,
    },
    { name: 'image', label: tx('Obrázek', 'Image'), type: 'upload', relationTo: 'media' },
    { name: 'gallery', label: tx('Galerie', 'Gallery'), type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
